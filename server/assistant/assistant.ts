/**
 * The built-in assistant: safety rules first, then the language, then each part of the message
 * classified and answered, with the places, services and days it names. Offline, and well under
 * a millisecond per answer once the classifier is trained (at start-up).
 */
import {
  isixhosaReplies,
  replies,
  type PlaceMention,
  type ReplyContext,
  type ReplyTopic,
} from "#content/assistant/replies.ts";
import { dangerReplies, unsafeRequestReplies } from "#content/assistant/safety.ts";
import { paths } from "#content/paths.ts";
import type { Service } from "#content/schema.ts";

import { trainClassifier, type Classifier } from "./classifier";
import { createPlaceFinder, findDays, findServices, type PlaceMatch } from "./entities";
import { intents, type Intent } from "./intents";
import { detectLanguage, type Language } from "./language";
import { screenForSafety, type SafetyFinding } from "./safety";
import { tokens } from "./text";
import { trainingUtterances } from "./training/utterances";

/** Below this, a part of a message is not understood well enough to answer. */
export const CONFIDENCE_THRESHOLD = 0.45;
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
}

export interface AssistantAnswer {
  text: string;
  /** What was answered: "safety:fire", "hours", "unknown"... for the logs and the benchmark. */
  topics: string[];
  language: Language;
  /** The visitor asked for a call-back: the chat starts its form after `text` (which may be ""). */
  startsCallBack: boolean;
}

/** Splits "Are you open Sunday? And how much is a CoC" into its questions. */
export function splitParts(message: string): string[] {
  return message
    .split(/[?!.;\n]+|\b(?:also|and what about|and how|and do you|and can you|ook|plus|btw)\b/i)
    .map((part) => part.trim())
    .filter((part) => tokens(part).length >= 1);
}

function trainDefault(): Classifier<Intent> {
  const examples = Object.values(trainingUtterances).flatMap((byIntent) =>
    intents.flatMap((intent) => (byIntent[intent] ?? []).map((text) => ({ text, label: intent }))),
  );
  return trainClassifier(examples);
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

/** Intents whose answer is the same text whatever was named. */
const smallTalk = new Set<Intent>(["greeting", "thanks"]);

export function createAssistant(classifier: Classifier<Intent> = trainDefault()) {
  const findPlaces = createPlaceFinder();

  function understand(message: string): Understanding {
    const language = detectLanguage(message);
    const safety = screenForSafety(message);
    const whole = classifier.predict(message);
    const parts: MessagePart[] = [];
    const pieces = splitParts(message);
    if (pieces.length > 1) {
      for (const text of pieces) {
        const prediction = classifier.predict(text);
        if (prediction.confidence < CONFIDENCE_THRESHOLD) continue;
        if (parts.some((part) => part.intent === prediction.label)) continue;
        parts.push({ text, intent: prediction.label, confidence: prediction.confidence });
      }
    }
    if (parts.length === 0 && whole.confidence >= CONFIDENCE_THRESHOLD) {
      parts.push({ text: message, intent: whole.label, confidence: whole.confidence });
    }
    // "Hi, do you do CCTV?": the greeting needs no answer of its own.
    const asked = parts.filter((part) => !smallTalk.has(part.intent));
    return {
      language,
      safety,
      parts: (asked.length > 0 ? asked : parts).slice(0, MAX_PARTS),
      places: findPlaces(message),
      services: findServices(message),
      days: findDays(message),
    };
  }

  function safetyText(finding: SafetyFinding, language: Language): string | undefined {
    const texts = [
      finding.danger && dangerReplies[language][finding.danger],
      finding.unsafeRequest && unsafeRequestReplies[language][finding.unsafeRequest],
    ].filter(Boolean);
    return texts.length ? texts.join("\n\n") : undefined;
  }

  /** The safety answer to a message that describes danger, or nothing: run before anything else. */
  function screen(message: string): { text: string; topics: string[]; language: Language } | null {
    const finding = screenForSafety(message);
    const language = detectLanguage(message);
    const text = safetyText(finding, language);
    if (!text) return null;
    const topics = [finding.danger, finding.unsafeRequest]
      .filter(Boolean)
      .map((kind) => `safety:${kind}`);
    return { text, topics, language };
  }

  function answer(message: string): AssistantAnswer {
    const understood = understand(message);
    const { language, parts } = understood;
    const safety = safetyText(understood.safety, language);
    if (safety) {
      const topics = [understood.safety.danger, understood.safety.unsafeRequest]
        .filter(Boolean)
        .map((kind) => `safety:${kind}`);
      return { text: safety, topics, language, startsCallBack: false };
    }
    const wantsCallBack = parts.some((part) => part.intent === "callback");
    const answered = parts.filter((part) => part.intent !== "callback");

    // The classifier's own danger intents, when the rules found no words for them: answer safe.
    if (answered.some((part) => part.intent === "emergency" || part.intent === "dangerous_diy")) {
      const kind = answered.some((part) => part.intent === "emergency") ? "emergency" : "bypass";
      const text =
        kind === "emergency"
          ? dangerReplies[language].emergency
          : unsafeRequestReplies[language].bypass;
      return { text, topics: [`safety:${kind}`], language, startsCallBack: false };
    }

    if (language === "xh") return isixhosa(understood, wantsCallBack);

    const context: ReplyContext = {
      places: understood.places.map(mentionOf),
      services: understood.services.map((service) => ({
        title: service.title,
        summary: service.summary,
        url: paths.service(service.slug),
      })),
      days: understood.days,
    };
    const say = replies[language];
    let topics: ReplyTopic[] = answered.map((part) => part.intent as ReplyTopic);
    if (topics.length === 0 && !wantsCallBack) {
      // Not understood as a whole: a place or a service alone still says what was meant.
      topics = context.places.length
        ? ["areas"]
        : context.services.length
          ? ["service_check"]
          : ["unknown"];
    }
    // "Do you work in Parow?" asked as a service question, or a fault in a named place: the
    // place gets its own line.
    if (context.places.length && !topics.includes("areas") && topics.length < MAX_PARTS) {
      topics.push("areas");
    }
    const text = topics.map((topic) => say[topic](context)).join("\n\n");
    return { text, topics, language, startsCallBack: wantsCallBack };
  }

  function isixhosa(understood: Understanding, wantsCallBack: boolean): AssistantAnswer {
    const [first] = understood.parts;
    const topic =
      first && first.intent in isixhosaReplies
        ? (first.intent as keyof typeof isixhosaReplies)
        : "other";
    if (wantsCallBack)
      return { text: "", topics: ["callback"], language: "xh", startsCallBack: true };
    return { text: isixhosaReplies[topic], topics: [topic], language: "xh", startsCallBack: false };
  }

  return { understand, screen, answer };
}

export type Assistant = ReturnType<typeof createAssistant>;
