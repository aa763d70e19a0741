/**
 * The chat's call-back flow (specification section 4): name, phone, email, service, description,
 * location, one question at a time. Pure functions; the server keeps each flow's state in its
 * database (server/assistant/chat-flows.ts) and runs these on it. What the flow says, per language,
 * is in chat-flow-text.ts.
 */
import { fieldMessageIn, flowTexts, type FlowLanguage } from "./chat-flow-text";
import {
  chatLeadSchema,
  leadFields,
  leadFieldSchemas,
  type ChatLead,
  type LeadField,
} from "./validation/chat";

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
 * the exact phrases above, in English, Afrikaans ("bel my terug", "ek soek 'n kwotasie") and
 * isiXhosa ("ndifowunele").
 */
const callBackPatterns = [
  /\bcall ?me\b|\bcall ?back\b|\bphone me\b|\bring me\b/,
  /\b(get|give|need|want|like|send)( me)?( a)? (free )?(quote|quotation)\b/,
  /\b(book|schedule|arrange)( a| an)? (visit|appointment|call.?out|electrician|booking)\b/,
  /\bsend (someone|an electrician)\b|\bsomeone (to )?come (out|round|over)\b|\bcome and (look|check|fix)\b/,
  /\b(take|leave|give you) my (details|number|contact)\b/,
  /\bbel my( asseblief)? terug\b|\bterugbel\b|\bskakel my\b/,
  /\b(kry|wil|soek|vra|gee)( graag)?( my)?( 'n| n)? kwotasie\b/,
  /\b(maak|bespreek|boek)( 'n| n)? afspraak\b|\bafspraak (maak|bespreek)\b/,
  /\bstuur( asseblief)? (iemand|'n elektrisien)\b/,
  /\bneem my (besonderhede|nommer)\b/,
  /\bndifowunele\b|\bndifonele\b|\bndibuyisele umnxeba\b|\bndicela ukufowunelwa\b/,
  /\b(undifowunele|andifowunele|ndifowunela|ndibize)\b/,
  /\bcome (out|round|over|and) (and )?(quote|look|check|fix|see)\b|\bgive me a (call|ring|shout)\b|\bcontact me\b/,
  /\bkom (kwoteer|quote|kyk)\b|\biemand (stuur|kom)\b/,
];

const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
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

/**
 * "cancel" or "stop" (alone, or as in "stop please") ends the flow; so do Afrikaans "kanselleer"
 * and isiXhosa "rhoxisa" or "yeka".
 */
export function isCancel(message: string): boolean {
  return /^(cancel|stop|quit|never ?mind|kanselleer|rhoxisa|yeka)\b/.test(normalise(message));
}

/** Where a flow is: the step it asks next, and the answers it has taken. */
export interface FlowState {
  step: LeadField;
  values: Partial<Record<LeadField, string>>;
}

export type FlowResult =
  | { kind: "next"; state: FlowState; reply: string }
  | { kind: "invalid"; reply: string }
  | { kind: "complete"; lead: ChatLead }
  | { kind: "cancelled"; reply: string };

/**
 * Checks the answer for the flow's current step and moves on, or repeats the step with the
 * field's message, in the flow's language. The state comes from the server's own record, so the
 * answers it holds were checked when they were given.
 */
export function advanceFlow(
  state: FlowState,
  answer: string,
  language: FlowLanguage = "en",
): FlowResult {
  const text = flowTexts[language];
  if (isCancel(answer)) return { kind: "cancelled", reply: text.cancelled };
  const parsed = leadFieldSchemas[state.step].safeParse(answer);
  if (!parsed.success) {
    return {
      kind: "invalid",
      reply: fieldMessageIn(language, parsed.error.issues[0]?.message ?? ""),
    };
  }
  const values = { ...state.values, [state.step]: parsed.data };
  const next = leadFields[leadFields.indexOf(state.step) + 1];
  if (next) return { kind: "next", state: { step: next, values }, reply: text.prompts[next] };
  // Every answer was checked when it was given; a record that does not pass now (changed by
  // hand, or by another version's rules) is an error, never a lead.
  return { kind: "complete", lead: chatLeadSchema.parse(values) };
}

/** What the visitor sees once the details are saved. */
export function completionSummary(
  lead: ChatLead,
  businessPhone: string,
  language: FlowLanguage = "en",
): string {
  return flowTexts[language].summary(lead, businessPhone);
}
