/**
 * The built-in assistant: safety rules first, then the language, then each part of the message
 * classified and answered, with the places, services and days it names. Offline, and well under
 * a millisecond per answer once the classifier is trained (at start-up).
 */
import { wantsCallBack } from "#common/chat-flow.ts";
import {
  isixhosaReplies,
  moreOn,
  replies,
  type PlaceMention,
  type ReplyContext,
  type ReplyTopic,
} from "#content/assistant/replies.ts";
import {
  cautionLines,
  dangerReplies,
  ifShockedLines,
  liveWaterLines,
  medicalLines,
  networkFireLines,
  networkInjuryLines,
  theftLines,
  unsafeRequestReplies,
  type Danger,
} from "#content/assistant/safety.ts";
import { paths } from "#content/paths.ts";
import type { Service } from "#content/schema.ts";
import { site } from "#content/site.ts";

import type { Classifier } from "./classifier";
import {
  createPlaceFinder,
  createServiceGuesser,
  findDays,
  findServices,
  type PlaceMatch,
} from "./entities";
import { findFactsInParts } from "./facts";
import { intents, type Intent } from "./intents";
import { detectLanguage, type Language } from "./language";
import { storedClassifier } from "./model-store";
import { createRiskJudge, type RiskVerdict } from "./risk";
import { screenForSafety, type SafetyFinding } from "./safety";
import { normalise, tokens } from "./text";
import { trainingUtterances } from "./training/utterances";

/** Below this, a part of a message is not understood well enough to answer. */
export const CONFIDENCE_THRESHOLD = 0.45;
/** Starting the call-back form is a bigger step than answering, so the classifier must be surer. */
const CALLBACK_THRESHOLD = 0.7;
/**
 * The risk model backs up the rules for phrasings they have no words for. Above this it answers
 * alone, with the general emergency or don't-do-it text; between CAUTION_THRESHOLD and this, the
 * ordinary answer comes after a line on what to do if it is dangerous. Measured with the rules,
 * the whole assistant on dev to dev10, each set left out of the model's training in turn: 0.5
 * answered 1,877 of 1,975 correctly with 2 safety cases missed, 0.7 answered 1,886 with the same
 * 2 missed (0.85: 1,884, with 4 missed). An answer that keeps the visitor's question costs nothing
 * when the caution line already says what to do.
 */
const RISK_THRESHOLD = 0.7;
/**
 * Between this and RISK_THRESHOLD the model is unsure. Over dev to dev8 and heldout6 (each
 * development set left out of the model's training in turn), of the 115 safety cases the rules
 * have no words for, 107 reach 0.2; 53 of 1,175 ordinary questions reach it, and for them the
 * line costs a sentence.
 */
const CAUTION_THRESHOLD = 0.2;
/**
 * One question of several is judged too ("quote me for two plugs? also one gets hot" reads as a
 * quote request as a whole), with a higher bar: a few words alone carry less context.
 */
const PART_RISK_THRESHOLD = 0.7;
/** A question shorter than this ("Also", "There's a plug") says too little to be judged alone. */
const PART_RISK_MIN_WORDS = 4;

/** "How do I book an appointment?" asks how, and is answered; "book me an appointment" asks. */
const howQuestion = /^(how|where|can i|what|wat|hoe|waar|kan ek)\b/;

/** Asking to be phoned or visited in so many words (the specification's phrases and others). */
function asksForCallBack(message: string): boolean {
  return wantsCallBack(message) && !howQuestion.test(normalise(message));
}
/** At most this many parts of one message are answered. */
const MAX_PARTS = 3;

export interface MessagePart {
  text: string;
  intent: Intent;
  confidence: number;
}

export interface Understanding {
  language: Language;
  safety: SafetyFinding;
  /** The parts understood, in the order asked, one per intent. */
  parts: MessagePart[];
  places: PlaceMatch[];
  services: Service[];
  days: string[];
  /** The message's words, folded and joined by spaces. */
  words: string;
}

export interface AssistantAnswer {
  text: string;
  /** What was answered: "safety:fire", "hours", "unknown"... for the logs and the benchmark. */
  topics: string[];
  language: Language;
  /** The visitor asked for a call-back: the chat starts its form after `text` (which may be ""). */
  startsCallBack: boolean;
  /** Unsure whether the message describes danger: this line leads any answer given to it. */
  caution?: string;
}

