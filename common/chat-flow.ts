/**
 * The chat's call-back flow (specification section 4): name, phone, email, service, description,
 * location, one question at a time. Pure functions: the server runs them, the browser only keeps
 * the state between messages.
 */
import { CALLBACK_PROMISE_HOURS } from "./limits";
import {
  leadFields,
  leadFieldSchemas,
  type ChatFlow,
  type ChatLead,
  type LeadField,
} from "./validation/chat";

/** Bump when the wording of the privacy notice in the first question changes. */
export const PRIVACY_NOTICE_VERSION = "chat-2026-11";

/** Phrases that start the flow (specification section 4). */
export const triggerPhrases = [
  "take my details",
  "take details",
  "collect my info",
  "get my information",
  "need an electrician",
  "electrician to come out",
  "book appointment",
  "schedule visit",
  "arrange call out",
  "get quote",
  "need help",
  "electrical problem",
  "electrical issue",
];

/**
 * Other ways visitors ask for the same thing, so that "can someone call me back" works as well as
 * the exact phrases above.
 */
const callBackPatterns = [
  /\bcall ?me\b|\bcall ?back\b|\bphone me\b|\bring me\b/,
  /\b(get|give|need|want|like|send)( me)?( a)? (free )?(quote|quotation)\b/,
  /\b(book|schedule|arrange)( a| an)? (visit|appointment|call.?out|electrician|booking)\b/,
  /\bsend (someone|an electrician)\b|\bsomeone (to )?come (out|round|over)\b|\bcome and (look|check|fix)\b/,
  /\b(take|leave|give you) my (details|number|contact)\b/,
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-‐–—]/g, " ")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export function wantsCallBack(message: string): boolean {
  const text = normalise(message);
  return (
    triggerPhrases.some((phrase) => text.includes(phrase)) ||
    callBackPatterns.some((pattern) => pattern.test(text))
  );
}

/** "cancel" or "stop" (alone, or as in "stop please") ends the flow. */
export function isCancel(message: string): boolean {
  return /^(cancel|stop|quit|never ?mind)\b/.test(normalise(message));
}

export const fieldPrompts: Record<LeadField, string> = {
  name: "What is your full name?",
  phone: "What phone number can our electrician reach you on?",
  email: "What is your email address?",
  service:
    "What type of electrical service do you need? For example repairs, an installation or an emergency call-out.",
  description: "Please give a brief description of the issue.",
  location: "What is the address in Cape Town where the work is to be done?",
};

/** The one-line POPIA section 18 notice that comes with the first question. */
export const privacyNotice =
  "I will ask for six details so that an electrician can call you back about this job, and for nothing else; see our [privacy policy](/privacy-policy). Type 'cancel' at any time to stop.";

export function startFlow(now: Date): { flow: ChatFlow; reply: string } {
  return {
    flow: {
      step: "name",
      values: {},
      notice: { version: PRIVACY_NOTICE_VERSION, shownAt: now.toISOString() },
    },
    reply: `${privacyNotice}\n\n${fieldPrompts.name}`,
  };
}

export type FlowResult =
  | { kind: "next"; flow: ChatFlow; reply: string }
  | { kind: "invalid"; flow: ChatFlow; reply: string }
  | { kind: "complete"; lead: ChatLead; notice: ChatFlow["notice"] }
  | { kind: "cancelled"; reply: string };

export const cancelledReply =
  "No problem, I have stopped and not kept those details. Ask me anything else about our services.";

/** Checks the answer for the current step and moves on, or repeats the step with its message. */
export function advanceFlow(flow: ChatFlow, answer: string): FlowResult {
  if (isCancel(answer)) return { kind: "cancelled", reply: cancelledReply };
  // The browser keeps the flow and sends it back, so the answers it already holds are checked
  // again: an altered flow is taken back to its first answer that does not pass.
  const checked: ChatFlow["values"] = {};
  for (const field of leadFields.slice(0, leadFields.indexOf(flow.step))) {
    const earlier = leadFieldSchemas[field].safeParse(flow.values[field] ?? "");
    if (!earlier.success) {
      return {
        kind: "next",
        flow: { ...flow, step: field, values: checked },
        reply: `${earlier.error.issues[0]?.message ?? ""} ${fieldPrompts[field]}`,
      };
    }
    checked[field] = earlier.data;
  }
  const parsed = leadFieldSchemas[flow.step].safeParse(answer);
  if (!parsed.success) {
    return { kind: "invalid", flow, reply: parsed.error.issues[0]?.message ?? "" };
  }
  const values = { ...checked, [flow.step]: parsed.data };
  const next = leadFields[leadFields.indexOf(flow.step) + 1];
  if (next) {
    return { kind: "next", flow: { ...flow, step: next, values }, reply: fieldPrompts[next] };
  }
  return { kind: "complete", lead: values as ChatLead, notice: flow.notice };
}

/** What the visitor sees once the details are saved. */
export function completionSummary(lead: ChatLead, businessPhone: string): string {
  return [
    `Thank you, ${lead.name}. I have passed your request to our team:`,
    `• Service: ${lead.service}`,
    `• Details: ${lead.description}`,
    `• Address: ${lead.location}`,
    `• Phone: ${lead.phone}, email: ${lead.email}`,
    `An electrician will call you within ${CALLBACK_PROMISE_HOURS} hours. For an emergency, call our 24/7 line on ${businessPhone}.`,
  ].join("\n");
}
