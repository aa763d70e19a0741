/**
 * Property tests of the chat's schemas: any request body is answered without a throw, the
 * visitor's message only ever gets the specification's two texts, control characters are
 * dropped from what the chat keeps (messages and turns) and refused in a lead's details, and
 * valid requests and leads come out trimmed, within their limits and unchanged when parsed again.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  anyInput,
  anything,
  awkwardChar,
  controlChars,
  dropControls,
  hasControl,
  hostileString,
  lengthOf,
} from "#tests/fixtures/arbitraries.ts";

import { chatMessages } from "../chat-text";
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_LENGTH } from "../limits";
import {
  chatFlowRefSchema,
  chatLeadSchema,
  chatMessageSchema,
  chatRequestSchema,
  chatTurnSchema,
  leadFields,
} from "./chat";
import { fieldMessages, keptText, wellFormed } from "./fields";

const numRuns = 300;

const turn = fc.record({
  sender: fc.constantFrom("user" as const, "bot" as const),
  message: fc.string({ unit: awkwardChar, maxLength: 60 }),
});

/** What the widget holds of a flow: the server's id for it and its step. */
const validFlow = fc.record({ id: fc.uuid(), step: fc.constantFrom(...leadFields) });

/** What older widgets sent back: the whole state, with the answers and the notice. */
const oldFlow = fc.record({
  step: fc.constantFrom(...leadFields),
  values: fc.record(
    Object.fromEntries(
      leadFields.map((field) => [field, fc.string({ unit: awkwardChar, maxLength: 50 })]),
    ) as Record<(typeof leadFields)[number], fc.Arbitrary<string>>,
    { requiredKeys: [] },
  ),
  notice: fc.record({ version: fc.string({ maxLength: 40 }), shownAt: fc.string() }),
});

/** A request as the widget sends it, plus things a client may add or leave out. */
const validRequest = fc.record(
  {
    message: anyInput,
    history: fc.array(turn, { maxLength: 50 }),
    flow: fc.option(fc.oneof(validFlow, oldFlow), { nil: null }),
    // Older widgets sent the conversation along; it is dropped, whatever its size.
    transcript: fc.array(turn, { maxLength: 120 }),
  },
  { requiredKeys: [] },
);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the visitor's chat message", () => {
  it("is refused only with the specification's two texts, and accepted without control characters, trimmed, within 1000 characters", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = chatMessageSchema.safeParse(input);
        if (!result.success) {
          for (const text of messagesOf(result)) {
            expect([chatMessages.empty, chatMessages.tooLong]).toContain(text);
          }
          return;
        }
        expect(result.data).toBe(wellFormed(dropControls(input as string)).trim());
        expect(hasControl(result.data)).toBe(false);
        expect(lengthOf(result.data)).toBeGreaterThanOrEqual(1);
        expect(lengthOf(result.data)).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
        expect(chatMessageSchema.parse(result.data)).toBe(result.data);
      }),
      { numRuns },
    );
  });

  it("accepts every message that is not blank and fits once control characters are dropped, whatever else it has", () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        // The control characters go first, so a message of only NULs and spaces is blank.
        const trimmed = dropControls(input).trim();
        const fits = lengthOf(trimmed) >= 1 && lengthOf(trimmed) <= CHAT_MESSAGE_MAX_LENGTH;
        expect(chatMessageSchema.safeParse(input).success).toBe(fits);
        if (trimmed === "") {
          expect(messagesOf(chatMessageSchema.safeParse(input))).toEqual([chatMessages.empty]);
        }
        if (lengthOf(trimmed) > CHAT_MESSAGE_MAX_LENGTH) {
          expect(messagesOf(chatMessageSchema.safeParse(input))).toEqual([chatMessages.tooLong]);
        }
      }),
      { numRuns },
    );
  });

  it("reads the same with control characters anywhere in it as without them", () => {
    fc.assert(
      fc.property(
        hostileString,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...controlChars)), { maxLength: 5 }),
        (input, inserts) => {
          const clean = dropControls(input);
          const chars = Array.from(clean);
          for (const [at, control] of inserts) chars.splice(at % (chars.length + 1), 0, control);
          expect(chatMessageSchema.safeParse(chars.join(""))).toEqual(
            chatMessageSchema.safeParse(clean),
          );
        },
      ),
      { numRuns },
    );
  });
});

