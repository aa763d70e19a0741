import { useMutation } from "@tanstack/react-query";

import { type AdminApiError, postJson } from "./admin-client";

type BookingDecision =
  { action: "confirm" | "cancel" } | { action: "propose"; date: string; timeWindow: string };

/** Confirms, moves or cancels a booked visit; `onDecided` reloads what shows the booking. */
export function useDecideBooking(bookingId: string, onDecided: () => void) {
  return useMutation<unknown, AdminApiError, BookingDecision>({
    mutationFn: (decision) => postJson(`/bookings/${bookingId}`, decision),
    onSuccess: onDecided,
  });
}
