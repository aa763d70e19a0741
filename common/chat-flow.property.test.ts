/**
 * Property tests of the call-back flow: whatever the visitor types, in whatever order, the flow
 * answers without throwing; it moves on only after a valid answer and otherwise repeats the
 * step with that field's message; a cancel word stops it at any step; and a run of valid answers,
 * whatever mistakes come between them, always ends with a lead that passes every field's check.
 * The browser keeps the state, so the details it sends back are checked again: a state with an
 * altered earlier detail goes back to the first one that fails, with that field's message, and
 * never ends with a lead that does not pass.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { dropControls, lengthOf, phone } from "#tests/fixtures/arbitraries.ts";

import {
  advanceFlow,
  cancelledReply,
  completionSummary,
  fieldPrompts,
  isCancel,
  PRIVACY_NOTICE_VERSION,
  startFlow,
  triggerPhrases,
  wantsCallBack,
  type FlowResult,
} from "./chat-flow";
import {
  chatFlowSchema,
  chatLeadSchema,
  leadFields,
  leadFieldSchemas,
  type ChatFlow,
  type ChatLead,
  type LeadField,
} from "./validation/chat";
import {
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  fieldMessages,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SERVICE_MAX_LENGTH,
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
const allowedFor = (field: LeadField) => [
  stepMessages[field],
  fieldMessages.markup,
  fieldMessages.control,
];

/** The control characters the fields refuse: C0 and DEL, except tab, LF and CR. */
const isControl = (code: number) =>
  (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
/** Those that trimming leaves in place (all but VT and FF). */
const controlChars = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f]
  .filter((code) => isControl(code) && code !== 0x0b && code !== 0x0c)
  .map((code) => String.fromCharCode(code));

const awkwardChar = fc.oneof(
  fc.constantFrom(
    "<",
    ">",
    " ",
    "\t",
    "\n",
    "\u0000",
    "\u0007",
    "\u000b",
    "\u007f",
    "\u00a0",
    "\ufeff",
    "\ud800",
    "😀",
    "é",
    "'",
  ),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(..."0123456789 abcxyz@.-()+"),
);
const visitorText = fc.oneof(
  fc.string({ unit: awkwardChar, maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.constantFrom("", "x", "021 55", "not-an-email", "DB", "fix", "Home", "<b>Thandi</b>", "a@b"),
  fc.integer({ min: 0, max: 1_000 }).map((length) => "a".repeat(length)),
);

const text = (min: number, max: number) =>
  fc
    .oneof(
      fc.string({ unit: awkwardChar, minLength: min, maxLength: 60 }),
      fc
        .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 10 }), fc.nat(max))
        .map(([chunk, length]) => chunk.repeat(Math.ceil(length / chunk.length))),
    )
    // Valid text has no < or > and no control characters (other than tab and line breaks).
    .map((value) =>
      Array.from(dropControls(value.replace(/[<>]/g, "")))
        .slice(0, max)
        .join("")
        .trim(),
    )
    .filter((value) => lengthOf(value) >= min && lengthOf(value) <= max);

/**
 * Valid details. A valid answer that starts with a cancel word ("Stop the tripping") cancels the
 * flow by design, so the answers that should be collected leave those out.
 */
const validValue: Record<LeadField, fc.Arbitrary<string>> = {
  name: text(2, NAME_MAX_LENGTH),
  phone,
  email: fc.emailAddress().filter((value) => value.length <= EMAIL_MAX_LENGTH),
  service: text(3, SERVICE_MAX_LENGTH),
  description: text(5, DESCRIPTION_MAX_LENGTH),
  location: text(5, LOCATION_MAX_LENGTH),
};
const validLead: fc.Arbitrary<ChatLead> = fc
  .record(validValue)
  .filter((lead) => leadFields.every((field) => !isCancel(lead[field])));

/** Ways a browser (or someone with its developer tools) can spoil a detail it sends back. */
const tamperings = ["missing", "empty", "blank", "markup", "control", "short"] as const;
type Tampering = (typeof tamperings)[number];

/**
 * A valid `value` for `field`, spoilt: the value sent back and the first message the field gives
 * for it. Markup and control characters replace the first character, so the length stays valid
 * and trimming cannot take them off; "short" keeps too little of the value to pass.
 */