describe("a chat request", () => {
  it("answers any body without throwing", () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.dictionary(fc.string(), anything)), (input) => {
        expect(() => chatRequestSchema.safeParse(input)).not.toThrow();
      }),
      { numRuns },
    );
  });

  it("accepts the widget's requests, keeps the last ten history turns without control characters, and parses its own output unchanged", () => {
    const clean = (turns: readonly { sender: string; message: string }[]) =>
      turns.map((one) => ({ ...one, message: wellFormed(dropControls(one.message)) }));
    fc.assert(
      fc.property(validRequest, (input) => {
        const result = chatRequestSchema.safeParse(input);
        expect(result.success).toBe(true);
        if (!result.success) return;
        expect(result.data.history).toEqual(
          clean((input.history ?? []).slice(-CHAT_HISTORY_LIMIT)),
        );
        expect(result.data).not.toHaveProperty("transcript");
        if (input.flow) {
          // Only the id and step are read; an old widget's answers and notice are dropped.
          expect(result.data.flow).toEqual(
            "id" in input.flow ? input.flow : { step: input.flow.step },
          );
        }
        expect(result.data.history.length).toBeLessThanOrEqual(CHAT_HISTORY_LIMIT);
        expect(result.data.message).toBe(input.message);
        expect(chatRequestSchema.parse(result.data)).toEqual(result.data);
      }),
      { numRuns },
    );
  });

  it("refuses more than 50 history turns", () => {
    fc.assert(
      fc.property(
        fc.array(turn, { minLength: 51, maxLength: 60 }).map((history) => ({ history })),
        (input) => {
          expect(chatRequestSchema.safeParse({ message: "hi", ...input }).success).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("accepts a turn only from the user or the bot, with a message of at most 4000 characters, and keeps it without control characters", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          turn,
          fc.record({ sender: anyInput, message: anyInput }),
          fc.record({ sender: fc.constant("user"), message: hostileString }),
          anyInput,
        ),
        (input) => {
          const result = chatTurnSchema.safeParse(input);
          const value = input as { sender?: unknown; message?: unknown };
          const expected =
            typeof input === "object" &&
            input !== null &&
            !Array.isArray(input) &&
            (value.sender === "user" || value.sender === "bot") &&
            typeof value.message === "string" &&
            lengthOf(value.message) <= 4000;
          expect(result.success).toBe(expected);
          if (result.success) {
            expect(result.data).toEqual({
              sender: value.sender,
              message: wellFormed(dropControls(value.message as string)),
            });
          }
        },
      ),
      { numRuns },
    );
  });
});

describe("the call-back flow the browser names", () => {
  it("answers any value without throwing, and accepts every flow the server hands out", () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, validFlow, oldFlow), (input) => {
        const result = chatFlowRefSchema.safeParse(input);
        if (result.success) expect(chatFlowRefSchema.parse(result.data)).toEqual(result.data);
      }),
      { numRuns },
    );
    fc.assert(
      fc.property(validFlow, (flow) => {
        expect(chatFlowRefSchema.safeParse(flow)).toEqual({ success: true, data: flow });
      }),
      { numRuns },
    );
  });
});

const leadMessages = new Set<string>(Object.values(fieldMessages));

describe("a chat lead", () => {
  it("is refused only with the field messages, each under its own field, and accepted without control characters", () => {
    const lead = fc.record(
      Object.fromEntries(leadFields.map((field) => [field, anyInput])) as Record<
        (typeof leadFields)[number],
        fc.Arbitrary<unknown>
      >,
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(lead, (input) => {
        const result = chatLeadSchema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          expect(leadMessages).toContain(issue.message);
          expect(leadFields).toContain(issue.path[0]);
          const field = issue.path[0] as keyof typeof fieldMessages;
          expect([fieldMessages[field], fieldMessages.markup, fieldMessages.control]).toContain(
            issue.message,
          );
        }
        if (result.success) {
          for (const field of leadFields) {
            expect(result.data[field]).toBe(
              keptText(input[field] as string, field === "description" ? "many" : "one"),
            );
            expect(hasControl(result.data[field])).toBe(false);
          }
        }
      }),
      { numRuns },
    );
  });
});
