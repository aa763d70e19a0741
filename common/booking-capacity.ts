/**
 * The booking capacity as the admin and the booking form see it: places per weekday and time
 * window, and which (date, window) pairs are full. Stored in `booking_capacity`.
 */
import type { TimeWindowId } from "./booking-dates";

/** Far above what a small team can visit in four hours; a typo such as 200 is refused. */
export const MAX_WINDOW_PLACES = 20;

export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** One weekday's time window: 0 is Sunday; 0 places closes the window. */
export interface WindowPlaces {
  weekday: number;
  window: TimeWindowId;
  places: number;
}

/** The name of one window's field: the admin grid's input and the API's field error. */
export const placesField = (weekday: number, window: string) => `places-${weekday}-${window}`;

/** A time window on one date that takes no more requests. */
export interface FullWindow {
  date: string;
  window: TimeWindowId;
}

/** Finds the full windows from `from` to `to` (YYYY-MM-DD, both included). */
export type BookingAvailability = (from: string, to: string) => Promise<FullWindow[]>;
