import { allRegions } from "#content/index.ts";

import type { Env } from "../env";
import { createBuiltinProvider } from "./builtin-provider";
import { buildKnowledge } from "./knowledge";
import { createOpenAiProvider } from "./openai-provider";

/** The built-in assistant always; an OpenAI-compatible one too when AI_* is configured. */
export function createAssistantProviders(
  env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">,
) {
  const knowledge = buildKnowledge();
  const builtin = createBuiltinProvider(
    knowledge,
    allRegions.map((region) => region.name),
  );
  const ai =
    env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
      ? createOpenAiProvider(
          {
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          },
          knowledge,
        )
      : undefined;
  return { builtin, ai };
}
