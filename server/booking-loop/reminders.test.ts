import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeBooking } from "#tests/fixtures/test-leads.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { appointments, bookingReminders, leadActivity, leadWork, outbox } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { createStatusLinks } from "../status/status-link";
import { reminderDay, sendDueReminders } from "./reminders";

let database: TestDatabase;
const started: string[][] = [];
const processor = { deliverSoon: (ids: readonly string[]) => void started.push([...ids]) };
const settings = {
  time: "16:00",
  deliveries: {
    mail: { notifyTo: "office@example.com" },
    customerWhatsApp: { template: "booking_update", language: "en" },
    statusLinks: createStatusLinks("a-test-secret-of-at-least-32-characters"),
  },
};
/** South Africa is UTC+2 all year. */
const sast = (local: string) => new Date(`${local}+02:00`);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** A booking the admin has set to `status` for `date` and `timeWindow`, with no other rows. */
async function visit(date: string, timeWindow = "morning", status = "confirmed") {
  const booking = await makeBooking(database.db, {}, { deliveries: { webhook: false } });
  await database.db
    .update(appointments)
    .set({ status, date, timeWindow })
    .where(eq(appointments.id, booking.id));
  return booking;
}
const messagesOf = (id: string) =>
  database.db.select().from(outbox).where(eq(outbox.subjectId, id));
const remind = (at: Date) => sendDueReminders(database.db, settings, processor, at);

describe("reminderDay", () => {
  it("is tomorrow in South Africa once the reminder time has passed there", () => {
    expect(reminderDay(sast("2026-12-01T15:59:00"), "16:00")).toBeNull();
    expect(reminderDay(sast("2026-12-01T16:00:00"), "16:00")).toEqual({
      day: "2026-12-02",
      since: sast("2026-12-01T16:00:00"),
    });
    // 23:30 in Cape Town is still the 1st there, though 21:30 UTC.
    expect(reminderDay(sast("2026-12-01T23:30:00"), "16:00")?.day).toBe("2026-12-02");
    expect(reminderDay(sast("2026-12-31T18:00:00"), "16:00")?.day).toBe("2027-01-01");
  });
});

describe("sendDueReminders", () => {
  it("reminds a confirmed visit of tomorrow once, after the reminder time", async () => {
    const booking = await visit("2026-12-02");
    expect(await remind(sast("2026-12-01T15:30:00"))).toBe(0);
    expect(await messagesOf(booking.id)).toEqual([]);

    started.length = 0;
    expect(await remind(sast("2026-12-01T16:01:00"))).toBe(1);
    const rows = await messagesOf(booking.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(["email", "whatsapp"]);
    expect(started.flat().sort()).toEqual(rows.map((row) => row.id).sort());
    const mail = rows.find((row) => row.kind === "email")!.payload as unknown as MailMessage;
    expect(mail.subject).toBe(
      `Reminder: your visit tomorrow, Wednesday 2 December 2026, morning (06:00 to 10:00) (${booking.reference})`,
    );
    expect(mail.text).toContain(`/r/${booking.reference}?t=`);
    expect(mail.attachments![0]!.content).toContain("STATUS:CONFIRMED");
    const whatsapp = rows.find((row) => row.kind === "whatsapp")!.payload as {
      parameters: string[];
    };
    expect(whatsapp.parameters.slice(0, 2)).toEqual([
      "Sipho Dlamini",
      "a reminder that our electrician visits you tomorrow",
    ]);

    expect(await remind(sast("2026-12-01T17:00:00"))).toBe(0);
    expect(await messagesOf(booking.id)).toHaveLength(2);
  });

  it("does not remind a cancelled, proposed or requested visit, nor one of another day", async () => {
    const others = [
      await visit("2026-12-03", "morning", "cancelled"),
      await visit("2026-12-03", "midday", "proposed"),
      await visit("2026-12-03", "afternoon", "requested"),
      await visit("2026-12-04"),
    ];
    expect(await remind(sast("2026-12-02T16:30:00"))).toBe(0);
    for (const booking of others) expect(await messagesOf(booking.id)).toEqual([]);
  });

  it("does not remind a visit whose lead the business closed as lost", async () => {
    const booking = await visit("2026-12-05");
    await database.db
      .insert(leadWork)
      .values({ leadId: booking.id, leadKind: "appointment", status: "lost" });
    expect(await remind(sast("2026-12-04T16:30:00"))).toBe(0);
    expect(await messagesOf(booking.id)).toEqual([]);
  });

  it("reminds a visit moved to another slot again, for the new slot", async () => {
    const booking = await visit("2026-12-05", "morning");
    expect(await remind(sast("2026-12-04T16:00:00"))).toBe(1);
    await database.db
      .update(appointments)
      .set({ timeWindow: "afternoon" })
      .where(eq(appointments.id, booking.id));
    expect(await remind(sast("2026-12-04T16:10:00"))).toBe(1);
    const reminders = await database.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.appointmentId, booking.id));
    expect(reminders.map((row) => row.timeWindow).sort()).toEqual(["afternoon", "morning"]);
    expect(await messagesOf(booking.id)).toHaveLength(4);
  });

  it("reminds a visit once when two copies of the server check at the same moment", async () => {
    const booking = await visit("2026-12-08");
    const at = sast("2026-12-07T16:00:00");
    const counts = await Promise.all([remind(at), remind(at)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await messagesOf(booking.id)).toHaveLength(2);
  });

  it("does not repeat a confirmation sent since the reminder time", async () => {
    const booking = await visit("2026-12-11");
    await database.db.insert(leadActivity).values({
      leadId: booking.id,
      leadKind: "appointment",
      kind: "booking",
      fromValue: "requested 2026-12-11 morning",
      toValue: "confirmed 2026-12-11 morning",
      actorEmail: "shaun@example.com",
      createdAt: sast("2026-12-10T18:30:00"),
    });
    expect(await remind(sast("2026-12-10T18:31:00"))).toBe(0);
    expect(await messagesOf(booking.id)).toEqual([]);
  });

  it("claims the reminder even when the customer can be told nothing", async () => {
    const booking = await visit("2026-12-09");
    await database.db
      .update(appointments)
      .set({ email: "", phone: "" })
      .where(eq(appointments.id, booking.id));
    expect(await remind(sast("2026-12-08T16:00:00"))).toBe(1);
    expect(await messagesOf(booking.id)).toEqual([]);
    expect(await remind(sast("2026-12-08T16:05:00"))).toBe(0);
  });
});
