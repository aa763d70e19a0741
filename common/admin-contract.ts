/**
 * What /api/admin answers, as the browser receives it (dates are ISO 8601 strings). The server
 * builds richer types; server/api/admin/contract-check.ts fails the type check when they stop
 * matching these, so the inbox and the API cannot drift apart unnoticed.
 */

import type { LeadKind, LeadStatus } from "./leads";

/** A server value after JSON: Date becomes string, everything else keeps its shape. */
export type Json<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;

/** `Time` is Date on the server and an ISO string in the browser. */
export interface InboxLead<Time = string> {
  kind: LeadKind;
  id: string;
  reference: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  serviceTitle: string;
  suburb: string;
  /** Where the work is (chat and booking leads; empty for contact messages). */
  address: string;
  status: LeadStatus;
  /** Booking requests only: the requested (or proposed) slot and where the request stands. */
  booking: { date: string; timeWindow: string; status: string } | null;
  createdAt: Time;
  /** Set once the retention job has removed the personal details. */
  anonymisedAt: Time | null;
  /** A new lead: minutes of opening hours it has waited for a call; null once worked. */
  waitingMinutes: number | null;
  /** Waits on the emergency's clock: the call-out service, or a chat that described danger. */
  urgent: boolean;
  /** The edition of the site the visitor used, "en" or "af": the language to answer in. */
  language: string;
}

export interface LeadPage<Time = string> {
  leads: InboxLead<Time>[];
  total: number;
  /** Leads nobody has worked yet, whatever the filters: the tab title's and the app's count. */
  newTotal: number;
  page: number;
  pageSize: number;
}

export interface ActivityEntry {
  id: number;
  kind: "status" | "note" | "booking" | "retry";
  fromValue: string | null;
  toValue: string | null;
  note: string | null;
  actorEmail: string;
  createdAt: string;
}

export interface DeliveryAttempt {
  id: number;
  attempt: number;
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  createdAt: string;
}

export interface Delivery {
  id: string;
  /** "webhook" or "email". */
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string;
  to: string | null;
  attemptLog: DeliveryAttempt[];
}

/** The answer to a booking decision (POST /api/admin/bookings/:id). */
export interface BookingDecisionResult {
  id: string;
  /** requested, confirmed, proposed or cancelled. */
  status: string;
  date: string;
  timeWindow: string;
  /** False when the booking already stood so: nothing was saved or sent. */
  changed: boolean;
  /** Which messages about the change were queued to the customer. */
  customerTold: { email: boolean; whatsapp: boolean };
}

export interface TranscriptLine {
  sender: "user" | "bot";
  message: string;
  /** Absent for messages from before the call-back flow started. */
  at?: string;
}

interface PersonFields {
  id: string;
  /** "en" or "af": the edition of the site the visitor used. */
  language: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  createdAt: string;
}

interface ConsentFields {
  privacyNotice: string;
  consentAt: string;
  marketingOptIn: boolean;
  marketingAnsweredAt: string;
}

export interface ChatLeadRecord extends PersonFields {
  description: string;
  propertyType: string;
  preferredContact: string;
  timeframe: string;
  /** The address of the job, as given in the chat. */
  address: string;
}

export interface ContactRecord extends PersonFields, ConsentFields {
  reference: string;
  suburb: string;
  message: string;
}

export interface AppointmentRecord extends PersonFields, ConsentFields {
  reference: string;
  description: string;
  propertyType: string;
  address: string;
  suburb: string;
  date: string;
  timeWindow: string;
  preferredContact: string;
  status: string;
}

interface LeadDetailBase {
  id: string;
  reference: string;
  status: LeadStatus;
  serviceTitle: string;
  createdAt: string;
  history: ActivityEntry[];
  deliveries: Delivery[];
  anonymiseOn: string;
  anonymiseDue: boolean;
  anonymisedAt: string | null;
}

export type LeadDetail = LeadDetailBase &
  (
    | { kind: "chatbot_submission"; lead: ChatLeadRecord; transcript: TranscriptLine[] }
    | { kind: "contact_message"; lead: ContactRecord; transcript: null }
    | { kind: "appointment"; lead: AppointmentRecord; slot: string; transcript: null }
  );

export interface SubjectSummary<Time = string> {
  query: { email?: string; phone?: string };
  leads: {
    kind: LeadKind;
    id: string;
    reference: string;
    name: string;
    email: string;
    phone: string;
    createdAt: Time;
    transcriptMessages: number;
    deliveries: number;
    activities: number;
  }[];
  totals: {
    leads: number;
    transcripts: number;
    deliveries: number;
    deliveryAttempts: number;
    activities: number;
    /** Call-back flows the person has not finished (they hold what was typed so far). */
    chatFlows: number;
  };
}

export interface ErasureReceipt<Time = string> {
  leads: Record<LeadKind, number>;
  transcripts: number;
  deliveries: number;
  deliveryAttempts: number;
  leadWork: number;
  leadActivity: number;
  chatFlows: number;
  erasedBy: string;
  erasedAt: Time;
}
