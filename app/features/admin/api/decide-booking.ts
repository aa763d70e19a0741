import { useMutation } from "@tanstack/react-query";

import type { BookingDecisionResult } from "#common/admin-contract.ts";

import { type AdminApiError, postJson } from "./admin-client";

type BookingDecision =
  { action: "confirm" | "cancel" } | { action: "propose"; date: string; timeWindow: string };

/**
 * Confirms, moves or cancels a booked visit; `onDecided` reloads what shows the booking. The
 * answer says which messages to the customer were queued.
 */
export function useDecideBooking(bookingId: string, onDecided: () => void) {
  return useMutation<BookingDecisionResult, AdminApiError, BookingDecision>({
    mutationFn: (decision) => postJson<BookingDecisionResult>(`/bookings/${bookingId}`, decision),
    onSuccess: onDecided,
  });
}
