import type { ActivityEntry } from "#common/admin-contract.ts";
import { formatSlot, timeWindowIds, type TimeWindowId } from "#common/booking-dates.ts";
import { CUSTOMER_ACTOR } from "#common/lead-status.ts";

/** Who made a change: an admin's e-mail, or the customer from their status page. */
export const actorName = (entry: Pick<ActivityEntry, "actorEmail">) =>
  entry.actorEmail === CUSTOMER_ACTOR ? "The customer" : entry.actorEmail;

/** "confirmed 2026-11-26 midday" (a booking state as the history records it) as words. */
function slotOf(state: string | null): string {
  const [, date = "", window = ""] = (state ?? "").split(" ");
  return timeWindowIds.includes(window as TimeWindowId)
    ? formatSlot(date, window as TimeWindowId)
    : "";
}

/** What one line of the lead's history says. */
export function historyText(entry: ActivityEntry): string {
  if (entry.kind === "booking" && entry.actorEmail === CUSTOMER_ACTOR) {
    const to = (entry.toValue ?? "").split(" ")[0];
    const slot = slotOf(entry.toValue);
    if (to === "confirmed") return `The customer accepted the proposed slot: ${slot}.`;
    if (to === "cancelled") return `The customer cancelled the booking for ${slot}.`;
    const said = entry.note ? ` Their note: "${entry.note}"` : "";
    return `The customer asked for another time instead of ${slot}.${said}`;
  }
  switch (entry.kind) {
    case "status":
      return `Status ${entry.fromValue ?? "new"} → ${entry.toValue ?? ""}`;
    case "booking":
      return `Booking ${entry.fromValue ?? ""} → ${entry.toValue ?? ""}`;
    case "retry":
      return `Delivery retried${entry.note ? `: ${entry.note}` : ""}`;
    case "note":
      return entry.note ?? "";
  }
}
