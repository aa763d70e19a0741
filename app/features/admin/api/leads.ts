import { queryOptions } from "@tanstack/react-query";

import type { LeadPage } from "#common/admin-contract.ts";

import { type AdminApiError, filterQuery, getJson } from "./admin-client";

/** The inbox's search and filters, as its address holds them. */
export type LeadFilters = { q: string; source: string; status: string; page: number };

/** Every page of the inbox, whatever its filters: what a change to any lead makes stale. */
export const allLeadsKey = ["leads"] as const;

export const leadsQuery = (filters: LeadFilters) =>
  queryOptions<LeadPage, AdminApiError>({
    queryKey: [...allLeadsKey, filters],
    queryFn: () => getJson<LeadPage>(`/leads${filterQuery(filters)}`),
  });

/** The CSV of every lead these filters find, not only the page shown. */
export const leadsCsvHref = (filters: LeadFilters) =>
  `/api/admin/leads.csv${filterQuery({ ...filters, page: undefined })}`;
