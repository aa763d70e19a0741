/**
 * The words the site uses about leads, in one place for the server, the admin and the pages:
 * the three kinds of lead (named as the tables and the outbox name them), the statuses of
 * working one, how each is labelled, the prefixes of the references a caller reads out, and how
 * a service slug reads.
 */
import { NOT_SURE_SERVICE } from "./booking-options";

export const leadKinds = ["chatbot_submission", "contact_message", "appointment"] as const;
export type LeadKind = (typeof leadKinds)[number];

export const isLeadKind = (value: string): value is LeadKind =>
  (leadKinds as readonly string[]).includes(value);

/** Every lead and outbox id is a UUID; anything else cannot be one and need not be looked up. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * A lead named as "kind/id" (the admin's ?lead= address), or undefined for anything else: the
 * value goes into API paths, where "../" or a query of its own would reach another endpoint.
 */
export function parseLeadKey(value: string): { kind: LeadKind; id: string } | undefined {
  const [kind = "", id = "", ...rest] = value.split("/");
  return rest.length === 0 && isLeadKind(kind) && isUuid(id) ? { kind, id } : undefined;
}

/** What the inbox, the CSV export and the privacy tools call each kind. */
export const leadKindLabels: Record<LeadKind, string> = {
  chatbot_submission: "Chat",
  contact_message: "Contact form",
  appointment: "Booking",
};

/** Where the business is with a lead; a lead nobody has worked yet is `new`. */
export const leadStatuses = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** "CT-7KX2-M94Q": the start of every reference, by kind. */
export const referencePrefixes: Record<LeadKind, string> = {
  chatbot_submission: "CH",
  contact_message: "CT",
  appointment: "BK",
};

/** How many characters of a chat lead's id its reference shows. */
export const CHAT_REFERENCE_ID_CHARS = 8;

/**
 * Chat leads have no reference column (the specification's table): the start of the id serves,
 * "CH-1A2B3C4D". The inbox builds the same in SQL from these constants.
 */
export const chatReference = (id: string) =>
  `${referencePrefixes.chatbot_submission}-${id.slice(0, CHAT_REFERENCE_ID_CHARS).toUpperCase()}`;

export const NOT_SURE_SERVICE_TITLE = "Not sure yet";

/**
 * How a service reads: the title of its page for a slug, "Not sure yet" for the booking form's
 * "not sure", and otherwise the text itself (the chat keeps what the visitor typed, so an
 * unknown value is shown as it is). `titleOf` looks a slug up in the site's content.
 */
export function serviceTitle(value: string, titleOf: (slug: string) => string | undefined): string {
  if (value === NOT_SURE_SERVICE) return NOT_SURE_SERVICE_TITLE;
  return titleOf(value) ?? value;
}
