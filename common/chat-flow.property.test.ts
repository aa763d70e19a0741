/**
 * Property tests of the call-back flow: whatever the visitor types, in whatever order and in
 * whichever of the flow's languages, the flow answers without throwing; it moves on only after a
 * valid answer and otherwise repeats the step with that field's message (in that language); a
 * cancel word stops it at any step; and a run of valid answers, whatever mistakes come between
 * them, always ends with a lead that passes every field's check. (The server keeps the state, so
 * there is no state from the browser to distrust: see server/api/chat.test.ts.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { email, hostileString, phone, validText } from "#tests/fixtures/arbitraries.ts";

import {
  advanceFlow,
  completionSummary,
  isCancel,
  triggerPhrases,
  wantsCallBack,
  type FlowResult,
  type FlowState,
} from "./chat-flow";
import { fieldMessageIn, flowLanguages, flowTexts, type FlowLanguage } from "./chat-flow-text";
import {
  chatLeadSchema,
  leadFields,
  leadFieldSchemas,
  type ChatLead,
  type LeadField,
} from "./validation/chat";
import {
  DESCRIPTION_MAX_LENGTH,
  fieldMessages,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SERVICE_MAX_LENGTH,
  keptText,
} from "./validation/fields";

const numRuns = 300;

/** Each step's own message; the flow may also answer with the markup or control message. */
const stepMessages: Record<LeadField, string> = {
  name: fieldMessages.name,
  phone: fieldMessages.phone,
  email: fieldMessages.email,
  service: fieldMessages.service,
  description: fieldMessages.description,
  location: fieldMessages.location,
};

/** The messages a step may answer with: its own, the markup one and the control one. */
const allowedFor = (field: LeadField, language: FlowLanguage = "en") =>
  [stepMessages[field], fieldMessages.markup, fieldMessages.control].map((message) =>
    fieldMessageIn(language, message),
  );

const language = fc.constantFrom(...flowLanguages);

/** Anything a visitor may type, with answers that come close to a valid one. */
const visitorText = fc.oneof(
  hostileString,
  fc.constantFrom("", "x", "021 55", "not-an-email", "DB", "fix", "Home", "<b>Thandi</b>", "a@b"),
);

/**
 * Valid details. A valid answer that starts with a cancel word ("Stop the tripping") cancels the
 * flow by design, so the answers that should be collected leave those out.
 */
const validValue: Record<LeadField, fc.Arbitrary<string>> = {
  name: validText(2, NAME_MAX_LENGTH),
  phone,
  email,
  service: validText(3, SERVICE_MAX_LENGTH),
  description: validText(5, DESCRIPTION_MAX_LENGTH),
  location: validText(5, LOCATION_MAX_LENGTH),
};
const validLead: fc.Arbitrary<ChatLead> = fc
  .record(validValue)
  .filter((lead) => leadFields.every((field) => !isCancel(lead[field])));

/**
 * Any state the server can hold: at any step, with valid answers for the steps before it (the
 * only answers a flow ever takes).
 */
const anyState: fc.Arbitrary<FlowState> = fc
  .tuple(validLead, fc.constantFrom(...leadFields))
  .map(([lead, step]) => ({
    step,
    values: Object.fromEntries(
      leadFields.slice(0, leadFields.indexOf(step)).map((field) => [field, lead[field]]),
    ),
  }));

/** "cancel", "stop", "quit", "never mind" or a translation, in any case, with anything after. */
const cancelMessage = fc
  .tuple(
    fc.constantFrom("", " ", "  ", "\n", "!", "...", "-"),
    fc.mixedCase(
      fc.constantFrom("cancel", "stop", "quit", "never mind", "nevermind", "kanselleer", "yeka"),
    ),
    fc.oneof(
      fc.constant(""),
      fc
        .tuple(fc.constantFrom(" ", "!", ",", ".", " - ", "\n"), visitorText)
        .map(([gap, rest]) => gap + rest),
    ),
  )
  .map(([before, word, after]) => before + word + after);

describe("one answer", () => {
  it("never throws, and stops, repeats the step or moves on exactly as the field's check says", () => {
    const answers = (state: FlowState) =>
      fc.oneof(visitorText, cancelMessage, validValue[state.step]).map((answer) => ({
        state,
        answer,
      }));
    fc.assert(
      fc.property(anyState.chain(answers), language, ({ state, answer }, lang) => {
        const result = advanceFlow(state, answer, lang);
        if (isCancel(answer)) {
          expect(result).toEqual({ kind: "cancelled", reply: flowTexts[lang].cancelled });
          return;
        }
        const check = leadFieldSchemas[state.step].safeParse(answer);
        if (!check.success) {
          expect(result.kind).toBe("invalid");
          if (result.kind !== "invalid") return;
          expect(allowedFor(state.step, lang)).toContain(result.reply);
          expect(result.reply).toBe(fieldMessageIn(lang, check.error.issues[0]?.message ?? ""));
          return;
        }
        const values = { ...state.values, [state.step]: check.data };
        const next = leadFields[leadFields.indexOf(state.step) + 1];
        if (next) {
          expect(result).toEqual({
            kind: "next",
            state: { step: next, values },
            reply: flowTexts[lang].prompts[next],
          });
        } else {
          expect(result).toEqual({ kind: "complete", lead: values });
          expect(chatLeadSchema.safeParse(values).success).toBe(true);
        }
      }),
      { numRuns },
    );
  });

  it("stops at any step, whatever was collected, on a cancel word", () => {
    fc.assert(
      fc.property(anyState, cancelMessage, language, (state, message, lang) => {
        expect(isCancel(message)).toBe(true);
        expect(advanceFlow(state, message, lang)).toEqual({
          kind: "cancelled",
          reply: flowTexts[lang].cancelled,
        });
      }),
      { numRuns },
    );
  });
});

