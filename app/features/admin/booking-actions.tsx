import { useMemo, useState } from "react";

import { FormAlert } from "#app/components/forms/form-alert.tsx";
import { bookingCalendar, formatShortDate, timeWindows } from "#common/booking-dates.ts";

import { useDecideBooking } from "./api/decide-booking";
import { customerToldText } from "./customer-told";

const buttonClass =
  "rounded-md px-4 py-2 font-semibold disabled:opacity-60 border border-brand-700 text-brand-800 hover:bg-brand-50";

/**
 * Confirming the requested slot, proposing another (the days the booking form would offer
 * today) or cancelling. The customer is told by e-mail and WhatsApp where those are set up;
 * the answer says so, or that the admin must call them.
 */
export function BookingActions({
  id,
  status,
  onDone,
}: {
  id: string;
  status: string;
  onDone(): void;
}) {
  const [proposing, setProposing] = useState(false);
  const dates = useMemo(() => bookingCalendar(new Date()).dates, []);
  const decide = useDecideBooking(id, () => {
    setProposing(false);
    onDone();
  });

  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <p className="font-medium">
        Visit request: <span data-testid="booking-status">{status}</span>
      </p>
      <div className="flex flex-wrap gap-3">
        {status !== "confirmed" && (
          <button
            type="button"
            className={buttonClass}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ action: "confirm" })}
          >
            Confirm this slot
          </button>
        )}
        <button
          type="button"
          className={buttonClass}
          aria-expanded={proposing}
          onClick={() => setProposing((open) => !open)}
        >
          Propose another slot
        </button>
        {status !== "cancelled" && (
          <button
            type="button"
            className={buttonClass}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ action: "cancel" })}
          >
            Cancel the visit
          </button>
        )}
      </div>
      {proposing && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            decide.mutate({
              action: "propose",
              date: String(data.get("date")),
              timeWindow: String(data.get("timeWindow")),
            });
          }}
        >
          <div>
            <label htmlFor="propose-date" className="block font-medium">
              Day
            </label>
            <select
              id="propose-date"
              name="date"
              className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2"
            >
              {dates.map((date) => (
                <option key={date} value={date}>
                  {formatShortDate(date)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="propose-window" className="block font-medium">
              Time
            </label>
            <select
              id="propose-window"
              name="timeWindow"
              className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2"
            >
              {timeWindows.map((window) => (
                <option key={window.id} value={window.id}>
                  {window.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass} disabled={decide.isPending}>
            Save the proposal
          </button>
        </form>
      )}
      {decide.isSuccess && (
        <p role="status" data-testid="booking-customer-told" className="text-slate-700">
          {customerToldText(decide.data)}
        </p>
      )}
      {decide.isError && (
        <FormAlert>{Object.values(decide.error.fieldErrors)[0] ?? decide.error.message}</FormAlert>
      )}
    </div>
  );
}
