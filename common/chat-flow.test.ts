import { describe, expect, it } from "vitest";

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
import type { ChatFlow } from "./validation/chat";

const now = new Date("2026-11-21T10:00:00Z");

function answer(flow: ChatFlow, text: string): FlowResult {
  return advanceFlow(flow, text);
}

function expectNext(result: FlowResult): ChatFlow {
  expect(result.kind).toBe("next");
  if (result.kind !== "next") throw new Error("not next");
  return result.flow;
}

describe("starting the call-back flow", () => {
  it("starts on every trigger phrase of the specification, in any case", () => {
    for (const phrase of triggerPhrases) {
      expect(wantsCallBack(`Hi, can you ${phrase.toUpperCase()} please`), phrase).toBe(true);
    }
  });

  it("also starts when the visitor asks for a call-back, quote or visit in other words", () => {
    for (const message of [
      "Can someone call me back?",
      "I'd like a quote for a new DB board",
      "Please send someone to look at my plugs",
      "Can I book a visit for Tuesday?",
      "Could you arrange a call-out?",
    ]) {
      expect(wantsCallBack(message), message).toBe(true);
    }
  });

  it("does not start on ordinary questions", () => {
    for (const message of [
      "What are your hours?",
      "Do you work in Sea Point?",
      "How much is a CoC?",
      "Do you install solar panels?",
    ]) {
      expect(wantsCallBack(message), message).toBe(false);
    }
  });

  it("asks for the name first, with the privacy notice, and records which notice and when", () => {
    const { flow, reply } = startFlow(now);
    expect(flow.step).toBe("name");
    expect(flow.notice).toEqual({ version: PRIVACY_NOTICE_VERSION, shownAt: now.toISOString() });
    expect(reply).toContain("[privacy policy](/privacy-policy)");
    expect(reply.endsWith(fieldPrompts.name)).toBe(true);
  });
});

describe("each step", () => {
  const steps: [string, string, string][] = [
    ["name", "T", "Please provide your full name."],
    ["phone", "021 55", "Please provide a valid phone number."],
    ["email", "not-an-email", "Please provide a valid email address (e.g., name@example.com)."],
    ["service", "DB", "Please specify what type of electrical service you need."],
    ["description", "fix", "Please provide more details about what you need done."],
    ["location", "Home", "Please provide your full address in Cape Town."],
  ];
  const valid = {
    name: "Thandi Mokoena",
    phone: "(021) 555-0101",
    email: "thandi@example.com",
    service: "Repairs",
    description: "The kitchen plugs trip the earth leakage when it rains.",
    location: "12 Voortrekker Road, Parow",
  };

  it("repeats the step with the specification's message for an invalid answer", () => {
    let flow = startFlow(now).flow;
    for (const [field, bad, message] of steps) {
      expect(flow.step).toBe(field);
      expect(answer(flow, bad)).toEqual({ kind: "invalid", flow, reply: message });
      if (field !== "location") flow = expectNext(answer(flow, valid[field as keyof typeof valid]));
    }
  });

  it("asks the questions in the specification's order and completes with trimmed values", () => {
    let flow = startFlow(now).flow;
    const asked: string[] = [];
    for (const field of ["name", "phone", "email", "service", "description"] as const) {
      const result = answer(flow, `  ${valid[field]}  `);
      flow = expectNext(result);
      asked.push(result.kind === "next" ? result.reply : "");
    }
    expect(asked).toEqual([
      fieldPrompts.phone,
      fieldPrompts.email,
      fieldPrompts.service,
      fieldPrompts.description,
      fieldPrompts.location,
    ]);
    const done = answer(flow, valid.location);
    expect(done).toEqual({ kind: "complete", lead: valid, notice: flow.notice });
  });

  it("accepts phone numbers with spaces, hyphens and brackets, and refuses letters", () => {
    const flow: ChatFlow = {
      ...startFlow(now).flow,
      step: "phone",
      values: { name: "Thandi Mokoena" },
    };
    for (const good of ["0215550101", "+27 21 555 0101", "(021) 555-0101", "082-555-0101"]) {
      expect(answer(flow, good).kind, good).toBe("next");
    }
    for (const bad of ["021 555", "abcdefghijkl", "phone me", ""]) {
      expect(answer(flow, bad).kind, bad).toBe("invalid");
    }
  });

  it("stops on cancel or stop, at any step", () => {
    const flow: ChatFlow = { ...startFlow(now).flow, step: "email" };
    for (const word of ["cancel", "Stop", "STOP please", "never mind"]) {
      expect(isCancel(word), word).toBe(true);
      expect(answer(flow, word)).toEqual({ kind: "cancelled", reply: cancelledReply });
    }
    expect(isCancel("I can't stop the tripping")).toBe(false);
  });
});

describe("the summary", () => {
  it("promises a call within 2 hours and gives the 24/7 line", () => {
    const text = completionSummary(
      {
        name: "Thandi Mokoena",
        phone: "021 555 0101",
        email: "t@example.com",
        service: "Repairs",
        description: "Plugs trip",
        location: "12 Main Road, Parow",
      },
      "021 934 5710",
    );
    expect(text).toContain("within 2 hours");
    expect(text).toContain("24/7 line on 021 934 5710");
    expect(text).toContain("12 Main Road, Parow");
  });
});
