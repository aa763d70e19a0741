/**
 * An OpenAI-compatible chat-completions provider (OpenAI, Azure, OpenRouter, a local llama.cpp
 * or vLLM server). It is grounded with the same site content as the built-in provider and may
 * hand back a lead through the save_lead tool, so a visitor who gives their details in free
 * conversation becomes a saved call-back request.
 */
import { z } from "zod";

import { chatLeadSchema, type ChatLead, type ChatTurn } from "#common/validation/chat.ts";
import { formatAddress, site } from "#content/site.ts";

import type { Knowledge } from "./knowledge";

export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export type AiAnswer =
  | { kind: "text"; text: string }
  /** The model called save_lead with details that pass the same checks as the chat flow. */
  | { kind: "lead"; text: string; lead: ChatLead }
  /** The model called save_lead but a detail failed its check; `text` asks for it again. */
  | { kind: "invalid-lead"; text: string };

const saveLeadTool = {
  type: "function",
  function: {
    name: "save_lead",
    description:
      "Save a call-back request once the visitor has given all six details and agreed to be called.",
    parameters: {
      type: "object",
      properties: {
        name: { type: "string", description: "The visitor's full name" },
        phone: { type: "string", description: "Phone number to call back on" },
        email: { type: "string", description: "E-mail address" },
        service: { type: "string", description: "The type of electrical service needed" },
        description: { type: "string", description: "A short description of the job" },
        location: { type: "string", description: "The address in Cape Town where the work is" },
      },
      required: ["name", "phone", "email", "service", "description", "location"],
      additionalProperties: false,
    },
  },
} as const;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

export function systemPrompt(): string {
  return [
    `You are the website assistant of ${site.name}, an electrical contractor in ${site.address.locality}, Cape Town, South Africa, in business since ${site.foundedYear}.`,
    `Facts: phone ${site.phone.display} (24/7 for emergencies), WhatsApp ${site.whatsapp.display}, e-mail ${site.email}, workshop ${formatAddress()}. Hours: ${site.hoursSummary}. ${site.emergencySummary}. Area: ${site.serviceAreaSummary}.`,
    "Rules: answer in plain South African English in at most four sentences. Say you are an automated assistant if asked. Use only the facts above and the site extracts you are given; if they do not answer the question, say so and offer a call-back or the phone number. Never invent prices, regulations or promises. For anything dangerous (sparks, burning smell, shocks), tell the visitor to switch off the main switch if safe and call the 24/7 line.",
    "Link to pages of this site as Markdown links with paths starting with /, only using paths from the extracts.",
    "If the visitor wants a call-back, quote or visit, ask for these one at a time: full name, phone number, e-mail address, type of service, a short description, and the address in Cape Town. Before the first question say in one line that the details are only used to call them back, with a link to /privacy-policy. When you have all six, call save_lead.",
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
  async function answer(message: string, history: ChatTurn[]): Promise<AiAnswer> {
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
        tools: [saveLeadTool],
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
    const reply = completion.choices[0]!.message;
    const call = reply.tool_calls?.find((tool) => tool.function.name === "save_lead");
    const text = reply.content?.trim() ?? "";
    if (call) {
      const parsed = chatLeadSchema.safeParse(JSON.parse(call.function.arguments));
      if (!parsed.success) {
        return { kind: "invalid-lead", text: parsed.error.issues[0]?.message ?? "" };
      }
      return { kind: "lead", text, lead: parsed.data };
    }
    if (!text) throw new Error("AI provider returned an empty answer");
    return { kind: "text", text };
  }

  return { answer };
}

export type OpenAiProvider = ReturnType<typeof createOpenAiProvider>;
