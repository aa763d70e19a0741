/**
 * Saving contact messages and booking requests: the row, with its consent record, and every
 * delivery it needs, in one transaction.
 */
import { formatSlot, timeWindow } from "#common/booking-dates.ts";
import { NOT_SURE_SERVICE, OTHER_SUBURB } from "#common/booking-options.ts";
import type { BookingRequest } from "#common/validation/booking.ts";
import type { ContactRequest } from "#common/validation/contact.ts";
import { allAreas, getService } from "#content/index.ts";
import { privacy } from "#content/privacy.ts";

import type { Db } from "../db/client";
import { appointments, contactMessages } from "../db/schema";
import {
  queueDeliveries,
  type DeliverySettings,
  type LeadDeliveries,
  type QueuedDeliveries,
} from "./deliveries";
import { withUniqueReference } from "./reference";

export interface FormLeadContext {
  db: Db;
  deliveries: DeliverySettings;
  now: Date;
}

export interface SavedFormLead {
  id: string;
  reference: string;
  queued: QueuedDeliveries;
}

/** The notice a form visitor agreed to: the privacy policy linked beside the consent box. */
export const FORM_PRIVACY_NOTICE = `privacy-policy-${privacy.version}`;

const serviceTitle = (slug: string) =>
  slug === NOT_SURE_SERVICE ? "Not sure yet" : (getService(slug)?.service.title ?? slug);

const suburbName = (slug: string) => allAreas.find((area) => area.slug === slug)?.name ?? slug;

function consentRecord(marketing: boolean, now: Date) {
  return {
    privacyNotice: FORM_PRIVACY_NOTICE,
    consentAt: now,
    marketingOptIn: marketing,
    marketingAnsweredAt: now,
  };
}

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Inserts a lead under a fresh reference and queues its deliveries, in one transaction. */
function saveLead<Row extends { id: string; reference: string }>(
  context: FormLeadContext,
  prefix: string,
  insert: (tx: Transaction, reference: string) => Promise<Row[]>,
  deliveries: (row: Row) => Omit<LeadDeliveries, "subjectId">,
): Promise<SavedFormLead> {
  return withUniqueReference(prefix, (reference) =>
    context.db.transaction(async (tx) => {
      const [row] = await insert(tx, reference);
      if (!row) throw new Error("No data returned from database insert");
      const queued = await queueDeliveries(tx, context.deliveries, {
        ...deliveries(row),
        subjectId: row.id,
      });
      return { id: row.id, reference: row.reference, queued };
    }),
  );
}

export function saveContactMessage(
  context: FormLeadContext,
  input: ContactRequest,
): Promise<SavedFormLead> {
  return saveLead(
    context,
    "CT",
    (tx, reference) =>
      tx
        .insert(contactMessages)
        .values({
          reference,
          name: input.name,
          phone: input.phone,
          email: input.email,
          suburb: input.suburb,
          service: input.service,
          message: input.message,
          ...consentRecord(input.marketing, context.now),
        })
        .returning(),
    (row) => ({
      subjectType: "contact_message",
      webhookPayload: {
        type: "contact_message",
        record: {
          id: row.id,
          reference: row.reference,
          name: row.name,
          phone: row.phone,
          email: row.email,
          suburb: row.suburb,
          service: row.service,
          message: row.message,
          privacy_notice: row.privacyNotice,
          consent_at: row.consentAt.toISOString(),
          marketing_opt_in: row.marketingOptIn,
          created_at: row.createdAt.toISOString(),
        },
      },
      mail: {
        kind: "contact",
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        details: [
          ["Suburb", row.suburb || "Not given"],
          ["Service", row.service ? serviceTitle(row.service) : "Not chosen"],
          ["Message", row.message],
          ["Marketing messages", row.marketingOptIn ? "Yes, opted in" : "No"],
        ],
      },
    }),
  );
}

export function saveBooking(
  context: FormLeadContext,
  input: BookingRequest,
): Promise<SavedFormLead> {
  const suburb = input.suburb === OTHER_SUBURB ? input.otherSuburb : suburbName(input.suburb);
  const window = timeWindow(input.window);
  const slot = formatSlot(input.date, input.window);
  return saveLead(
    context,
    "BK",
    (tx, reference) =>
      tx
        .insert(appointments)
        .values({
          reference,
          service: input.service,
          description: input.description,
          propertyType: input.propertyType,
          address: input.address,
          suburb,
          date: input.date,
          timeWindow: input.window,
          name: input.name,
          phone: input.phone,
          email: input.email,
          preferredContact: input.preferredContact,
          ...consentRecord(input.marketing, context.now),
        })
        .returning(),
    (row) => ({
      subjectType: "appointment",
      webhookPayload: {
        type: "appointment",
        record: {
          id: row.id,
          reference: row.reference,
          status: row.status,
          service: row.service,
          description: row.description,
          property_type: row.propertyType,
          address: row.address,
          suburb: row.suburb,
          date: row.date,
          time_window: row.timeWindow,
          // The slot as instants too, so a receiver need not know South Africa's offset.
          starts_at: `${row.date}T${window.start}:00+02:00`,
          ends_at: `${row.date}T${window.end}:00+02:00`,
          name: row.name,
          phone: row.phone,
          email: row.email,
          preferred_contact: row.preferredContact,
          privacy_notice: row.privacyNotice,
          consent_at: row.consentAt.toISOString(),
          marketing_opt_in: row.marketingOptIn,
          created_at: row.createdAt.toISOString(),
        },
      },
      mail: {
        kind: "booking",
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        slot,
        details: [
          ["Service", serviceTitle(row.service)],
          ["Property", row.propertyType],
          ["Address", `${row.address}, ${row.suburb}`],
          ["The job", row.description],
          ["Contact by", row.preferredContact === "phone" ? "Phone" : "E-mail"],
          ["Marketing messages", row.marketingOptIn ? "Yes, opted in" : "No"],
        ],
      },
    }),
  );
}
