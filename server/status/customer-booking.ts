/**
 * What a customer does to their booking from the status page: accept the slot the business
 * proposed, ask for another time, or cancel. Each change is made under the booking's row lock,
 * only if the booking still stands as the page showed it, with its line in the lead's history
 * and the business's notices (e-mail, push) queued in the same transaction.
 */
import { eq } from "drizzle-orm";

import { formatSlot } from "#common/booking-dates.ts";
import {
  CUSTOMER_ACTOR,
  CUSTOMER_NOTE_MAX_LENGTH,
  customerBookingActions,
  type CustomerActionInput,
  type CustomerActionResult,
  type CustomerBookingAction,
} from "#common/lead-status.ts";
import { wellFormed, withoutControlCharacters } from "#common/validation/fields.ts";
import { site } from "#content/site.ts";

import { queueBookingNews } from "../booking-loop/customer-messages";
import { appointments, leadActivity } from "../db/schema";
import type { LeadContext } from "../leads/record-lead";
import { queueCustomerActionNotices } from "./customer-action-notices";
import { allowedActions, bookingVersion, findLeadByReference } from "./lead-status";

export const customerActionMessages = {
  accept: (slot: string) => `Thank you: your visit on ${slot} is confirmed.`,
  another:
    "Thank you: we will phone or e-mail you to agree another time. Until then your booking is a request again.",
  cancel: `Your booking is cancelled. If you need us again, book another visit or call ${site.phone.display}.`,
  stale:
    "Your booking changed since this page was opened, so nothing was changed. Please look at where it stands now.",
  notAllowed: "That cannot be done to this booking any more, so nothing was changed.",
  badAction: "Please choose one of the buttons on this page.",
  note: `Please keep your note to ${CUSTOMER_NOTE_MAX_LENGTH} characters.`,
} as const;

const nextState: Record<CustomerBookingAction, string> = {
  accept: "confirmed",
  another: "requested",
  cancel: "cancelled",
};

const isAction = (value: string): value is CustomerBookingAction =>
  (customerBookingActions as readonly string[]).includes(value);

/** One line, no control characters: it is shown in the admin's history and in an e-mail. */
const cleanNote = (note: string | undefined) =>
  wellFormed(withoutControlCharacters((note ?? "").replace(/\s+/g, " ")).trim());

export async function actOnBooking(
  context: LeadContext,
  input: CustomerActionInput & { reference: string; token: string | null },
): Promise<CustomerActionResult> {
  const links = context.deliveries.statusLinks;
  if (!links) return { outcome: "not-found" };
  const check = links.check(input.reference, input.token, context.now);
  if (check === "invalid") return { outcome: "not-found" };
  if (check === "expired") return { outcome: "expired" };
  if (!isAction(input.action))
    return { outcome: "refused", message: customerActionMessages.badAction };
  const action = input.action;
  const note = action === "another" ? cleanNote(input.note) : "";
  if (note.length > CUSTOMER_NOTE_MAX_LENGTH) {
    return { outcome: "refused", message: customerActionMessages.note };
  }

  const result = await context.db.transaction(async (tx) => {
    const lead = await findLeadByReference(tx, input.reference, true);
    if (!lead) return { outcome: "not-found" } as const;
    const current = lead.appointment;
    if (!current)
      return { outcome: "refused", message: customerActionMessages.notAllowed } as const;
    // The page sent the state it showed: an action on a booking that moved on since (or the
    // same action sent twice) changes nothing.
    if (bookingVersion(current) !== input.version) {
      return { outcome: "refused", message: customerActionMessages.stale } as const;
    }
    if (!allowedActions(lead, context.now).includes(action)) {
      return { outcome: "refused", message: customerActionMessages.notAllowed } as const;
    }
    const next = { ...current, state: nextState[action] };
    await tx.update(appointments).set({ status: next.state }).where(eq(appointments.id, lead.id));
    await tx.insert(leadActivity).values({
      leadId: lead.id,
      leadKind: "appointment",
      kind: "booking",
      fromValue: bookingVersion(current),
      toValue: bookingVersion(next),
      note: note || null,
      actorId: null,
      actorEmail: CUSTOMER_ACTOR,
    });
    const queued = await queueCustomerActionNotices(tx, context.deliveries, {
      action,
      lead,
      note,
    });
    // An accepted or cancelled visit reaches the customer's calendar too (the e-mail's .ics
    // replaces the tentative event); asking for another time waits for the business's proposal.
    if (action !== "another") {
      const [appointment] = await tx
        .select()
        .from(appointments)
        .where(eq(appointments.id, lead.id));
      const news = await queueBookingNews(
        tx,
        context.deliveries,
        action === "accept" ? "confirmed" : "cancelled",
        appointment!,
        context.now,
      );
      queued.push(...news.outboxIds);
    }
    return { outcome: "done", queued, slot: formatSlot(current.date, current.timeWindow) } as const;
  });

  if (result.outcome !== "done") return result;
  context.outbox.deliverSoon(result.queued);
  const message =
    action === "accept"
      ? customerActionMessages.accept(result.slot)
      : customerActionMessages[action];
  return { outcome: "done", action, message };
}
