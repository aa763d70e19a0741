import type { LeadKind } from "#common/leads.ts";
import { allAreas } from "#content/index.ts";

/** What a lead says about itself for an alert: nothing that identifies the customer. */
export interface LeadAlertFacts {
  kind: LeadKind;
  id: string;
  /** The service's title as the business reads it. */
  service?: string;
  /** The suburb the visitor chose or typed; for a chat, the address it gave. */
  place?: string;
  /** A chat in which the visitor described danger: the title says so. */
  dangerDescribed?: boolean;
}

/** What a notification shows on the owner's lock screen, and where a tap on it goes. */
export interface LeadAlert {
  title: string;
  body: string;
  /** The lead's page in the inbox. */
  url: string;
  /** One notification per lead: a second alert for the same lead replaces the first. */
  tag: string;
}

const titles: Record<LeadKind, string> = {
  appointment: "New booking request",
  contact_message: "New contact message",
  chatbot_submission: "New chat call-back request",
};

/** Where `name` last stands as whole words in `text` (both lower case), or -1. */
function lastWholeWord(text: string, name: string): number {
  for (let at = text.lastIndexOf(name); at >= 0; at = text.lastIndexOf(name, at - 1)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + name.length] ?? " ";
    if (!/[a-z]/.test(before) && !/[a-z]/.test(after)) return at;
    if (at === 0) break;
  }
  return -1;
}

/**
 * The suburb in a place the visitor typed, when it names one of the areas we serve: a lock screen
 * may show "Belhar", never "12 Sparrow Street, Belhar". An address ends with its suburb, so the
 * last area named wins ("Dahlia Gardens, Belhar" is in Belhar); anything else shows no place.
 */
export function suburbIn(place: string | undefined): string | undefined {
  if (!place) return undefined;
  const text = place.toLowerCase();
  let best: { name: string; at: number } | undefined;
  for (const area of allAreas) {
    const at = lastWholeWord(text, area.name.toLowerCase());
    const longer = best && at === best.at && area.name.length > best.name.length;
    if (at >= 0 && (!best || at > best.at || longer)) best = { name: area.name, at };
  }
  return best?.name;
}

/** The lead's page in the inbox, where every alert leads. */
export const leadAlertPath = (kind: LeadKind, id: string) => `/admin?lead=${kind}/${id}`;

export function leadAlert(facts: LeadAlertFacts): LeadAlert {
  const suburb = suburbIn(facts.place);
  const body = [facts.service, suburb].filter(Boolean).join(" · ");
  return {
    title: facts.dangerDescribed ? `${titles[facts.kind]}: danger described` : titles[facts.kind],
    body: body || "Open the inbox to see it.",
    url: leadAlertPath(facts.kind, facts.id),
    tag: `lead-${facts.id}`,
  };
}
