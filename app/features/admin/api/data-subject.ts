import { queryOptions } from "@tanstack/react-query";

import type { SubjectSummary } from "#common/admin-contract.ts";

import { type AdminApiError, filterQuery, getJson } from "./admin-client";

/** The person a POPIA request is about, found by e-mail address, phone number or both. */
export type DataSubject = { email?: string; phone?: string };

/** What is stored about `subject`; nothing is asked until someone is searched for. */
export const dataSubjectQuery = (subject: DataSubject | undefined) =>
  queryOptions<SubjectSummary, AdminApiError>({
    queryKey: ["data-subject", subject],
    queryFn: () => getJson<SubjectSummary>(`/data-subject${filterQuery(subject ?? {})}`),
    enabled: subject !== undefined,
    // A request is answered from what is stored now, never from an earlier search.
    staleTime: 0,
  });

export const dataSubjectExportHref = (subject: DataSubject) =>
  `/api/admin/data-subject/export${filterQuery(subject)}`;