/** Splits "Are you open Sunday? And how much is a CoC" into its questions. */
export function splitParts(message: string): string[] {
  return message
    .split(
      /[?!.;,\n]+|\b(?:also|and|and what about|plus|btw|ook|en|kwaye|futhi)\b(?=(?:\s+\S+){2,})/i,
    )
    .map((part) => part.trim())
    .filter((part) => tokens(part).length >= 1);
}

function trainDefault(): Classifier<Intent> {
  const examples = Object.values(trainingUtterances).flatMap((byIntent) =>
    intents.flatMap((intent) => (byIntent[intent] ?? []).map((text) => ({ text, label: intent }))),
  );
  return storedClassifier("intents", examples);
}

function contextOf(understood: Understanding): ReplyContext {
  return {
    words: understood.words,
    places: understood.places.map(mentionOf),
    services: understood.services.map((service) => ({
      title: service.title,
      summary: service.summary,
      url: paths.service(service.slug),
    })),
    days: understood.days,
  };
}

function withoutPlaces(message: string, places: PlaceMatch[]): string {
  if (places.length === 0) return message;
  return tokens(message)
    .filter((_, index) => !places.some(({ at, span }) => index >= at && index < at + span))
    .join(" ");
}

const mentionOf = (match: PlaceMatch): PlaceMention => {
  const { place } = match;
  return place.kind === "area"
    ? {
        kind: "area",
        name: place.name,
        url: place.url,
        regionName: place.regionName,
        travelMinutes: place.area.travelMinutes,
      }
    : place.kind === "region"
      ? { kind: "region", name: place.name, url: place.url }
      : { kind: place.kind, name: place.name };
};

const complainsAboutOurWork =
  /\b(i paid|we paid|ek het betaal|ons het betaal)\b.{0,60}\b(only|not|never|nie|still|steeds)\b|\b(you|your (guy|guys|man|men|electrician|team|people)|julle( \w+)?|jul)\b .{0,30}\b(put in|installed|fitted|fixed|replaced|did|left|ingesit|installeer|geinstalleer|vervang|gedoen|gelos|regmaak|gemaak)\b/;

/** "If you put in a bigger switch", "can you fix": a question or a condition, not a complaint. */
const askedOrSupposed =
  /\b((if|can|could|will|would|should|when|must|do|kan|sal|moet|as) (you|julle|u)|(you|julle|u) (can|could|will|would|should|must|kan|sal|moet))\b( \w+){0,2}/g;
const complains = (text: string) => complainsAboutOurWork.test(text.replace(askedOrSupposed, " "));

/** A smoke alarm that chirps wants a battery; one that sounds is handled as danger. */
const chirpingAlarm =
  /(smoke ?(alarm|detector)|rookalarm|rookmelder|alarm)\w* .{0,40}\b(chirp\w*|beep\w*|piep\w*|tjirp\w*)|\b(chirp\w*|beep\w*|piep\w*|tjirp\w*) .{0,30}(smoke ?(alarm|detector)|rookalarm|rookmelder)/;

/** "Want to book a CoC inspection. How do I do that?": how to book, beside what is booked. */
const asksHowToBook =
  /\b(process|proses|procedure|prosedure)\b.{0,30}\b(book\w*|bespreek\w*)\b|\b(book\w*|appointment|bespreek\w*|afspraak)\b.{0,80}\b(how (do|can|would) (i|we)|hoe (doen|kan|maak) (ek|ons))\b|\b(how (do|can|would) (i|we)|hoe (doen|kan|maak) (ek|ons))\b.{0,40}\b(book\w*|appointment|bespreek\w*|afspraak)\b/;

/** Before the answer, when "emergency" is only a word in a question. */
const emergencyLine = {
  en: `For an emergency, call our 24/7 line on ${site.phone.display}.`,
  af: `In 'n noodgeval, bel ons 24/7-lyn by ${site.phone.display}.`,
};

