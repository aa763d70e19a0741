import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import { isLocale } from "#common/i18n/locale.ts";
import {
  chatMessageSchema,
  chatRequestSchema,
  type ChatResponse,
} from "#common/validation/chat.ts";
import { site } from "#content/site.ts";

import { FALLBACK_REPLY, type ChatService } from "../assistant/chat-service";
import { countRequest, rateLimit, type RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import { BAD_JSON, readJsonBody } from "./json-body";

/** A question and its last ten messages fit well inside this. */
export const CHAT_BODY_LIMIT_BYTES = 256 * 1024;

export const chatErrors = {
  tooLarge: "The message is too large to process. Please send a shorter message.",
  unsupported: "The request must be JSON, sent with Content-Type: application/json.",
  badJson: BAD_JSON,
  badShape:
    "The request must be a JSON object with a message and, optionally, the recent history of the conversation.",
  language: 'The language must be "en" (English) or "af" (Afrikaans).',
  rateLimited: `You are sending messages faster than I can answer them. Please wait a few minutes, or call us on ${site.phone.display}.`,
} as const;

export interface ChatRoutesOptions {
  chat: ChatService;
  logger: Logger;
  /** Chat messages per client (CHAT_RATE_LIMIT). */
  limiter: RateLimiter;
  /** Leads per client, shared with the contact and booking forms (LEAD_RATE_LIMIT). */
  leadLimiter: RateLimiter;
  trustProxy: number;
}

export function chatRoutes({ chat, logger, limiter, leadLimiter, trustProxy }: ChatRoutesOptions) {
  return new Hono().post(
    "/",
    rateLimit({
      limiter,
      trustProxy,
      logger,
      // The widget shows `response` as the assistant's reply.
      onLimited: (c) =>
        c.json({ error: chatErrors.rateLimited, response: chatErrors.rateLimited }, 429),
    }),
    bodyLimit({
      maxSize: CHAT_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: chatErrors.tooLarge }, 413),
    }),
    async (c) => {
      const read = await readJsonBody(c, chatErrors);
      if (!read.ok) return c.json({ error: read.error }, read.status);
      if (read.body.language !== undefined && !isLocale(read.body.language)) {
        return c.json({ error: chatErrors.language }, 400);
      }
      const request = chatRequestSchema.safeParse(read.body);
      if (!request.success) return c.json({ error: chatErrors.badShape }, 400);
      const message = chatMessageSchema.safeParse(request.data.message);
      if (!message.success) {
        // The widget shows these as the assistant's reply, in the specification's words.
        const text = message.error.issues[0]?.message ?? chatErrors.badShape;
        return c.json({ error: text, response: text }, 422);
      }
      try {
        const reply: ChatResponse = await chat.reply({
          message: message.data,
          history: request.data.history,
          flow: request.data.flow,
          language: request.data.language,
          // A chat lead counts like a form lead, by the same client key; only a lead counts.
          admitLead: async () =>
            (await countRequest(c, { limiter: leadLimiter, trustProxy, logger }))?.allowed ?? true,
        });
        return c.json(reply);
      } catch (error) {
        logger.error({ err: error }, "chat failed");
        return c.json({ response: FALLBACK_REPLY } satisfies ChatResponse);
      }
    },
  );
}
