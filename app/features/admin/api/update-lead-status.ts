import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { LeadStatus } from "#common/leads.ts";

import { type AdminApiError, postJson } from "./admin-client";
import { invalidateLead } from "./lead";

export function useUpdateLeadStatus(leadPath: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AdminApiError, { status: LeadStatus }>({
    mutationFn: (body) => postJson(`/leads/${leadPath}/status`, body),
    onSuccess: () => invalidateLead(queryClient, leadPath),
  });
}
