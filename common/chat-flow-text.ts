/**
 * Everything the call-back flow says, per language: the questions, the privacy notice, the
 * fields' messages and the flow's other replies. English is the specification's wording and
 * stays exactly as it is. Afrikaans is written as a Capetonian would write it, with the polite
 * "u" throughout. isiXhosa visitors get the English questions, with one isiXhosa sentence and
 * the phone number in front of the first, so that they can call instead.
 *
 * The field rules (validation/fields.ts) give the specification's English messages; the flow
 * maps them to the visitor's language here, so the rules themselves stay in one place.
 */
import { collectionErrorReply } from "./chat-text";
import { CALLBACK_PROMISE_HOURS, CHAT_FLOW_IDLE_MS } from "./limits";
import type { ChatLead, LeadField } from "./validation/chat";
import { fieldMessages } from "./validation/fields";

export const flowLanguages = ["en", "af", "xh"] as const;
export type FlowLanguage = (typeof flowLanguages)[number];

/** Bump when the wording of the privacy notice in the first question changes. */
export const PRIVACY_NOTICE_VERSION = "chat-2026-11";

type FieldMessage = keyof typeof fieldMessages;

export interface FlowText {
  prompts: Record<LeadField, string>;
  /** The one-line POPIA section 18 notice that comes with the first question. */
  privacyNotice: string;
  /** Which notice this is, as the lead records it. */
  privacyNoticeVersion: string;
  fieldMessages: Record<FieldMessage, string>;
  cancelled: string;
  /** Before the open question is asked again, after a safety answer in the middle of the flow. */
  resume: string;
  /** What the visitor sees once the details are saved. */
  summary(lead: ChatLead, businessPhone: string): string;
  /** The flow the browser named is unknown, expired or already finished: nothing was kept. */
  flowLost(businessPhone: string): string;
  /** Too many requests from this address lately (LEAD_RATE_LIMIT): nothing saved yet. */
  leadLimited(businessPhone: string): string;
  /** Something failed half-way: the flow starts over. */
  collectionError(businessPhone: string): string;
}

const idleHours = CHAT_FLOW_IDLE_MS / 3_600_000;

/** A visitor's answer repeated in a reply: brackets out, so "[x](https://…)" is not a link. */
const plain = (value: string) => value.replace(/[[\]]/g, "");

const english: FlowText = {
  prompts: {
    name: "What is your full name?",
    phone: "What phone number can our electrician reach you on?",
    email: "What is your email address?",
    service:
      "What type of electrical service do you need? For example repairs, an installation or an emergency call-out.",
    description: "Please give a brief description of the issue.",
    location: "What is the address in Cape Town where the work is to be done?",
  },
  privacyNotice:
    "I will ask for six details so that an electrician can call you back about this job, and for nothing else; see our [privacy policy](/privacy-policy). Type 'cancel' at any time to stop.",
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  fieldMessages,
  cancelled:
    "No problem, I have stopped and not kept those details. Ask me anything else about our services.",
  resume: "When everyone is safe, we can carry on with your details.",
  summary: (lead, businessPhone) =>
    [
      `Thank you, ${plain(lead.name)}. I have passed your request to our team:`,
      `• Service: ${plain(lead.service)}`,
      `• Details: ${plain(lead.description)}`,
      `• Address: ${plain(lead.location)}`,
      `• Phone: ${plain(lead.phone)}, email: ${plain(lead.email)}`,
      `An electrician will call you within ${CALLBACK_PROMISE_HOURS} hours. For an emergency, call our 24/7 line on ${businessPhone}.`,
    ].join("\n"),
  flowLost: (businessPhone) =>
    `Sorry, I no longer have the details you were giving me (I keep them for ${idleHours} hours at most), so nothing has been saved. Type "call me back" to start again, or call us on ${businessPhone}.`,
  leadLimited: (businessPhone) =>
    `Several requests have come from your connection in the last few minutes, so I have not passed this one on yet. I have kept your details: send your address again in a few minutes, or call us on ${businessPhone}.`,
  collectionError: collectionErrorReply,
};