type Message =
  | { kind: "valid" }
  | { kind: "text"; text: string }
  | { kind: "cancel"; text: string }
  | { kind: "trigger"; text: string };

const message: fc.Arbitrary<Message> = fc.oneof(
  { arbitrary: fc.constant({ kind: "valid" as const }), weight: 4 },
  { arbitrary: visitorText.map((text) => ({ kind: "text" as const, text })), weight: 4 },
  { arbitrary: cancelMessage.map((text) => ({ kind: "cancel" as const, text })), weight: 1 },
  {
    arbitrary: fc
      .constantFrom(...triggerPhrases)
      .map((text) => ({ kind: "trigger" as const, text })),
    weight: 1,
  },
);

const start = (): FlowState => ({ step: "name", values: {} });

describe("a conversation", () => {
  it("follows the steps in order whatever the visitor sends, and only a valid answer moves it on", () => {
    fc.assert(
      fc.property(
        validLead,
        fc.array(message, { maxLength: 40 }),
        language,
        (lead, messages, lang) => {
          // As the server keeps it: null once the flow has ended or been cancelled.
          let state: FlowState | null = start();
          let collected: Partial<ChatLead> = {};
          for (const sent of messages) {
            const answer = sent.kind === "valid" ? (state ? lead[state.step] : "ok") : sent.text;
            if (!state) {
              if (wantsCallBack(answer)) {
                state = start();
                collected = {};
              }
              continue;
            }
            const step: LeadField = state.step;
            const result = advanceFlow(state, answer, lang);
            if (sent.kind === "cancel") expect(result.kind).toBe("cancelled");
            if (sent.kind === "valid") expect(result.kind).not.toBe("invalid");
            switch (result.kind) {
              case "cancelled":
                state = null;
                break;
              case "invalid":
                expect(allowedFor(step, lang)).toContain(result.reply);
                break;
              case "next":
                expect(leadFieldSchemas[step].safeParse(answer).success).toBe(true);
                collected[step] = keptText(answer, step === "description" ? "many" : "one");
                expect(result.state.step).toBe(leadFields[leadFields.indexOf(step) + 1]);
                expect(result.state.values).toEqual(collected);
                state = result.state;
                break;
              case "complete":
                expect(step).toBe("location");
                collected.location = keptText(answer);
                expect(result.lead).toEqual(collected);
                expect(chatLeadSchema.safeParse(result.lead)).toEqual({
                  success: true,
                  data: result.lead,
                });
                state = null;
                break;
            }
          }
        },
      ),
      { numRuns },
    );
  });

  it("always ends with the trimmed, valid lead after six valid answers, whatever mistakes come between", () => {
    const mistake = visitorText.filter((text) => !isCancel(text));
    fc.assert(
      fc.property(
        validLead,
        fc.array(fc.array(mistake, { maxLength: 3 }), { minLength: 6, maxLength: 6 }),
        fc.constantFrom("", " ", "  \n", "\t"),
        language,
        (lead, mistakes, space, lang) => {
          let state = start();
          let result: FlowResult | undefined;
          for (const [index, field] of leadFields.entries()) {
            // Only real mistakes: a "mistake" that happens to be a valid answer would be taken.
            const wrongs = (mistakes[index] ?? []).filter(
              (wrong) => !leadFieldSchemas[field].safeParse(wrong).success,
            );
            for (const wrong of wrongs) {
              expect(advanceFlow(state, wrong, lang)).toMatchObject({ kind: "invalid" });
            }
            result = advanceFlow(state, `${space}${lead[field]}${space}`, lang);
            if (result.kind === "next") state = result.state;
            else break;
          }
          expect(result).toEqual({ kind: "complete", lead });
          if (result?.kind !== "complete") return;
          expect(chatLeadSchema.parse(result.lead)).toEqual(result.lead);
        },
      ),
      { numRuns },
    );
  });

  it("asks the next question after each valid answer, in the specification's order", () => {
    fc.assert(
      fc.property(validLead, language, (lead, lang) => {
        let state = start();
        for (const [index, field] of leadFields.entries()) {
          const result = advanceFlow(state, lead[field], lang);
          const next = leadFields[index + 1];
          if (!next) {
            expect(result).toEqual({ kind: "complete", lead });
            break;
          }
          expect(result).toMatchObject({ kind: "next", reply: flowTexts[lang].prompts[next] });
          if (result.kind !== "next") break;
          expect(result.state.step).toBe(next);
          state = result.state;
        }
      }),
      { numRuns },
    );
  });
});

describe("starting and ending", () => {
  it("starts on every trigger phrase, in any case and with any words around it", () => {
    fc.assert(
      fc.property(
        visitorText,
        fc.mixedCase(fc.constantFrom(...triggerPhrases)),
        visitorText,
        (before, phrase, after) => {
          expect(wantsCallBack(`${before} ${phrase} ${after}`)).toBe(true);
        },
      ),
      { numRuns },
    );
  });

  it("answers any message without throwing", () => {
    fc.assert(
      fc.property(visitorText, (text) => {
        expect(typeof wantsCallBack(text)).toBe("boolean");
        expect(typeof isCancel(text)).toBe("boolean");
      }),
      { numRuns },
    );
  });

  it("sums up every detail of any valid lead, in every language, without square brackets", () => {
    fc.assert(
      fc.property(validLead, language, (lead, lang) => {
        const summary = completionSummary(lead, "021 934 5710", lang);
        // Square brackets are dropped, so that nothing typed can become a link in the reply.
        for (const field of leadFields) {
          expect(summary).toContain(lead[field].replace(/[[\]]/g, ""));
        }
      }),
      { numRuns: 100 },
    );
  });
});
