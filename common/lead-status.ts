/**
 * The customer's status page as both sides see it (server/status/ builds it, app/routes/status.tsx
 * shows it): only what the customer needs, never their phone, e-mail or street address.
 */
import type { LeadKind } from "./leads";

/** Where a lead stands, in the customer's words (app/features/status/status-stage.tsx). */
export const leadStages = [
  "received",
  "contacted",
  "confirmed",
  "proposed",
  "cancelled",
  "closed",
] as const;
export type LeadStage = (typeof leadStages)[number];

/** What a customer may do to their booking from the page. */
export const customerBookingActions = ["accept", "another", "cancel"] as const;
export type CustomerBookingAction = (typeof customerBookingActions)[number];

/** The customer's note when asking for another time: a hint for the call, not a letter. */
export const CUSTOMER_NOTE_MAX_LENGTH = 300;

export interface CustomerLeadStatus {
  kind: LeadKind;
  reference: string;
  /** Null once the lead was anonymised, as are the service and the suburb. */
  firstName: string | null;
  serviceTitle: string | null;
  suburb: string | null;
  /** YYYY-MM-DD, South African time. */
  receivedOn: string;
  stage: LeadStage;
  /** For a booking whose details are still kept. */
  booking?: {
    /** requested, confirmed, proposed or cancelled. */
    state: string;
    /** "Tuesday 24 November 2026, morning (06:00 to 10:00)". */
    slot: string;
    /** The state as the page showed it, sent back with an action to detect a change meanwhile. */
    version: string;
    actions: CustomerBookingAction[];
  };
}

export type LeadStatusLookup =
  { state: "found"; lead: CustomerLeadStatus } | { state: "expired" } | { state: "not-found" };

export interface CustomerActionInput {
  action: string;
  /** The booking's `version` when the page was shown. */
  version: string;
  note?: string;
}

export type CustomerActionResult =
  | { outcome: "done"; action: CustomerBookingAction; message: string }
  /** Nothing was changed: the booking moved on, the action was sent twice, or the input was bad. */
  | { outcome: "refused"; message: string }
  | { outcome: "not-found" }
  | { outcome: "expired" };

/**
 * What the history's actor column holds for a change the customer made from their status page
 * (with no actor id): the admin shows it as "The customer".
 */
export const CUSTOMER_ACTOR = "customer";
