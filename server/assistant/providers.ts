import type { Env } from "../env";
import { createAssistant, type Assistant } from "./assistant";
import { buildKnowledge } from "./knowledge";
import { createOpenAiProvider } from "./openai-provider";

let shared: Assistant | undefined;

/**
 * The built-in assistant, trained once per process: it holds no state between messages, so one
 * model serves every request (and every test app).
 */
export function builtInAssistant(): Assistant {
  return (shared ??= createAssistant());
}

/** The built-in assistant always; an OpenAI-compatible one too when AI_* is configured. */
export function createAssistantProviders(
  env: Partial<Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">>,
  builtin: Assistant = builtInAssistant(),
) {
  const ai =
    env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
      ? createOpenAiProvider(
          {
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS ?? 8_000,
          },
          buildKnowledge(),
        )
      : undefined;
  return { builtin, ai };
}