const urgentLine = {
  en: `To get someone out today or tonight, phone our 24/7 line on ${site.phone.display} now: that is quicker than waiting for a call-back. If you would rather we phoned you, type "call me back".`,
  af: `Om vandag of vanaand iemand uit te kry, bel nou ons 24/7-lyn by ${site.phone.display}: dit is vinniger as om vir 'n terugbel te wag. As jy verkies dat ons jou bel, tik "bel my terug".`,
};
/** Wanting someone out now, not asking to be phoned: "can someone come out tonight?". */
const nowWords =
  /\b(tonight|right now|now|asap|urgent\w*|immediately|right away|straight away|today|vanaand|nou|dadelik|dringend|vandag|onmiddellik)\b/;
const phoneMe = /\b(call|phone|ring|bel|skakel|contact)\w* (me|my|us|ons)\b/;
function wantsSomeoneNow(message: string): boolean {
  const text = normalise(message);
  return nowWords.test(text) && !phoneMe.test(text);
}

/** Answers about a fault, which a more precise answer replaces. */
const faultTopics = new Set<ReplyTopic>([
  "fault_tripping",
  "fault_no_power",
  "plug_socket",
  "lights",
  "unknown",
  "off_topic",
]);

/** Answers that say nothing about a job described beside them. */
const idleTopics = new Set<ReplyTopic>(["greeting", "thanks", "off_topic", "unknown"]);

/** Questions that can be about a job, whose answer should name the service for it. */
const jobIntents = new Set<Intent>([
  "service_check",
  "price",
  "callback",
  "booking",
  "fault_tripping",
  "fault_no_power",
  "geyser",
  "plug_socket",
  "lights",
  "backup_power",
  "solar",
  "coc",
]);
/** Above this, a job is described whatever else the classifier took the message for. */
const SURE_SERVICE_GUESS = 0.65;
/** Above this, the guessed service goes before the ones the message names in words. */
const CONFIDENT_SERVICE_GUESS = 0.5;