const afrikaans: FlowText = {
  prompts: {
    name: "Wat is jou volle naam?",
    phone: "Op watter nommer kan ons elektrisiën jou bel?",
    email: "Wat is jou e-posadres?",
    service:
      "Watter soort elektriese werk het jy nodig? Byvoorbeeld herstelwerk, 'n installasie of 'n nooduitroep.",
    description: "Beskryf asseblief kortliks wat die probleem is.",
    location: "By watter adres in Kaapstad moet die werk gedoen word?",
  },
  privacyNotice:
    "Ek gaan jou vir ses besonderhede vra sodat 'n elektrisiën jou oor hierdie werk kan terugbel, en vir niks anders nie; sien ons [privaatheidsbeleid](/privacy-policy). Tik enige tyd 'kanselleer' om op te hou.",
  privacyNoticeVersion: `${PRIVACY_NOTICE_VERSION}-af`,
  fieldMessages: {
    name: "Gee asseblief jou volle naam.",
    phone: "Gee asseblief 'n geldige telefoonnommer.",
    email: "Gee asseblief 'n geldige e-posadres (bv. naam@voorbeeld.co.za).",
    service: "Sê asseblief watter soort elektriese werk jy nodig het.",
    description: "Vertel ons asseblief 'n bietjie meer oor wat gedoen moet word.",
    location: "Gee asseblief jou volledige adres in Kaapstad.",
    markup: "Laat asseblief die tekens < en > uit.",
    control:
      "Laat asseblief onsigbare beheerkarakters uit (dit kom dikwels saam met teks wat jy geplak het).",
  },
  cancelled:
    "Geen probleem nie, ek het opgehou en daardie besonderhede nie gehou nie. Vra my gerus enigiets anders oor ons dienste.",
  resume: "Wanneer almal veilig is, kan ons met jou besonderhede voortgaan.",
  summary: (lead, businessPhone) =>
    [
      `Dankie, ${plain(lead.name)}. Ek het jou versoek aan ons span deurgegee:`,
      `• Diens: ${plain(lead.service)}`,
      `• Besonderhede: ${plain(lead.description)}`,
      `• Adres: ${plain(lead.location)}`,
      `• Telefoon: ${plain(lead.phone)}, e-pos: ${plain(lead.email)}`,
      `'n Elektrisiën sal jou binne ${CALLBACK_PROMISE_HOURS} uur bel. In 'n noodgeval kan jy ons 24/7-lyn by ${businessPhone} skakel.`,
    ].join("\n"),
  flowLost: (businessPhone) =>
    `Jammer, ek het nie meer die besonderhede wat jy my gegee het nie (ek hou dit hoogstens ${idleHours} uur), so niks is gestoor nie. Tik "bel my terug" om weer te begin, of bel ons by ${businessPhone}.`,
  leadLimited: (businessPhone) =>
    `Daar het die afgelope paar minute heelwat versoeke van jou verbinding af gekom, so ek het hierdie een nog nie deurgegee nie. Ek het jou besonderhede gehou: stuur oor 'n paar minute weer jou adres, of bel ons by ${businessPhone}.`,
  collectionError: (businessPhone) =>
    `Jammer, iets het skeefgeloop terwyl ek jou besonderhede geneem het, so ek moes van voor af begin. Bel ons asseblief by ${businessPhone}, of tik "bel my terug" om weer te probeer.`,
};

export const flowTexts: Record<FlowLanguage, FlowText> = {
  en: english,
  af: afrikaans,
  // The questions in English; the first message opens in isiXhosa (openingMessage).
  xh: english,
};

/** "I will ask in English; if you would rather talk to a person, call us on …" */
const isiXhosaOpening = (businessPhone: string) =>
  `Ndiza kubuza ngesiNgesi; ukuba ukhetha ukuthetha nomntu, sifowunele ku-${businessPhone}.`;

/** The flow's first message: the privacy notice and the first question. */
export function openingMessage(language: FlowLanguage, businessPhone: string): string {
  const text = flowTexts[language];
  const opening = `${text.privacyNotice}\n\n${text.prompts.name}`;
  return language === "xh" ? `${isiXhosaOpening(businessPhone)}\n\n${opening}` : opening;
}

/**
 * Which language a message of the flow is in, when it is one of ours (a question or a field's
 * message, as the chat window shows it): the language of a flow the server no longer has can be
 * read from the last question the visitor was asked.
 */
export function flowLanguageOf(message: string): FlowLanguage | undefined {
  return flowLanguages.find((language) => {
    const text = flowTexts[language];
    return [...Object.values(text.prompts), ...Object.values(text.fieldMessages)].some((line) =>
      message.includes(line),
    );
  });
}

const messageKeys = new Map<string, FieldMessage>(
  Object.entries(fieldMessages).map(([key, message]) => [message, key as FieldMessage]),
);

/** A field rule's (English) message, in the flow's language. */
export function fieldMessageIn(language: FlowLanguage, message: string): string {
  const key = messageKeys.get(message);
  return key ? flowTexts[language].fieldMessages[key] : message;
}
