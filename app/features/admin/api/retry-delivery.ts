import { useMutation, useQueryClient } from "@tanstack/react-query";

import { type AdminApiError, postJson } from "./admin-client";
import { invalidateLead } from "./lead";

/** Sends one delivery of a lead again now; the lead's page then shows the new attempt. */
export function useRetryDelivery(deliveryId: string, leadPath: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AdminApiError>({
    mutationFn: () => postJson(`/deliveries/${deliveryId}/retry`, {}),
    onSuccess: () => invalidateLead(queryClient, leadPath),
  });
}
