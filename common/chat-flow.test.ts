import { describe, expect, it } from "vitest";

import {
  advanceFlow,
  completionSummary,
  isCancel,
  triggerPhrases,
  wantsCallBack,
  type FlowResult,
  type FlowState,
} from "./chat-flow";
import { flowTexts, openingMessage } from "./chat-flow-text";

const { prompts, cancelled } = flowTexts.en;

function expectNext(result: FlowResult): FlowState {
  expect(result.kind).toBe("next");
  if (result.kind !== "next") throw new Error("not next");
  return result.state;
}

const start: FlowState = { step: "name", values: {} };

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

  it("starts when an Afrikaans or isiXhosa visitor asks for a call-back", () => {
    for (const message of [
      "Kan julle my asseblief terugbel?",
      "Bel my terug asseblief",
      "Ek soek 'n kwotasie vir 'n nuwe kragbord",
      "Kan ek 'n afspraak maak? Stuur asseblief iemand",
      "Ndicela ndifowunele",
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
      "Werk julle in Bellville?",
    ]) {
      expect(wantsCallBack(message), message).toBe(false);
    }
  });

  it("opens with the privacy notice and asks for the name first", () => {
    const reply = openingMessage("en", "021 934 5710");
    expect(reply).toContain("[privacy policy](/privacy-policy)");
    expect(reply.startsWith(flowTexts.en.privacyNotice)).toBe(true);
    expect(reply.endsWith(prompts.name)).toBe(true);
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
    let state = start;
    for (const [field, bad, message] of steps) {
      expect(state.step).toBe(field);
      expect(advanceFlow(state, bad)).toEqual({ kind: "invalid", reply: message });
      if (field !== "location") {
        state = expectNext(advanceFlow(state, valid[field as keyof typeof valid]));
      }
    }
  });

  it("asks the questions in the specification's order and completes with trimmed values", () => {
    let state = start;
    const asked: string[] = [];
    for (const field of ["name", "phone", "email", "service", "description"] as const) {
      const result = advanceFlow(state, `  ${valid[field]}  `);
      state = expectNext(result);
      asked.push(result.kind === "next" ? result.reply : "");
    }
    expect(asked).toEqual([
      prompts.phone,
      prompts.email,
      prompts.service,
      prompts.description,
      prompts.location,
    ]);
    expect(advanceFlow(state, valid.location)).toEqual({ kind: "complete", lead: valid });
  });

  it("accepts phone numbers with spaces, hyphens and brackets, and refuses letters", () => {
    const state: FlowState = { step: "phone", values: { name: "Thandi Mokoena" } };
    for (const good of ["0215550101", "+27 21 555 0101", "(021) 555-0101", "082-555-0101"]) {
      expect(advanceFlow(state, good).kind, good).toBe("next");
    }
    for (const bad of ["021 555", "abcdefghijkl", "phone me", ""]) {
      expect(advanceFlow(state, bad).kind, bad).toBe("invalid");
    }
  });

  it("stops on cancel or stop, at any step, in the visitor's language too", () => {
    const state: FlowState = { step: "email", values: { name: "Thandi Mokoena" } };
    for (const word of ["cancel", "Stop", "STOP please", "never mind", "Kanselleer", "rhoxisa"]) {
      expect(isCancel(word), word).toBe(true);
      expect(advanceFlow(state, word)).toEqual({ kind: "cancelled", reply: cancelled });
    }
    expect(isCancel("I can't stop the tripping")).toBe(false);
  });

  it("refuses to complete a record whose earlier answers do not pass (an error, not a lead)", () => {
    const state: FlowState = { step: "location", values: { name: "T" } };
    expect(() => advanceFlow(state, valid.location)).toThrow();
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