function tamper(
  field: LeadField,
  value: string,
  how: Tampering,
  control: string,
): { value: string | undefined; message: string } {
  const chars = Array.from(value);
  switch (how) {
    case "missing":
      return { value: undefined, message: stepMessages[field] };
    case "empty":
      return { value: "", message: stepMessages[field] };
    case "blank":
      return { value: " \n\t ", message: stepMessages[field] };
    case "markup":
      return { value: ["<", ...chars.slice(1)].join(""), message: fieldMessages.markup };
    case "control":
      return { value: [control, ...chars.slice(1)].join(""), message: fieldMessages.control };
    case "short": {
      const short = {
        name: chars.slice(0, 1).join(""),
        phone: value.replace(/\D/g, "").slice(0, 9),
        email: value.split("@")[0] ?? "",
        service: chars.slice(0, 2).join(""),
        description: chars.slice(0, 4).join(""),
        location: chars.slice(0, 4).join(""),
      }[field];
      return { value: short, message: stepMessages[field] };
    }
  }
}

/**
 * The details kept for the fields before `field`, as their checks give them back (trimmed);
 * anything the flow held for later fields is dropped.
 */
const keptBefore = (values: ChatFlow["values"], field: LeadField) =>
  Object.fromEntries(
    leadFields
      .slice(0, leadFields.indexOf(field))
      .map((kept) => [kept, leadFieldSchemas[kept].safeParse(values[kept] ?? "").data]),
  );

const now = new Date("2026-11-21T10:00:00Z");

/**
 * Any state the browser could send back that passes the request's schema: each detail valid,
 * spoilt, anything at all, or left out, so that every step is reached and every check fails.
 */
const anyFlow: fc.Arbitrary<ChatFlow> = fc.record({
  step: fc.constantFrom(...leadFields),
  values: fc
    .tuple(
      ...leadFields.map((field) =>
        fc.option(
          fc.oneof(
            { arbitrary: validValue[field], weight: 8 },
            {
              arbitrary: fc
                .tuple(
                  validValue[field],
                  fc.constantFrom(...tamperings),
                  fc.constantFrom(...controlChars),
                )
                .map(([value, how, control]) => tamper(field, value, how, control).value ?? ""),
              weight: 1,
            },
            { arbitrary: fc.string({ unit: awkwardChar, maxLength: 30 }), weight: 1 },
          ),
          { nil: undefined, freq: 10 },
        ),
      ),
    )
    .map((values) =>
      Object.fromEntries(
        leadFields.flatMap((field, index) =>
          values[index] === undefined ? [] : [[field, values[index]]],
        ),
      ),
    ),
  notice: fc.constant({ version: PRIVACY_NOTICE_VERSION, shownAt: now.toISOString() }),
});

/** "cancel", "stop", "quit" or "never mind", in any case, with anything after a word break. */
const cancelMessage = fc
  .tuple(
    fc.constantFrom("", " ", "  ", "\n", "!", "...", "-"),
    fc.mixedCase(fc.constantFrom("cancel", "stop", "quit", "never mind", "nevermind")),
    fc.oneof(
      fc.constant(""),
      fc
        .tuple(fc.constantFrom(" ", "!", ",", ".", " - ", "\n"), visitorText)
        .map(([gap, rest]) => gap + rest),
    ),
  )
  .map(([before, word, after]) => before + word + after);

