/**
 * Compile-time only. The inbox, privacy and erasure answers are the contract's own types (with
 * Date for time); the lead detail is built from the database rows, so it is checked here: once
 * sent as JSON it must still be what common/admin-contract.ts promises the browser, or
 * `npm run typecheck` fails on this line.
 */
import type * as Contract from "#common/admin-contract.ts";

import type { LeadDetail } from "../../admin/lead-detail";
import type { BookingDecision } from "../../admin/lead-work";

type Holds<Condition extends true> = Condition;

export type LeadDetailContractHolds = Holds<
  Contract.Json<LeadDetail> extends Contract.LeadDetail ? true : false
>;

export type BookingDecisionContractHolds = Holds<
  Contract.Json<Omit<BookingDecision, "outboxIds">> extends Contract.BookingDecisionResult
    ? true
    : false
>;
