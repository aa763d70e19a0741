import type { BookingDecisionResult } from "#common/admin-contract.ts";

/** What the admin still has to do about telling the customer, after a decision is saved. */
export function customerToldText({ changed, customerTold }: BookingDecisionResult): string {
  if (!changed) return "Nothing changed: the booking already stood so.";
  const channels = [customerTold.email && "e-mail", customerTold.whatsapp && "WhatsApp"].filter(
    Boolean,
  );
  return channels.length > 0
    ? `Saved. The customer will be told by ${channels.join(" and ")}.`
    : "Saved. The customer has not been told: phone or e-mail them.";
}
