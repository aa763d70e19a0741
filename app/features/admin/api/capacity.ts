import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { WindowPlaces } from "#common/booking-capacity.ts";

import { type AdminApiError, getJson, putJson } from "./admin-client";

export interface CapacityWeek {
  week: WindowPlaces[];
}

export const capacityKey = ["capacity"] as const;

export const capacityQuery = () =>
  queryOptions<CapacityWeek, AdminApiError>({
    queryKey: capacityKey,
    queryFn: () => getJson<CapacityWeek>("/capacity"),
  });

/** Replaces the whole week's places; the answer is the week as stored. */
export function useSaveCapacity() {
  const queryClient = useQueryClient();
  return useMutation<CapacityWeek, AdminApiError, WindowPlaces[]>({
    mutationFn: (week) => putJson<CapacityWeek>("/capacity", { week }),
    onSuccess: (saved) => queryClient.setQueryData(capacityKey, saved),
  });
}
