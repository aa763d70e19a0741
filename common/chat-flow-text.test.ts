import { describe, expect, it } from "vitest";

import { advanceFlow, completionSummary, type FlowState } from "./chat-flow";
import {
  fieldMessageIn,
  flowLanguageOf,
  type flowLanguages,
  flowTexts,
  openingMessage,
  PRIVACY_NOTICE_VERSION,
} from "./chat-flow-text";
import { leadFields } from "./validation/chat";
import { fieldMessages } from "./validation/fields";

const phone = "021 934 5710";
const af = flowTexts.af;
const lead = {
  name: "Marietjie Swart",
  phone: "082 555 0101",
  email: "marietjie@example.com",
  service: "Herstelwerk",
  description: "Die kombuisproppe klap elke keer as dit reën.",
  location: "12 Voortrekkerweg, Parow",
};

/** Every text of a language, filled in, for checks that apply to all of them. */
const allTexts = (language: (typeof flowLanguages)[number]) => {
  const text = flowTexts[language];
  return [
    ...Object.values(text.prompts),
    text.privacyNotice,
    ...Object.values(text.fieldMessages),
    text.cancelled,
    text.summary(lead, phone),
    text.flowLost(phone),
    text.leadLimited(phone),
    text.collectionError(phone),
  ];
};

describe("the flow in English", () => {
  it("keeps the specification's questions and messages word for word", () => {
    expect(flowTexts.en.prompts.name).toBe("What is your full name?");
    expect(flowTexts.en.prompts.location).toBe(
      "What is the address in Cape Town where the work is to be done?",
    );
    expect(flowTexts.en.fieldMessages).toEqual(fieldMessages);
    expect(flowTexts.en.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });
});

describe("the flow in Afrikaans", () => {
  it("has its own text for every question, message and reply", () => {
    const english = allTexts("en");
    allTexts("af").forEach((text, index) => {
      expect(text.trim().length, english[index]).toBeGreaterThan(0);
      expect(text, english[index]).not.toBe(english[index]);
    });
    expect(Object.keys(af.prompts)).toEqual([...leadFields]);
    expect(Object.keys(af.fieldMessages).sort()).toEqual(Object.keys(fieldMessages).sort());
  });

  it("speaks to the visitor as 'jy' throughout, as the assistant's answers do, never 'u'", () => {
    for (const text of allTexts("af")) {
      expect(text).not.toMatch(/(^|\s)u(\s|[.,?!]|$)/i);
    }
    expect(af.prompts.name).toBe("Wat is jou volle naam?");
    expect(af.prompts.phone).toBe("Op watter nommer kan ons elektrisiën jou bel?");
  });

  it("opens with the privacy notice in Afrikaans, its own version, and the first question", () => {
    const reply = openingMessage("af", phone);
    expect(reply).toContain("[privaatheidsbeleid](/privacy-policy)");
    expect(reply).toContain("'kanselleer'");
    expect(reply.endsWith(af.prompts.name)).toBe(true);
    expect(af.privacyNoticeVersion).toBe(`${PRIVACY_NOTICE_VERSION}-af`);
  });

  it("asks the next question and gives the fields' messages in Afrikaans", () => {
    const start: FlowState = { step: "name", values: {} };
    expect(advanceFlow(start, "T", "af")).toEqual({
      kind: "invalid",
      reply: "Gee asseblief jou volle naam.",
    });
    expect(advanceFlow(start, "<b>Marietjie</b>", "af")).toEqual({
      kind: "invalid",
      reply: "Laat asseblief die tekens < en > uit.",
    });
    expect(advanceFlow(start, "Marietjie Swart", "af")).toMatchObject({
      kind: "next",
      reply: af.prompts.phone,
    });
    const atPhone: FlowState = { step: "phone", values: { name: "Marietjie Swart" } };
    expect(advanceFlow(atPhone, "021 55", "af")).toEqual({
      kind: "invalid",
      reply: "Gee asseblief 'n geldige telefoonnommer.",
    });
    expect(advanceFlow(atPhone, "kanselleer", "af")).toEqual({
      kind: "cancelled",
      reply: af.cancelled,
    });
  });

  it("maps every message of the field rules, and leaves any other text as it is", () => {
    for (const [key, message] of Object.entries(fieldMessages)) {
      expect(fieldMessageIn("af", message)).toBe(
        af.fieldMessages[key as keyof typeof fieldMessages],
      );
      expect(fieldMessageIn("en", message)).toBe(message);
      expect(fieldMessageIn("xh", message)).toBe(message);
    }
    expect(fieldMessageIn("af", "Something else")).toBe("Something else");
  });

  it("sums up in Afrikaans with the two-hour promise and the 24/7 line", () => {
    const summary = completionSummary(lead, phone, "af");
    expect(summary.split("\n")[0]).toBe(
      "Dankie, Marietjie Swart. Ek het jou versoek aan ons span deurgegee:",
    );
    expect(summary).toContain("• Adres: 12 Voortrekkerweg, Parow");
    expect(summary).toContain(`binne 2 uur bel. In 'n noodgeval kan jy ons 24/7-lyn by ${phone}`);
  });

  it("recognises its own questions and messages, as the chat window shows them", () => {
    expect(flowLanguageOf(openingMessage("af", phone))).toBe("af");
    expect(flowLanguageOf(af.fieldMessages.email)).toBe("af");
    expect(flowLanguageOf(openingMessage("en", phone))).toBe("en");
    expect(flowLanguageOf("Hallo! Hoe kan ek help?")).toBeUndefined();
  });

  it("tells the visitor how to start again, or to call, when their details were not kept", () => {
    expect(af.flowLost(phone)).toContain('"bel my terug"');
    expect(af.flowLost(phone)).toContain(phone);
    expect(af.leadLimited(phone)).toContain(phone);
    expect(af.collectionError(phone)).toContain(phone);
  });
});

describe("the flow for an isiXhosa visitor", () => {
  it("opens with one isiXhosa sentence and the phone number, then asks in English", () => {
    const reply = openingMessage("xh", phone);
    const [first, notice, question] = reply.split("\n\n");
    expect(first).toBe(
      `Ndiza kubuza ngesiNgesi; ukuba ukhetha ukuthetha nomntu, sifowunele ku-${phone}.`,
    );
    expect(notice).toBe(flowTexts.en.privacyNotice);
    expect(question).toBe(flowTexts.en.prompts.name);
    expect(advanceFlow({ step: "name", values: {} }, "T", "xh")).toEqual({
      kind: "invalid",
      reply: fieldMessages.name,
    });
  });
});

describe("a visitor's answers repeated in the summary", () => {
  it("never become links, whatever brackets they hold", () => {
    const lead = {
      name: "[Click me](https://evil.example/x)",
      phone: "082 555 0101",
      email: "a@example.com",
      service: "[Pay deposit](https://evil.example/pay)",
      description: "Plugs trip",
      location: "12 Long St, Cape Town",
    };
    for (const language of ["en", "af"] as const) {
      const text = flowTexts[language].summary(lead, "021 934 5710");
      expect(text).not.toMatch(/\]\(/);
      expect(text).toContain("Click me(https://evil.example/x)");
    }
  });
});
