import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import { type AdminApiError, deleteJson, getJson, postJson, putJson } from "./admin-client";

export interface AlertDevice {
  id: string;
  label: string;
  endpoint: string;
  createdAt: string;
  lastSentAt: string | null;
}

export interface AlertSettings {
  /** The server's Web Push key, which a subscription must be made with. */
  publicKey: string;
  devices: AlertDevice[];
}

export const alertsKey = ["alerts"] as const;

export const alertsQuery = () =>
  queryOptions<AlertSettings, AdminApiError>({
    queryKey: alertsKey,
    queryFn: () => getJson<AlertSettings>("/alerts"),
  });

/** Hands this device's subscription to the server, or takes it back. */
export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation<unknown, AdminApiError, PushSubscriptionJSON>({
    mutationFn: (subscription) => putJson("/alerts/device", subscription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation<unknown, AdminApiError, string>({
    mutationFn: (endpoint) => deleteJson("/alerts/device", { endpoint }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

/** Sends this device a test alert now, so the admin sees one arrive. */
export function useTestAlert() {
  const queryClient = useQueryClient();
  return useMutation<{ sent: boolean }, AdminApiError, string>({
    mutationFn: (endpoint) => postJson("/alerts/test", { endpoint }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}
