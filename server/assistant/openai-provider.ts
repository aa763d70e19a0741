/**
 * An OpenAI-compatible chat-completions provider (OpenAI, Azure, OpenRouter, a local llama.cpp
 * or vLLM server), grounded with the same site content as the built-in assistant. It only
 * answers questions: the safety rules run before it, and a call-back request always goes to the
 * server's call-back form, so no lead is saved on a model's word.
 */
import { z } from "zod";

import type { ChatTurn } from "#common/validation/chat.ts";
import { sinceFounded } from "#content/business.ts";
import { formatAddress, site } from "#content/site.ts";

import type { Knowledge } from "./knowledge";

export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }),
      }),
    )
    .min(1),
});

export function systemPrompt(): string {
  return [
    `You are the website assistant of ${site.name}, an electrical contractor in ${site.address.locality}, Cape Town, South Africa${sinceFounded() && `, in business${sinceFounded()}`}.`,
    `Facts: phone ${site.phone.display} (24/7 for emergencies), WhatsApp ${site.whatsapp.display}, e-mail ${site.email}, workshop ${formatAddress()}. Hours: ${site.hoursSummary}. ${site.emergencySummary}. Area: ${site.serviceAreaSummary}.`,
    "Rules: answer in plain South African English in at most four sentences. Say you are an automated assistant if asked. Use only the facts above and the site extracts you are given; if they do not answer the question, say so and offer a call-back or the phone number. Never invent prices, regulations or promises. For anything dangerous (sparks, burning smell, shocks), tell the visitor to switch off the main switch if safe and call the 24/7 line.",
    "Link to pages of this site as Markdown links with paths starting with /, only using paths from the extracts.",
    'If the visitor wants a call-back, quote or visit, tell them to type "call me back" and the chat will take their details, or to call the phone number. Never ask for their details yourself.',
    "Answer in the language the visitor writes in (English, Afrikaans or isiXhosa) when you can.",
  ].join("\n");
}

function grounding(knowledge: Knowledge, question: string): string {
  const hits = knowledge.search(question).slice(0, 4);
  if (hits.length === 0) return "No site extracts match this question.";
  return hits
    .map(({ doc }) => `- ${doc.title}${doc.url ? ` (${doc.url})` : ""}: ${doc.answer}`)
    .join("\n");
}

export function createOpenAiProvider(config: OpenAiConfig, knowledge: Knowledge) {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  /** Throws on any failure (network, timeout, status, shape): the caller falls back. */
  async function answer(message: string, history: ChatTurn[]): Promise<string> {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${config.apiKey}`,
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: "system", content: systemPrompt() },
          { role: "system", content: `Site extracts:\n${grounding(knowledge, message)}` },
          ...history.map((turn) => ({
            role: turn.sender === "user" ? "user" : "assistant",
            content: turn.message,
          })),
          { role: "user", content: message },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`AI provider answered HTTP ${response.status}`);
    const completion = completionSchema.parse(await response.json());
    const text = completion.choices[0]!.message.content?.trim() ?? "";
    if (!text) throw new Error("AI provider returned an empty answer");
    return text;
  }

  return { answer };
}

export type OpenAiProvider = ReturnType<typeof createOpenAiProvider>;
