import type { CustomerLeadStatus } from "#common/lead-status.ts";
import { CALLBACK_PROMISE_HOURS } from "#common/limits.ts";

/** Where the request stands, in one sentence the customer reads first. */
export function stageText(lead: CustomerLeadStatus): { title: string; detail: string } {
  const slot = lead.booking?.slot;
  switch (lead.stage) {
    case "received":
      return {
        title: "Received",
        detail:
          lead.kind === "appointment"
            ? "We have your booking request and will phone or e-mail you to confirm the slot or to suggest another."
            : lead.kind === "chatbot_submission"
              ? `We have your call-back request: an electrician will call you within ${CALLBACK_PROMISE_HOURS} hours.`
              : "We have your message and will contact you within 24 hours, usually much sooner during working hours.",
      };
    case "contacted":
      return {
        title: "We are in touch",
        detail: "We have contacted you about this request and are working on it.",
      };
    case "confirmed":
      return {
        title: slot ? `Booking confirmed for ${slot}` : "Booking confirmed",
        detail: "An electrician will come in this time window.",
      };
    case "proposed":
      return {
        title: slot ? `Another slot proposed: ${slot}` : "Another slot proposed",
        detail:
          "We could not come at the time you asked for. Please accept this slot, ask for another, or cancel.",
      };
    case "cancelled":
      return { title: "Cancelled", detail: "This booking is cancelled." };
    case "closed":
      return { title: "Closed", detail: "This request is closed." };
  }
}
