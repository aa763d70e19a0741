import { useMutation, useQueryClient } from "@tanstack/react-query";

import { type AdminApiError, postJson } from "./admin-client";
import { invalidateLead } from "./lead";

export function useAddLeadNote(leadPath: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AdminApiError, { note: string }>({
    mutationFn: (body) => postJson(`/leads/${leadPath}/notes`, body),
    onSuccess: () => invalidateLead(queryClient, leadPath),
  });
}
