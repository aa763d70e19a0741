/**
 * The built-in assistant: recognises what a visitor is asking about with a few rules, and answers
 * from the site config and the content index. No network, a fraction of a millisecond per answer.
 */
import { formatAddress, site } from "#content/site.ts";

import type { Knowledge, KnowledgeDoc, Place } from "./knowledge";

export interface BuiltinAnswer {
  text: string;
  /** What the answer was about; the test set and the logs use it. */
  topic: string;
}

const link = (label: string, url: string) => `[${label}](${url})`;
const phone = site.phone.display;
const callOffer = `If you would like an electrician to call you back, type "call me back" and I will take your details, or call us on ${phone}.`;

const topics: { topic: string; pattern: RegExp }[] = [
  {
    topic: "emergency",
    pattern:
      /\b(emergenc\w*|urgent\w*|spark\w*|burning|smok\w*|fire|flames?|shock\w*|electrocut\w*|exposed wires?|live wires?|melt\w*|no (power|electricity|lights)|power (is )?(out|off)|without power|trips? and (won'?t|will not) reset|won'?t stay (on|up)|tingl\w*)\b/,
  },
  {
    topic: "human",
    pattern: /\b(are you (a )?(bot|robot|human|real|person|ai)|talk to a (person|human))\b/,
  },
  {
    topic: "hours",
    pattern:
      /\b(hours|open|opening|closing|closed|close on|what time|weekends?|saturdays?|sundays?|public holidays?|after hours)\b/,
  },
  {
    topic: "contact",
    pattern:
      /\b(phone number|your number|contact|e-?mail|whatsapp|your address|where are you|where is your|located|workshop)\b/,
  },
  { topic: "payment", pattern: /\b(pay|paying|payment|eft|credit card|cash)\b/ },
  {
    topic: "price",
    pattern:
      /\b(price|prices|pricing|cost|costs|how much|rates?|fees?|charge|expensive|cheap|quotes?|quotations?|estimate)\b/,
  },
  {
    topic: "booking",
    pattern:
      /\b(book|booking|appointment|schedule|available|availability|when can you come|how soon|same day)\b/,
  },
  { topic: "registration", pattern: /\b(registered|qualified|licen[cs]ed?|accredited|insured)\b/ },
  {
    topic: "coc",
    pattern:
      /\b(coc|cocs|certificate of compliance|compliance certificate|electrical certificate|selling my (house|home|property))\b/,
  },
  {
    topic: "backup-power",
    pattern:
      /\b(load ?shedding|inverters?|batter(y|ies)|backup|back-up|generators?|ups|power cuts?|outages?)\b/,
  },
  { topic: "solar", pattern: /\b(solar|pv|sseg|feed.?in)\b/ },
];

const greeting =
  /^(hi|hello|hey|hiya|howzit|good (morning|afternoon|evening|day)|molo|hallo|goeie (more|middag))\b/;
const thanks = /^(thanks|thank you|thx|cheers|great|perfect|ok(ay)?|bye|goodbye|see you)\b/;
const areasQuestion =
  /\b(which|what) (areas|suburbs|places)\b|\bwhere do you (work|go)\b|\bareas? (do )?you (cover|serve|work)\b/;

function hoursAnswer(): string {
  return `We are open ${site.hoursSummary}. ${site.emergencySummary}: call ${phone} any time for an emergency.`;
}

function contactAnswer(): string {
  return [
    `You can reach us on ${phone} (calls), WhatsApp ${site.whatsapp.display} or e-mail ${site.email}.`,
    `Our workshop is at ${formatAddress()}.`,
    `See all the options on our ${link("contact page", "/contact")}.`,
  ].join(" ");
}

function emergencyAnswer(): string {
  return [
    `If it is unsafe right now, switch off the main switch at the distribution board if you can reach it safely, keep everyone away, and do not touch anyone still in contact with a live wire.`,
    `Then call our 24/7 emergency line on ${phone}: it is answered day and night.`,
    `More about our ${link("emergency electrical services", "/services/emergency-electrical-services")}.`,
  ].join(" ");
}

function placeAnswer(place: Place): string {
  switch (place.kind) {
    case "area":
      return `Yes, we work in ${place.name} (${place.regionName}), about ${place.area.travelMinutes} minutes from our workshop in Bishop Lavis. See ${link(`electricians in ${place.name}`, place.url)}. ${callOffer}`;
    case "also":
      return `Yes, ${place.name} is within the area we cover across ${site.serviceAreaSummary}. See ${link("the areas we serve", "/service-areas")}. ${callOffer}`;
    case "arrangement":
      return `${place.name} is on the edge of the area we cover, so we plan visits there in advance rather than same-day call-outs. Call us on ${phone} to arrange a time.`;
    case "outside":
      return `I'm sorry, ${place.name} is outside the area we serve: we work across ${site.serviceAreaSummary} from Bishop Lavis. A local registered electrician there will serve you better.`;
  }
}

function areasAnswer(regionNames: string[]): string {
  return `From our workshop in Bishop Lavis we cover ${site.serviceAreaSummary}: ${regionNames.join(", ")}. Tell me your suburb and I will tell you more, or see ${link("the areas we serve", "/service-areas")}.`;
}

export function createBuiltinProvider(knowledge: Knowledge, regionNames: string[]) {
  /** The best hit whose title shares a word with the question: body-text hits are often chance. */
  const best = (query: string, kinds: KnowledgeDoc["kind"][], minScore = 20, idPrefix = "") =>
    knowledge
      .search(query, kinds)
      .find((hit) => hit.inTitle && hit.score >= minScore && hit.doc.id.startsWith(idPrefix))?.doc;
  const faq = (id: string) => knowledge.docs.get(id)?.answer ?? "";
  const serviceLink = (doc: KnowledgeDoc) => link(doc.title, doc.url ?? "/services");

  function answer(message: string): BuiltinAnswer {
    const text = message.toLowerCase().trim();
    const topic = topics.find(({ pattern }) => pattern.test(text))?.topic;
    const words = text.split(/\s+/).length;

    if (topic === "emergency") return { topic, text: emergencyAnswer() };
    if (greeting.test(text) && words <= 4) {
      return {
        topic: "greeting",
        text: `Hello! I'm the ${site.name} assistant, an automated helper. Ask me about our services, hours, areas or prices, or type "call me back" and an electrician will phone you.`,
      };
    }
    if (thanks.test(text) && words <= 5) {
      return {
        topic: "thanks",
        text: `You're welcome. If anything else comes up, I'm here, or call us on ${phone}.`,
      };
    }
    if (topic === "human") {
      return {
        topic,
        text: `I'm an automated assistant, not a person. A member of our team can call you back: type "call me back" and I'll take your details, or phone ${phone}.`,
      };
    }

    const place = knowledge.findPlace(message);
    const service = best(message, ["service"]);
    if (place) {
      const also = service
        ? ` And yes, we do ${serviceLink(service).replace(/^\[[^\]]+\]/, `[${service.title.toLowerCase()}]`)} there.`
        : "";
      return { topic: "area", text: `${placeAnswer(place)}${also}` };
    }
    if (areasQuestion.test(text)) return { topic: "area", text: areasAnswer(regionNames) };
    if (topic === "hours") return { topic, text: hoursAnswer() };
    if (topic === "contact") return { topic, text: contactAnswer() };
    if (topic === "payment") return { topic, text: faq("faq:prices-and-quotes:3") };
    if (topic === "price") {
      const general =
        best(message, ["faq"], 10, "faq:prices-and-quotes")?.answer ??
        faq("faq:prices-and-quotes:0");
      const about = /\bcoc\b|certificate/.test(text)
        ? ` For a ${link("Certificate of Compliance", "/services/electrical-compliance-certificates")}, the price depends on the size of the property and what the inspection finds.`
        : service
          ? ` See ${serviceLink(service)}.`
          : "";
      return { topic, text: `${general}${about} ${callOffer}` };
    }
    if (topic === "booking") {
      return {
        topic,
        text: `You can request a visit on our ${link("booking page", "/book-appointment")}, choosing a day and a time window between 06:00 and 18:00, Monday to Saturday. Or type "call me back" and I'll take your details so that an electrician phones you to arrange it. For an emergency, call ${phone} now.`,
      };
    }
    if (topic === "registration")
      return { topic, text: `${faq("faq:areas-and-booking:2")} ${link("About us", "/about")}.` };
    if (topic === "coc") {
      const specific =
        best(message, ["faq"], 10, "faq:certificates-of-compliance") ??
        best(message, ["faq"], 10, "faq:electrical-compliance-certificates");
      return {
        topic,
        text: `${specific?.answer ?? faq("faq:certificates-of-compliance:0")} We inspect, test and issue the Certificate of Compliance: see ${link("Certificates of Compliance", "/services/electrical-compliance-certificates")}.`,
      };
    }
    if (topic === "backup-power" || topic === "solar") {
      const specific = best(message, ["faq"]);
      const fallback =
        topic === "solar"
          ? "Yes, we install rooftop solar: we size the system from your electricity use, mount it for the Cape wind, register it with the City of Cape Town as small-scale embedded generation and certify it."
          : faq("faq:load-shedding-and-backup-power:0");
      const target =
        service ??
        knowledge.docs.get(
          topic === "solar"
            ? "service:solar-panel-installation"
            : "service:solar-inverter-installation",
        );
      return {
        topic,
        text: `${specific?.answer ?? fallback} See ${target ? serviceLink(target) : link("our services", "/services")}.`,
      };
    }
    if (service) {
      return {
        topic: "service",
        text: `Yes, we do that. ${service.answer} More on our ${serviceLink(service)} page. ${callOffer}`,
      };
    }
    const found = best(message, ["faq", "post"]);
    if (found) {
      const more = found.url ? ` More: ${link(found.title, found.url)}.` : "";
      return { topic: found.kind, text: `${found.answer}${more}` };
    }
    return {
      topic: "unknown",
      text: `I'm not sure I can answer that properly. I can ask one of our electricians to call you back (type "call me back"), or you can call us on ${phone} or WhatsApp ${site.whatsapp.display}.`,
    };
  }

  return { answer };
}

export type BuiltinProvider = ReturnType<typeof createBuiltinProvider>;
