import { CUSTOMER_NOTE_MAX_LENGTH, type CustomerLeadStatus } from "#common/lead-status.ts";

const buttonClass = "rounded-md px-4 py-2 font-semibold";

/**
 * What the customer may do to the booking, as plain forms posted to this page: they work
 * without JavaScript. Each carries the booking's state as shown, so a change made meanwhile is
 * not overwritten. Cancelling asks once more, in a fold the browser opens without script.
 */
export function BookingChoices({
  booking,
  note,
}: {
  booking: NonNullable<CustomerLeadStatus["booking"]>;
  /** What the customer typed, kept when the note was refused. */
  note?: string;
}) {
  const { actions, version } = booking;
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="booking-choices" className="space-y-4">
      <h2 id="booking-choices" className="text-xl font-bold text-brand-900">
        Your booking
      </h2>
      {actions.includes("accept") && (
        <form method="post">
          <input type="hidden" name="version" value={version} />
          <button
            type="submit"
            name="action"
            value="accept"
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {`Accept ${booking.slot}`}
          </button>
        </form>
      )}
      {actions.includes("another") && (
        <form method="post" className="space-y-2">
          <input type="hidden" name="version" value={version} />
          <label htmlFor="status-note" className="block font-medium">
            Ask for another time (optional: when suits you?)
          </label>
          <textarea
            id="status-note"
            name="note"
            rows={2}
            maxLength={CUSTOMER_NOTE_MAX_LENGTH}
            defaultValue={note}
            className="block w-full max-w-xl rounded-md border border-slate-400 px-3 py-2"
          />
          <button
            type="submit"
            name="action"
            value="another"
            className={`${buttonClass} border border-brand-700 text-brand-800`}
          >
            Ask for another time
          </button>
        </form>
      )}
      {actions.includes("cancel") && (
        <details className="rounded-md border border-slate-300 p-3">
          <summary className="cursor-pointer font-medium">Cancel this booking</summary>
          <form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="version" value={version} />
            <p>Are you sure? We will not come, and the slot goes to someone else.</p>
            <button
              type="submit"
              name="action"
              value="cancel"
              className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
            >
              Yes, cancel my booking
            </button>
          </form>
        </details>
      )}
    </section>
  );
}