/** "Is a dead plug an emergency?", "do you do emergency call-outs": a question about them. */
const emergencyQuestion =
  /^(is|are|do|does|can|what|how|when|who|which|wat|is dit|doen|kan|hoe|wanneer|ingaba|ingaba)\b|\b(an? emergency\?|'n noodgeval\?|emergency (call ?outs?|number|line|rate|fee|service)|nood(lyn|nommer|diens))/;
const asksAboutEmergencies = (message: string) => emergencyQuestion.test(normalise(message));

/** Parts that are never answered beside a safety answer: it already says what to do. */
const unanswerableBeside = new Set<Intent>([
  "emergency",
  "dangerous_diy",
  "greeting",
  "thanks",
  "off_topic",
  "fault_tripping",
]);

/** Intents whose answer is the same text whatever was named. */
const smallTalk = new Set<Intent>(["greeting", "thanks"]);

/**
 * Dangers answered alone: someone hurt, a fire, fallen or bare wires, and the dangers outside the
 * home, where the visitor must act (keep everyone away, call the supplier) before reading about
 * anything else.
 */
const answeredAlone = new Set<Danger>([
  "injury",
  "fire",
  "network",
  "fence",
  "battery",
  "flood",
  "wires",
]);

/** Dangers where "is it safe to…?" or "can I…?" always has the answer no. */
const plainNoDangers = new Set<Danger>([
  "network",
  "fence",
  "flood",
  "battery",
  "afterFire",
  "wires",
  "water",
  "burning",
  "shock",
]);
const asksIfSafe =
  /\b(is it (safe|ok|okay|fine)|is that (safe|ok|okay)|safe to|can (i|we|they|the kids|my \w+) (just |still )?(walk|go|touch|use|play|swim|switch|turn|move|pull|cut|lift|reset|put|stay|sleep|charge|unplug)|may (i|we)|kan (ek|ons|hulle|die kinders) (net |nog )?(loop|gaan|vat|gebruik|speel|swem|aansit|aanskakel|skuif|trek|sny|lig)|is dit veilig|is dit ok|ndingakwazi|singakwazi|kukhuselekile)\b/;
const plainNo = { en: "No.", af: "Nee.", xh: "Hayi." } as const;
/** "Can I switch off the main?" is often the right thing to do: no plain no for it. */
const asksToSwitchOff =
  /\b(switch|turn|skakel|sit)\w* (it |the \w+ |die \w+ )?(off|af)\b|\b(cima|ukucima|ndicime)\b/;

/** "Is it something you do?", "doen julle dit?": asked beside a fact, answered in one line. */
const weDoAsked =
  /\b((do|can|could|will) (you|u|ya)( guys)? (do|offer|install|fit|issue|handle|help)|something you do|doen julle|kan julle|bied julle)\b/;
const weDo = {
  en: (title: string, url: string) => `Yes, we do that: [${title}](${url}).`,
  af: (title: string, url: string) => `Ja, ons doen dit: [${title}](${url}).`,
};

export function createAssistant(
  classifier: Classifier<Intent> = trainDefault(),
  judgeRisk = createRiskJudge(),
) {
  const findPlaces = createPlaceFinder();
  const guessService = createServiceGuesser();

  /** The risk the model sees in the message as a whole or in one of its questions, if any. */
  function riskIn(message: string): RiskVerdict | undefined {
    const whole = judgeRisk(message);
    if (whole.probability >= RISK_THRESHOLD) return whole;
    const pieces = splitParts(message);
    if (pieces.length < 2) return undefined;
    return pieces
      .filter((piece) => tokens(piece).length >= PART_RISK_MIN_WORDS)
      .map(judgeRisk)
      .find((verdict) => verdict.probability >= PART_RISK_THRESHOLD);
  }

  /** A part of a message in which neither the rules nor the risk model see danger. */
  const harmless = (text: string) => {
    const finding = screenForSafety(text);
    return (
      !finding.danger && !finding.unsafeRequest && judgeRisk(text).probability < RISK_THRESHOLD
    );
  };

  const confident = ({ label, confidence }: { label: Intent; confidence: number }) =>
    confidence >= (label === "callback" ? CALLBACK_THRESHOLD : CONFIDENCE_THRESHOLD);

  function understand(message: string): Understanding {
    const places = findPlaces(message);
    // A place name says nothing about the language: "Bloemfontein?" is asked in English too.
    const detected = detectLanguage(withoutPlaces(message, places));
    const language =
      detected === "en" && places.some((match) => match.afrikaansName) ? "af" : detected;
    const safety = screenForSafety(message);
    const whole = classifier.predict(message);
    const parts: MessagePart[] = [];
    const pieces = splitParts(message);
    if (pieces.length > 1) {
      for (const text of pieces) {
        const prediction = classifier.predict(text);
        if (!confident(prediction)) continue;
        if (parts.some((part) => part.intent === prediction.label)) continue;
        parts.push({ text, intent: prediction.label, confidence: prediction.confidence });
      }
    }
    if (parts.length === 0 && confident(whole)) {
      parts.push({ text: message, intent: whole.label, confidence: whole.confidence });
    }
    if (asksForCallBack(message) && !parts.some((part) => part.intent === "callback")) {
      parts.push({ text: message, intent: "callback", confidence: 1 });
    }
    // "Hi, do you do CCTV?": the greeting needs no answer of its own, and "can you help?" after
    // a question is part of it, not an off-topic question.
    const asked = parts.filter(
      (part) => !smallTalk.has(part.intent) && !(part.intent === "off_topic" && parts.length > 1),
    );
    const kept = (asked.length > 0 ? asked : parts).slice(0, MAX_PARTS);
    const named = findServices(message);
    // The service the whole message describes, guessed by a model trained on visitors' own words
    // for each job: a better guide than the words it contains ("lights that come on by
    // themselves" is outdoor lighting, not light fittings). Measured on dev11 before it was
    // training data, the guess named the right page for 59 of 83 service requests (2 wrong); the
    // words named it for 27.
    const guessed = guessService(message);
    const guess =
      guessed &&
      (kept.length === 0 ||
        kept.some((part) => jobIntents.has(part.intent)) ||
        guessed.confidence >= SURE_SERVICE_GUESS)
        ? guessed
        : undefined;
    const services =
      guess && (named.length === 0 || guess.confidence >= CONFIDENT_SERVICE_GUESS)
        ? [guess.service, ...named.filter((service) => service !== guess.service)]
        : named;
    const words = tokens(message).join(" ");
    return { language, safety, parts: kept, places, services, days: findDays(message), words };
  }

  function safetyText(finding: SafetyFinding, language: Language): string | undefined {
    const main = finding.networkInjury
      ? networkInjuryLines[language]
      : finding.danger && dangerReplies[language][finding.danger];
    // The injury and shock answers are medical already.
    const medical =
      finding.shockToo && finding.danger !== "injury" && finding.danger !== "shock"
        ? medicalLines[language]
        : undefined;
    // Someone shocked by a pole or a fence: the doctor before the fault line. When nobody was,
    // the doctor (and a vet) after it, once, for whoever touches it next.
    const medicalFirst = finding.danger === "network" || finding.danger === "fence";
    const danger = [
      finding.fireToo ? networkFireLines[language] : undefined,
      medicalFirst ? medical : undefined,
      main,
      finding.floodToo ? liveWaterLines[language] : undefined,
      medicalFirst ? (medical ? undefined : ifShockedLines[language]) : medical,
      finding.theftToo ? theftLines[language] : undefined,
    ];
    const request = finding.unsafeRequest && unsafeRequestReplies[language][finding.unsafeRequest];
    // Someone overcome by generator fumes needs fresh air before anything else.
    const texts = (
      finding.unsafeRequest === "fumes" ? [request, ...danger] : [...danger, request]
    ).filter(Boolean);
    return texts.length ? texts.join("\n\n") : undefined;
  }

  /**
   * The answer to danger the rules find, with the harmless questions asked beside it; null when
   * they find none, or only the word "emergency" ("is there an after-hours number for
   * emergencies?"), which gets the emergency advice before the answer to what was asked.
   */
  function ruledSafety(understood: Understanding, message: string): AssistantAnswer | null {
    const { language } = understood;
    const { danger, unsafeRequest } = understood.safety;
    const text = safetyText(understood.safety, language);
    if (!text || (danger === "emergency" && !unsafeRequest)) return null;
    // "Is it safe to walk in it?", "can we switch back on?": a plain no before the why.
    const safety =
      danger &&
      plainNoDangers.has(danger) &&
      asksIfSafe.test(understood.words) &&
      !asksToSwitchOff.test(understood.words)
        ? `${plainNo[language]} ${text}`
        : text;
    const safetyTopics = [danger, unsafeRequest].filter(Boolean).map((kind) => `safety:${kind}`);
    return withAnswersBeside(understood, message, safety, safetyTopics, danger);
  }

  /**
   * A safety answer, followed by the answers to the other questions asked beside the danger
   * ("quote me for two plugs; also one gets hot"), each only if it is itself harmless. Some dangers
   * are answered alone (answeredAlone): nothing may distract from them.
   */
  function withAnswersBeside(
    understood: Understanding,
    message: string,
    safety: string,
    safetyTopics: string[],
    danger: Danger | undefined,
  ): AssistantAnswer {
    const { language, parts } = understood;
    const answersBeside = !(danger && answeredAlone.has(danger)) && language !== "xh";
    const beside = answersBeside
      ? parts.filter(
          (part) =>
            part.text !== message &&
            tokens(part.text).length >= 3 &&
            !unanswerableBeside.has(part.intent) &&
            harmless(part.text),
        )
      : [];
    // A quote asked for beside a danger gets how quoting works: the form waits for a safe moment.
    const topics = [
      ...new Set(
        beside.map((part) => (part.intent === "callback" ? "price" : part.intent) as ReplyTopic),
      ),
    ];
    // A place named beside the danger ("do you do CoCs in Belhar, and the tap shocks") is
    // answered too: whether we come there matters to someone about to phone us.
    if (answersBeside && understood.places.length > 0 && !topics.includes("areas")) {
      topics.push("areas");
    }
    const replyLanguage = language === "af" ? "af" : "en";
    const say = replies[replyLanguage];
    const context = { ...contextOf(understood), afterDanger: true };
    const texts = [safety, ...topics.map((topic) => say[topic](context))];
    // A job named beside the danger ("quote me for downlights; also a plug melted") gets its page.
    if (topics.length > 0) {
      const linked = texts.join(" ");
      const missing = context.services.filter((service) => !linked.includes(`(${service.url})`));
      if (missing.length) texts.push(moreOn[replyLanguage](missing.slice(0, 2)));
    }
    return {
      text: texts.join("\n\n"),
      topics: [...safetyTopics, ...topics],
      language,
      startsCallBack: false,
    };
  }

  /**
   * The safety answer to a message that describes danger, or nothing: run before anything else,
   * also in the middle of the call-back form. Rules only: a name or an address must never be
   * taken for danger by a model.
   */
  function screen(message: string): { text: string; topics: string[]; language: Language } | null {
    const understood = understand(message);
    const ruled = ruledSafety(understood, message);
    if (ruled) return ruled;
    const text = safetyText(understood.safety, understood.language);
    if (!text) return null;
    return { text, topics: ["safety:emergency"], language: understood.language };
  }

  function answer(message: string): AssistantAnswer {
    const understood = understand(message);
    const { language, parts } = understood;
    const { danger, unsafeRequest } = understood.safety;
    // Nobody can be sent to a place we do not serve: say so instead of taking details.
    const outsideOnly =
      understood.places.length > 0 &&
      understood.places.every(({ place }) => place.kind === "outside");
    const asksForCall = !outsideOnly && parts.some((part) => part.intent === "callback");
    // "Can someone come out tonight?": the 24/7 line is quicker than six questions and a wait.
    const urgentVisit = asksForCall && language !== "xh" && wantsSomeoneNow(message);
    const wantsCallBack = asksForCall && !urgentVisit;
    let answered = parts.filter((part) => part.intent !== "callback");
    const safety = safetyText(understood.safety, language);
    const safetyTopics = [danger, unsafeRequest].filter(Boolean).map((kind) => `safety:${kind}`);
    const ruled = ruledSafety(understood, message);
    if (ruled) return ruled;
    let cautious = false;
    if (!understood.safety.deniesDanger && (!safety || !asksAboutEmergencies(message))) {
      // The risk model, when the rules found no words for the danger (or only the word
      // "emergency", said by someone in one): answer safe.
      const risk = riskIn(message);
      cautious = !safety && !risk && judgeRisk(message).probability >= CAUTION_THRESHOLD;
      if (risk && (!safety || risk.risk === "danger")) {
        const emergency = risk.risk === "danger";
        return withAnswersBeside(
          understood,
          message,
          emergency ? dangerReplies[language].emergency : unsafeRequestReplies[language].general,
          [emergency ? "safety:emergency" : "safety:general"],
          undefined,
        );
      }
    }
    answered = answered.filter(
      (part) => part.intent !== "emergency" && part.intent !== "dangerous_diy",
    );

    const context = contextOf(understood);
    const replyLanguage = language === "xh" ? "en" : language;
    const say = replies[replyLanguage];
    // A question a small fact answers gets that fact, short, and nothing it did not ask.
    const asked = findFactsInParts(
      splitParts(message).map((piece) => tokens(piece).join(" ")),
      understood.words,
    );
    if (asked.length > 0) {
      // One "more on" link per page: the second fact about CoCs does not link the page again.
      const texts = asked.map((fact, index) =>
        index === 0
          ? fact[replyLanguage]
          : fact[replyLanguage].replace(
              / (More on|Meer oor) \[[^\]]+\]\(([^)]+)\)\./,
              (sentence: string, _label: string, url: string) =>
                asked.slice(0, index).some((earlier) => earlier[replyLanguage].includes(`(${url})`))
                  ? ""
                  : sentence,
            ),
      );
      // "How long is it valid, and is it something you do?": the service named gets its yes.
      const [service] = context.services;
      if (service && weDoAsked.test(understood.words)) {
        texts.push(weDo[replyLanguage](service.title, service.url));
      }
      // A place matters to a question about work there, not to one about privacy or a booking.
      if (context.places.length > 0 && asked.some((fact) => fact.aboutWork)) {
        texts.push(say.areas(context));
      }
      if (language === "xh") texts.unshift(isixhosaReplies.inEnglish);
      if (safety) texts.unshift(emergencyLine[replyLanguage]);
      if (urgentVisit) texts.unshift(urgentLine[replyLanguage]);
      return {
        text: texts.join("\n\n"),
        topics: [...safetyTopics, ...asked.map((fact) => `fact:${fact.id}`)],
        language,
        startsCallBack: wantsCallBack,
      };
    }
    let topics: ReplyTopic[] = answered.map((part) => part.intent as ReplyTopic);
    // Unhappy with work we did ("the downlights you put in already stopped working"): that is a
    // complaint first, whatever else it is.
    const words = normalise(message);
    if (complains(words) && !topics.includes("complaint")) topics.unshift("complaint");
    if (chirpingAlarm.test(words)) {
      topics = ["smoke_alarm", ...topics.filter((topic) => !faultTopics.has(topic))];
    }
    if (asksHowToBook.test(words) && !topics.includes("booking") && !wantsCallBack) {
      topics.push("booking");
    }
    // "A deposit before the lighting upgrade?", "free quotes for solar?": the money question is
    // what was asked, whatever work is named.
    if (
      /\b(deposit|deposito|upfront|vooruitbetaling)\b/.test(words) &&
      !topics.includes("payment")
    ) {
      topics.unshift("payment");
    }
    if (
      /\b(free quotes?|gratis kwotasies?|kwotasies? gratis)\b/.test(words) &&
      !topics.includes("price")
    ) {
      topics.unshift("price");
    }
    // "I want to see who's at the gate on my phone" is no thanks or chat: the job it describes
    // is what was asked about.
    if (
      context.services.length > 0 &&
      topics.length > 0 &&
      topics.every((topic) => idleTopics.has(topic))
    ) {
      topics = ["service_check"];
    }
    if (topics.length === 0 && !wantsCallBack && !safety) {
      // Not understood as a whole: a place or a service alone still says what was meant.
      topics = context.places.length
        ? ["areas"]
        : context.services.length
          ? ["service_check"]
          : ["unknown"];
    }
    // A fault in a named place, or a service asked for there: the place gets its own line.
    if (context.places.length && !topics.includes("areas") && topics.length < MAX_PARTS) {
      topics.push("areas");
    }
    if (language === "xh") {
      const xhosa = isixhosa(topics, wantsCallBack);
      if (xhosa && cautious) {
        return {
          ...xhosa,
          text: [cautionLines.xh, xhosa.text].filter(Boolean).join("\n\n"),
          caution: cautionLines.xh,
        };
      }
      if (xhosa) return xhosa;
    }
    const texts = topics.map((topic) => say[topic](context));
    // A service the visitor named gets its page, whatever the question was about.
    const linked = texts.join(" ");
    const missing = context.services.filter((service) => !linked.includes(`(${service.url})`));
    if (missing.length && !topics.includes("unknown")) {
      texts.push(moreOn[replyLanguage](missing.slice(0, 2)));
    }
    if (language === "xh") texts.unshift(isixhosaReplies.inEnglish);
    // The word "emergency" beside a question ("is a dead doorbell an emergency?") gets the 24/7
    // line before the answer; alone, the whole emergency advice.
    if (safety) texts.unshift(topics.length > 0 ? emergencyLine[replyLanguage] : safety);
    if (urgentVisit) texts.unshift(urgentLine[replyLanguage]);
    if (cautious) texts.unshift(cautionLines[language]);
    return {
      text: texts.join("\n\n"),
      topics: [...safetyTopics, ...topics],
      language,
      startsCallBack: wantsCallBack,
      ...(cautious ? { caution: cautionLines[language] } : {}),
    };
  }

  /** isiXhosa answers for what the assistant can say in isiXhosa; undefined for the rest. */
  function isixhosa(topics: ReplyTopic[], wantsCallBack: boolean): AssistantAnswer | undefined {
    if (topics.length === 0 && wantsCallBack) {
      return { text: "", topics: ["callback"], language: "xh", startsCallBack: true };
    }
    const [topic] = topics;
    if (topics.length === 1 && topic && topic in isixhosaReplies) {
      const text = isixhosaReplies[topic as keyof typeof isixhosaReplies];
      return { text, topics, language: "xh", startsCallBack: wantsCallBack };
    }
    return undefined;
  }

  return { understand, screen, answer };
}

export type Assistant = ReturnType<typeof createAssistant>;
