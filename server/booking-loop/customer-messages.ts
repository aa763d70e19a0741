/**
 * Queues what a customer is told about their booked visit (README: "The booking loop"): an
 * e-mail when SMTP is configured and the customer gave an address, and a WhatsApp template
 * message when the customer template is set. Called inside the transaction that changed the
 * booking, so the message goes exactly when the change is saved.
 */
import { and, count, eq } from "drizzle-orm";

import type { TimeWindowId } from "#common/booking-dates.ts";
import { isLocale } from "#common/i18n/locale.ts";

import type { Transaction } from "../db/client";
import { leadActivity } from "../db/schema";
import { enqueue } from "../jobs/outbox";
import { serviceTitleOf, type DeliverySettings } from "../leads/record-lead";
import { bookingUpdateMail, type BookingNews } from "../mail/booking-mail";
import { customerWhatsAppUpdate } from "../whatsapp/booking-update";

/** The appointment's columns the messages use, as the booking stands after the change. */
export interface BookedAppointment {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  address: string;
  date: string;
  timeWindow: string;
  /** The language the customer booked in ("en" or "af"); English when absent. */
  language?: string;
}

export interface CustomerTold {
  email: boolean;
  whatsapp: boolean;
}

export interface QueuedBookingNews {
  told: CustomerTold;
  /** The outbox rows, to start delivering once the transaction has committed. */
  outboxIds: string[];
}

/**
 * How many times the booking has changed: the calendar file's SEQUENCE, which must grow with
 * each file for the customer's calendar to take the newer one over the older.
 */
export async function bookingSequence(tx: Transaction, appointmentId: string): Promise<number> {
  const [row] = await tx
    .select({ changes: count() })
    .from(leadActivity)
    .where(and(eq(leadActivity.leadId, appointmentId), eq(leadActivity.kind, "booking")));
  return row?.changes ?? 0;
}

export async function queueBookingNews(
  tx: Transaction,
  deliveries: Pick<DeliverySettings, "mail" | "customerWhatsApp" | "statusLinks">,
  news: BookingNews,
  appointment: BookedAppointment,
  now: Date,
): Promise<QueuedBookingNews> {
  const queued: QueuedBookingNews = { told: { email: false, whatsapp: false }, outboxIds: [] };
  if (!deliveries.mail && !deliveries.customerWhatsApp) return queued;
  const facts = {
    reference: appointment.reference,
    name: appointment.name,
    email: appointment.email,
    phone: appointment.phone,
    date: appointment.date,
    timeWindow: appointment.timeWindow as TimeWindowId,
    address: appointment.address,
    serviceLabel: serviceTitleOf(appointment.service),
    statusUrl: deliveries.statusLinks?.url(appointment.reference, now),
    sequence: await bookingSequence(tx, appointment.id),
    now,
    language: isLocale(appointment.language) ? appointment.language : undefined,
  };
  const subject = { subjectType: "appointment", subjectId: appointment.id } as const;
  if (deliveries.mail && appointment.email) {
    const message = bookingUpdateMail(news, facts);
    queued.outboxIds.push(
      await enqueue(tx, { ...subject, kind: "email", payload: { ...message } }),
    );
    queued.told.email = true;
  }
  const whatsapp =
    deliveries.customerWhatsApp && customerWhatsAppUpdate(deliveries.customerWhatsApp, news, facts);
  if (whatsapp) {
    queued.outboxIds.push(
      await enqueue(tx, { ...subject, kind: "whatsapp", payload: { ...whatsapp } }),
    );
    queued.told.whatsapp = true;
  }
  return queued;
}
