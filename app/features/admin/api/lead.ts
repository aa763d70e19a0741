import { queryOptions, type QueryClient } from "@tanstack/react-query";

import type { LeadDetail } from "#common/admin-contract.ts";

import { type AdminApiError, getJson } from "./admin-client";
import { allLeadsKey } from "./leads";

/** `leadPath` is "kind/id", as in /api/admin/leads/<kind>/<id>. */
export const leadQuery = (leadPath: string) =>
  queryOptions<LeadDetail, AdminApiError>({
    queryKey: ["lead", leadPath],
    queryFn: () => getJson<LeadDetail>(`/leads/${leadPath}`),
  });

/** After a change to a lead: its own page first, then every inbox page that may list it. */
export async function invalidateLead(queryClient: QueryClient, leadPath: string) {
  await queryClient.invalidateQueries({ queryKey: leadQuery(leadPath).queryKey });
  await queryClient.invalidateQueries({ queryKey: allLeadsKey });
}
