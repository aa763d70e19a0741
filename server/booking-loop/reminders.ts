/**
 * The day before a confirmed visit, from BOOKING_REMINDER_TIME (South African time), the customer
 * gets a reminder by e-mail and WhatsApp as configured (README: "The booking loop"). Each
 * appointment and slot is reminded once: the booking_reminders row is claimed in the
 * transaction that queues the messages, so two copies of the server never both send it, and a
 * visit moved to another slot gets a reminder of its own.
 */
import { and, eq, gte, notExists } from "drizzle-orm";

import { BOOKING_TIME_ZONE, todayInSouthAfrica } from "#common/booking-dates.ts";
import { addDays } from "#common/public-holidays.ts";

import { notClosed } from "../bookings/open-bookings";
import type { Database, Db } from "../db/client";
import { appointments, bookingReminders, leadActivity } from "../db/schema";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import { runEvery } from "../jobs/run-every";
import type { DeliverySettings } from "../leads/record-lead";
import type { Logger } from "../logger";
import { queueBookingNews } from "./customer-messages";

type ReminderDeliveries = Pick<DeliverySettings, "mail" | "customerWhatsApp" | "statusLinks">;

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: BOOKING_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * The day whose visits are reminded at `now` and the moment reminding began (today at `time`,
 * South Africa being UTC+2 all year), or null before the reminder time of day.
 */
export function reminderDay(now: Date, time: string): { day: string; since: Date } | null {
  if (clock.format(now) < time) return null;
  const today = todayInSouthAfrica(now);
  return { day: addDays(today, 1), since: new Date(`${today}T${time}:00+02:00`) };
}

/**
 * Queues the reminder of every confirmed visit of the next day not yet reminded of its slot,
 * and starts delivering them. Returns how many visits were reminded.
 */
export async function sendDueReminders(
  db: Db,
  { deliveries, time }: { deliveries: ReminderDeliveries; time: string },
  outbox: Pick<OutboxProcessor, "deliverSoon">,
  now: Date,
): Promise<number> {
  const due = reminderDay(now, time);
  if (!due) return 0;
  const { day, since } = due;
  const visits = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "confirmed"),
        eq(appointments.date, day),
        notClosed(db),
        notExists(
          db
            .select()
            .from(bookingReminders)
            .where(
              and(
                eq(bookingReminders.appointmentId, appointments.id),
                eq(bookingReminders.date, appointments.date),
                eq(bookingReminders.timeWindow, appointments.timeWindow),
              ),
            ),
        ),
        // Confirmed (or moved) since reminding began, this evening: that message said it all.
        notExists(
          db
            .select()
            .from(leadActivity)
            .where(
              and(
                eq(leadActivity.leadId, appointments.id),
                eq(leadActivity.kind, "booking"),
                gte(leadActivity.createdAt, since),
              ),
            ),
        ),
      ),
    );
  let reminded = 0;
  for (const { id } of visits) {
    const queued = await db.transaction(async (tx) => {
      // Locked like an admin's decision does, so a change made meanwhile is seen, not raced.
      const [visit] = await tx
        .select()
        .from(appointments)
        .where(eq(appointments.id, id))
        .for("update");
      if (!visit || visit.status !== "confirmed" || visit.date !== day) return null;
      const [claimed] = await tx
        .insert(bookingReminders)
        .values({ appointmentId: id, date: visit.date, timeWindow: visit.timeWindow, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: bookingReminders.appointmentId });
      // Another copy of the server reminded it a moment ago.
      if (!claimed) return null;
      return queueBookingNews(tx, deliveries, "reminder", visit, now);
    });
    if (!queued) continue;
    outbox.deliverSoon(queued.outboxIds);
    reminded++;
  }
  return reminded;
}

/** Checks every `intervalMs` until stopped. */
export function startBookingReminderJob({
  database,
  logger,
  deliveries,
  time,
  outbox,
  intervalMs = 60_000,
  now = () => new Date(),
}: {
  database: Database;
  logger: Logger;
  deliveries: ReminderDeliveries;
  /** BOOKING_REMINDER_TIME, HH:MM South African time. */
  time: string;
  outbox: Pick<OutboxProcessor, "deliverSoon">;
  intervalMs?: number;
  now?: () => Date;
}) {
  return runEvery(
    intervalMs,
    async () => {
      const count = await sendDueReminders(database.db, { deliveries, time }, outbox, now());
      if (count > 0) logger.info({ visits: count }, "booking reminders queued");
    },
    (error) => logger.error({ err: error }, "booking reminder check failed"),
  );
}