describe("one answer", () => {
  it("never throws, and stops, goes back, repeats the step or moves on exactly as the fields' checks say", () => {
    const answers = (flow: ChatFlow) =>
      fc.oneof(visitorText, cancelMessage, validValue[flow.step]).map((answer) => ({
        flow,
        answer,
      }));
    fc.assert(
      fc.property(anyFlow.chain(answers), ({ flow, answer }) => {
        const result = advanceFlow(flow, answer);
        if (isCancel(answer)) {
          expect(result).toEqual({ kind: "cancelled", reply: cancelledReply });
          return;
        }
        // The details already collected are checked again, in order, before the answer.
        const earlier = leadFields.slice(0, leadFields.indexOf(flow.step));
        const bad = earlier.find(
          (field) => !leadFieldSchemas[field].safeParse(flow.values[field] ?? "").success,
        );
        if (bad) {
          const first = leadFieldSchemas[bad].safeParse(flow.values[bad] ?? "").error?.issues[0];
          expect(allowedFor(bad)).toContain(first?.message);
          expect(result).toEqual({
            kind: "next",
            flow: { ...flow, step: bad, values: keptBefore(flow.values, bad) },
            reply: `${first?.message} ${fieldPrompts[bad]}`,
          });
          return;
        }
        const check = leadFieldSchemas[flow.step].safeParse(answer);
        if (!check.success) {
          expect(result.kind).toBe("invalid");
          if (result.kind !== "invalid") return;
          expect(result.flow).toBe(flow);
          expect(allowedFor(flow.step)).toContain(result.reply);
          expect(result.reply).toBe(check.error.issues[0]?.message);
          return;
        }
        const values = { ...keptBefore(flow.values, flow.step), [flow.step]: check.data };
        const next = leadFields[leadFields.indexOf(flow.step) + 1];
        if (next) {
          expect(result).toEqual({
            kind: "next",
            flow: { ...flow, step: next, values },
            reply: fieldPrompts[next],
          });
        } else {
          expect(result).toEqual({ kind: "complete", lead: values, notice: flow.notice });
          expect(chatLeadSchema.safeParse(values).success).toBe(true);
        }
      }),
      { numRuns },
    );
  });

  it("stops at any step, whatever was collected, on a cancel word", () => {
    fc.assert(
      fc.property(anyFlow, cancelMessage, (flow, message) => {
        expect(isCancel(message)).toBe(true);
        expect(advanceFlow(flow, message)).toEqual({ kind: "cancelled", reply: cancelledReply });
      }),
      { numRuns },
    );
  });

  it("hands back only states that the request schema accepts again", () => {
    fc.assert(
      fc.property(anyFlow, validLead, visitorText, (flow, lead, other) => {
        for (const answer of [lead[flow.step], other]) {
          const result = advanceFlow(flow, answer);
          if (result.kind === "next" || result.kind === "invalid") {
            expect(chatFlowSchema.safeParse(result.flow)).toEqual({
              success: true,
              data: result.flow,
            });
          }
        }
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

describe("a conversation", () => {
  it("follows the steps in order whatever the visitor sends, and only a valid answer moves it on", () => {
    fc.assert(
      fc.property(validLead, fc.array(message, { maxLength: 40 }), (lead, messages) => {
        // As the server keeps it: null once the flow has ended or been cancelled.
        let flow: ChatFlow | null = startFlow(now).flow;
        let collected: Partial<ChatLead> = {};
        for (const sent of messages) {
          const answer = sent.kind === "valid" ? (flow ? lead[flow.step] : "ok") : sent.text;
          if (!flow) {
            if (wantsCallBack(answer)) {
              flow = startFlow(now).flow;
              collected = {};
            }
            continue;
          }
          const step: LeadField = flow.step;
          const result = advanceFlow(flow, answer);
          if (sent.kind === "cancel") expect(result.kind).toBe("cancelled");
          if (sent.kind === "valid") expect(result.kind).not.toBe("invalid");
          switch (result.kind) {
            case "cancelled":
              flow = null;
              break;
            case "invalid":
              expect(result.flow).toBe(flow);
              expect(allowedFor(step)).toContain(result.reply);
              break;
            case "next":
              expect(leadFieldSchemas[step].safeParse(answer).success).toBe(true);
              collected[step] = answer.trim();
              expect(result.flow.step).toBe(leadFields[leadFields.indexOf(step) + 1]);
              expect(result.flow.values).toEqual(collected);
              flow = result.flow;
              break;
            case "complete":
              expect(step).toBe("location");
              collected.location = answer.trim();
              expect(result.lead).toEqual(collected);
              expect(chatLeadSchema.safeParse(result.lead)).toEqual({
                success: true,
                data: result.lead,
              });
              flow = null;
              break;
          }
        }
      }),
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
        (lead, mistakes, space) => {
          const started = startFlow(now);
          let flow = started.flow;
          let result: FlowResult | undefined;
          for (const [index, field] of leadFields.entries()) {
            // Only real mistakes: a "mistake" that happens to be a valid answer would be taken.
            const wrongs = (mistakes[index] ?? []).filter(
              (wrong) => !leadFieldSchemas[field].safeParse(wrong).success,
            );
            for (const wrong of wrongs) {
              expect(advanceFlow(flow, wrong)).toMatchObject({ kind: "invalid", flow });
            }
            result = advanceFlow(flow, `${space}${lead[field]}${space}`);
            if (result.kind === "next") flow = result.flow;
            else break;
          }
          expect(result).toEqual({ kind: "complete", lead, notice: started.flow.notice });
          if (result?.kind !== "complete") return;
          expect(chatLeadSchema.parse(result.lead)).toEqual(result.lead);
        },
      ),
      { numRuns },
    );
  });

  it("asks the next question after each valid answer, in the specification's order", () => {
    fc.assert(
      fc.property(validLead, (lead) => {
        let flow = startFlow(now).flow;
        for (const [index, field] of leadFields.entries()) {
          const result = advanceFlow(flow, lead[field]);
          const next = leadFields[index + 1];
          if (!next) {
            expect(result).toEqual({ kind: "complete", lead, notice: flow.notice });
            break;
          }
          expect(result).toMatchObject({ kind: "next", reply: fieldPrompts[next] });
          if (result.kind !== "next") break;
          expect(result.flow.step).toBe(next);
          flow = result.flow;
        }
      }),
      { numRuns },
    );
  });
});

describe("a state sent back with altered details", () => {
  const change = fc.tuple(fc.constantFrom(...tamperings), fc.constantFrom(...controlChars));

  /** A state at `step` holding a valid lead's details, with some of the earlier ones spoilt. */
  const tampered = fc
    .tuple(
      validLead,
      fc.integer({ min: 1, max: leadFields.length - 1 }),
      fc.nat(),
      change,
      // Other changes, before or after the step.
      fc.array(fc.tuple(fc.constantFrom(...leadFields), change), { maxLength: 3 }),
    )
    .map(([lead, stepIndex, pick, first, others]) => {
      const step = leadFields[stepIndex] ?? "location";
      const changes = [[leadFields[pick % stepIndex] ?? "name", first] as const, ...others];
      const values: ChatFlow["values"] = { ...lead };
      const messages = new Map<LeadField, string>();
      for (const [field, [how, control]] of changes) {
        const { value, message } = tamper(field, lead[field], how, control);
        if (value === undefined) delete values[field];
        else values[field] = value;
        messages.set(field, message);
      }
      const flow: ChatFlow = {
        step,
        values,
        notice: { version: PRIVACY_NOTICE_VERSION, shownAt: now.toISOString() },
      };
      const bad = leadFields.find((field) => messages.has(field)) ?? "name";
      return { lead, flow, bad, message: messages.get(bad) ?? "" };
    });

  it("goes back to the first altered detail, with that field's message and question", () => {
    const answer = fc.oneof(
      fc.constant(undefined),
      visitorText.filter((text) => !isCancel(text)),
    );
    fc.assert(
      fc.property(tampered, answer, ({ lead, flow, bad, message }, other) => {
        // Even a valid answer to the current question is not taken.
        const result = advanceFlow(flow, other ?? lead[flow.step]);
        expect(result).toEqual({
          kind: "next",
          flow: { ...flow, step: bad, values: keptBefore(lead, bad) },
          reply: `${message} ${fieldPrompts[bad]}`,
        });
      }),
      { numRuns },
    );
  });

  it("never ends with a lead that fails a check, and ends with the valid one once it is given again", () => {
    // Answers no step takes (markup), so that the details end up being the lead's own.
    const mistake = fc
      .oneof(
        visitorText.map((text) => `<${text}`),
        fc.constantFrom("", "  ", "\u0000", "x"),
      )
      .filter((text) => !isCancel(text));
    fc.assert(
      fc.property(tampered, fc.array(mistake, { maxLength: 6 }), ({ lead, flow: sent }, wrongs) => {
        let flow = sent;
        // The visitor types anything for a while, then the right answers.
        for (const wrong of wrongs) {
          const result = advanceFlow(flow, wrong);
          expect(result.kind).not.toBe("complete");
          if (result.kind === "next" || result.kind === "invalid") flow = result.flow;
        }
        for (let turns = 0; turns < 2 * leadFields.length; turns += 1) {
          const result = advanceFlow(flow, lead[flow.step]);
          if (result.kind === "complete") {
            expect(chatLeadSchema.safeParse(result.lead)).toEqual({
              success: true,
              data: result.lead,
            });
            expect(result.lead).toEqual(lead);
            return;
          }
          expect(result.kind).toBe("next");
          if (result.kind !== "next") return;
          flow = result.flow;
        }
        expect.fail("the flow did not end after the valid answers");
      }),
      { numRuns },
    );
  });

  it("goes back to the name for any state at a later step that holds no name", () => {
    fc.assert(
      fc.property(anyFlow, visitorText, (flow, answer) => {
        fc.pre(flow.step !== "name" && !isCancel(answer));
        const values = { ...flow.values };
        delete values.name;
        const result = advanceFlow({ ...flow, values }, answer);
        expect(result).toEqual({
          kind: "next",
          flow: { ...flow, step: "name", values: {} },
          reply: `${fieldMessages.name} ${fieldPrompts.name}`,
        });
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

  it("starts at the name with nothing collected, in a state the request schema accepts", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (at) => {
          const { flow, reply } = startFlow(at);
          expect(flow).toEqual({
            step: "name",
            values: {},
            notice: { version: PRIVACY_NOTICE_VERSION, shownAt: at.toISOString() },
          });
          expect(chatFlowSchema.parse(flow)).toEqual(flow);
          expect(reply.endsWith(fieldPrompts.name)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("sums up every detail of any valid lead", () => {
    fc.assert(
      fc.property(validLead, (lead) => {
        const summary = completionSummary(lead, "021 934 5710");
        for (const field of leadFields) expect(summary).toContain(lead[field]);
      }),
      { numRuns: 100 },
    );
  });
});
