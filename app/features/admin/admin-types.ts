import type { LeadKind, LeadStatus } from "#common/admin-contract.ts";

export type {
  Delivery,
  InboxLead as InboxRow,
  LeadDetail as Lead,
  LeadPage as InboxPage,
  LeadKind,
  LeadStatus,
} from "#common/admin-contract.ts";
export { leadStatuses } from "#common/admin-contract.ts";

export const sourceLabels: Record<LeadKind, string> = {
  chatbot_submission: "Chat",
  contact_message: "Contact form",
  appointment: "Booking",
};

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};
