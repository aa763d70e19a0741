import { queryOptions } from "@tanstack/react-query";

import type { LeadPage } from "#common/admin-contract.ts";

import { type AdminApiError, filterQuery, getJson } from "./admin-client";

/** The inbox's search and filters, as its address holds them. */
export type LeadFilters = { q: string; source: string; status: string; page: number };

/** Every page of the inbox, whatever its filters: what a change to any lead makes stale. */
export const allLeadsKey = ["leads"] as const;

/**
 * An inbox left open on the counter picks up new leads and moves its waiting clocks once a
 * minute while it is on screen (never in a background tab, and not on focus: the spec's default).
 */
export const INBOX_REFRESH_MS = 60_000;

export const leadsQuery = (filters: LeadFilters) =>
  queryOptions<LeadPage, AdminApiError>({
    queryKey: [...allLeadsKey, filters],
    queryFn: () => getJson<LeadPage>(`/leads${filterQuery(filters)}`),
    refetchInterval: INBOX_REFRESH_MS,
  });

/** The CSV of every lead these filters find, not only the page shown. */
export const leadsCsvHref = (filters: LeadFilters) =>
  `/api/admin/leads.csv${filterQuery({ ...filters, page: undefined })}`;
