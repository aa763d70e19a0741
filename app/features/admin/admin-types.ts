export type {
  Delivery,
  InboxLead as InboxRow,
  LeadDetail as Lead,
  LeadPage as InboxPage,
} from "#common/admin-contract.ts";
