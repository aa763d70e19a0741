import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import {
  MAX_WINDOW_PLACES,
  placesField,
  weekdayNames,
  type WindowPlaces,
} from "#common/booking-capacity.ts";
import { timeWindows } from "#common/booking-dates.ts";

import { capacityQuery, useSaveCapacity } from "./api/capacity";

/** Monday first, as the owner plans a week; Sunday last. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/**
 * How many booking requests each weekday's time window takes: a grid of number boxes, one row per
 * weekday, saved as a whole week. Folded, so it never pushes the leads down.
 */
export function CapacityPanel() {
  const query = useQuery(capacityQuery());
  return (
    <details className="rounded-lg border border-slate-300 bg-white p-4" data-testid="capacity">
      <summary className="cursor-pointer text-lg font-semibold text-brand-900">
        Booking capacity
      </summary>
      <p className="mt-1 text-slate-700">
        How many visits the booking form takes per time window. A full window is no longer offered;
        0 closes it. Sundays and public holidays are always closed.
      </p>
      {query.error && (
        <p role="alert" className="mt-2 text-red-800">
          {query.error.message}
        </p>
      )}
      {/* Keyed by the stored week, so the boxes start from what was saved last. */}
      {query.data && <CapacityForm key={JSON.stringify(query.data.week)} week={query.data.week} />}
    </details>
  );
}

function CapacityForm({ week }: { week: readonly WindowPlaces[] }) {
  const save = useSaveCapacity();
  const [saved, setSaved] = useState(false);
  const placesOf = new Map(week.map((row) => [placesField(row.weekday, row.window), row.places]));
  const errors = save.error?.fieldErrors ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const form = new FormData(event.currentTarget);
    const sent = week.map(({ weekday, window }) => {
      const value = String(form.get(placesField(weekday, window)) ?? "").trim();
      // Sent as typed when it is not a number, so the server names the box.
      return { weekday, window, places: value !== "" && !Number.isNaN(+value) ? +value : value };
    });
    save.mutate(sent as WindowPlaces[], { onSuccess: () => setSaved(true) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3">
      <table className="w-full max-w-md border-collapse text-left">
        <caption className="sr-only">Visits per time window, by weekday</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2 text-sm font-medium text-slate-600">
              Day
            </th>
            {timeWindows.map((window) => (
              <th
                key={window.id}
                scope="col"
                className="px-1 py-1 text-sm font-medium text-slate-600"
              >
                {window.label}
                <span className="block text-xs font-normal">
                  {window.start}–{window.end}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekOrder.map((weekday) => (
            <tr key={weekday} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-2 font-medium text-slate-900">
                {weekdayNames[weekday]}
              </th>
              {timeWindows.map((window) => {
                const name = placesField(weekday, window.id);
                return (
                  <td key={window.id} className="px-1 py-1">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_WINDOW_PLACES}
                      step={1}
                      name={name}
                      aria-label={`${weekdayNames[weekday]} ${window.label.toLowerCase()}: visits`}
                      aria-invalid={errors[name] ? true : undefined}
                      defaultValue={placesOf.get(name) ?? 0}
                      className="w-16 rounded-md border border-slate-400 px-2 py-2 text-base aria-invalid:border-red-700"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Save capacity
        </button>
        <p role="status" className="text-sm text-slate-700">
          {save.isPending ? "Saving…" : saved ? "Saved. The booking form uses it now." : ""}
        </p>
      </div>
      {save.error && (
        <div role="alert" className="mt-2 text-red-800">
          <p>{save.error.message}</p>
          {Object.keys(errors).length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {Object.values(errors).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
