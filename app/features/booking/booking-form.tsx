import { useMemo, useState, type ReactNode } from "react";

import { ConsentAndSend } from "#app/components/forms/consent-and-send.tsx";
import {
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { FormAlert, FormSuccess } from "#app/components/forms/form-alert.tsx";
import { optionValues, type Option, type OptionGroup } from "#app/components/forms/options.ts";
import { ServiceOptions } from "#app/components/forms/service-options.tsx";
import { StatusLink } from "#app/components/forms/status-link.tsx";
import { useLeadForm } from "#app/lib/use-lead-form.ts";
import type { TimeWindowId } from "#common/booking-dates.ts";
import { NOT_SURE_SERVICE, OTHER_SUBURB } from "#common/booking-options.ts";
import type { BookingRequest, BookingResponse } from "#common/validation/booking.ts";
import { site } from "#content/site.ts";

import type { BookedVisit } from "./calendar-file";

const ENDPOINT = "/api/bookings";
const fieldOrder = [
  "service",
  "description",
  "propertyType",
  "address",
  "suburb",
  "otherSuburb",
  "date",
  "window",
  "name",
  "phone",
  "email",
  "preferredContact",
  "consent",
];

export interface BookingFormProps {
  services: readonly OptionGroup[];
  suburbs: readonly Option[];
  /** The bookable days, worked out by the server in South African time. */
  dates: readonly Option[];
  /** The time windows, with their hours as a description. */
  windows: readonly (Option & { description: string })[];
  /** Per listed day, the windows already fully booked: not offered on that day. */
  fullWindows?: Readonly<Record<string, readonly TimeWindowId[]>>;
  /** When the server listed those days; the browser checks against it, not its own clock. */
  listedAt: string;
}

export function BookingForm({
  services,
  suburbs,
  dates,
  windows,
  fullWindows = {},
  listedAt,
}: BookingFormProps) {
  const [emergency, setEmergency] = useState(false);
  const [suburb, setSuburb] = useState("");
  const [date, setDate] = useState("");
  const fullOnDate = fullWindows[date] ?? [];
  const openWindows = windows.filter((window) => !fullOnDate.some((full) => full === window.value));
  const [booked, setBooked] = useState<BookedVisit & { statusUrl?: string }>();
  const loadValidator = useMemo(
    () => async () => {
      const { bookingValidator } = await import("#common/validation/form-validators.ts");
      return bookingValidator({
        services: optionValues(services),
        suburbs: suburbs.map((option) => option.value),
        now: () => new Date(listedAt),
      });
    },
    [services, suburbs, listedAt],
  );
  const { errors, failure, submitting, formProps } = useLeadForm<BookingRequest, BookingResponse>({
    endpoint: ENDPOINT,
    loadValidator,
    fieldOrder,
    onSaved(response, values) {
      const suburbName =
        values.suburb === OTHER_SUBURB
          ? values.otherSuburb
          : (suburbs.find((option) => option.value === values.suburb)?.label ?? "");
      const service =
        services.flatMap((group) => group.options).find((option) => option.value === values.service)
          ?.label ?? "Electrical work";
      setBooked({
        reference: response.reference,
        date: response.date,
        window: response.window,
        slot: response.slot,
        statusUrl: response.statusUrl,
        address: `${values.address}, ${suburbName}, ${site.address.city}`,
        serviceLabel: values.service === NOT_SURE_SERVICE ? "Electrical work" : service,
      });
      setSuburb("");
      setDate("");
    },
  });

  if (booked) {
    return (
      <BookingConfirmation
        visit={booked}
        onAnother={() => {
          setBooked(undefined);
        }}
      />
    );
  }

  const error = (field: string) => errors[field];

  return (
    <form {...formProps} aria-label="Booking form" className="relative space-y-6">
      <RadioGroup
        id="booking-kind"
        legend="Is this an emergency?"
        options={[
          { value: "planned", label: "No, I want to book a visit" },
          { value: "emergency", label: "Yes, it is an emergency" },
        ]}
        defaultValue="planned"
        inputProps={{
          name: "visit-kind",
          onChange: (event) => setEmergency(event.currentTarget.value === "emergency"),
        }}
      />

      {emergency ? (
        <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-red-950">
          <p className="text-xl font-bold">Do not wait for a booking: call us now.</p>
          <p className="mt-2">
            Our emergency line is open 24 hours a day, 7 days a week. If there are sparks, smoke, a
            burning smell or exposed wires, switch off at the main switch if it is safe to do so,
            keep people away, and call:
          </p>
          <a
            href={`tel:${site.phone.e164}`}
            className="mt-4 inline-block rounded-md bg-red-700 px-6 py-3 text-lg font-bold text-white hover:bg-red-800"
          >
            Call {site.phone.display}
          </a>
          <p className="mt-3 text-sm">
            If a person has had a shock, call 10177 or 112 for an ambulance first.
          </p>
        </div>
      ) : (
        <>
          {failure && <FormAlert>{failure}</FormAlert>}
          <FormSection id="booking-job" title="The job">
            <SelectField
              id="booking-service"
              label="Service"
              error={error("service")}
              name="service"
            >
              <option value="">Choose a service</option>
              <option value={NOT_SURE_SERVICE}>Not sure: I will describe the problem</option>
              <ServiceOptions groups={services} />
            </SelectField>
            <TextAreaField
              id="booking-description"
              label="Describe the job"
              hint="For example: which room, what happens, and since when."
              maxLength={1000}
              error={error("description")}
              name="description"
            />
            <RadioGroup
              id="booking-property"
              legend="Type of property"
              error={error("propertyType")}
              options={[
                { value: "residential", label: "Residential" },
                { value: "commercial", label: "Commercial" },
                { value: "industrial", label: "Industrial" },
              ]}
              inputProps={{ name: "propertyType" }}
            />
            <TextField
              id="booking-address"
              label="Street address"
              autoComplete="address-line1"
              error={error("address")}
              name="address"
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                id="booking-suburb"
                label="Suburb"
                error={error("suburb")}
                name="suburb"
                value={suburb}
                onChange={(event) => setSuburb(event.target.value)}
              >
                <option value="">Choose your suburb</option>
                {suburbs.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                <option value={OTHER_SUBURB}>Other (not listed)</option>
              </SelectField>
              {suburb === OTHER_SUBURB && (
                <TextField
                  id="booking-other-suburb"
                  label="Your suburb"
                  autoComplete="address-level2"
                  error={error("otherSuburb")}
                  name="otherSuburb"
                />
              )}
            </div>
          </FormSection>

          <FormSection id="booking-when" title="When">
            <SelectField
              id="booking-date"
              label="Preferred date"
              hint={`South African time. We do not book Sundays or public holidays; emergencies are handled 24/7 on ${site.phone.display}.`}
              error={error("date")}
              name="date"
              onChange={(event) => setDate(event.target.value)}
            >
              <option value="">Choose a date</option>
              {dates.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <RadioGroup
              id="booking-window"
              legend="Time window"
              error={error("window")}
              hint={
                fullOnDate.length > 0
                  ? `Fully booked on this day: ${windows
                      .filter((window) => !openWindows.includes(window))
                      .map((window) => window.label)
                      .join(", ")}.`
                  : undefined
              }
              options={openWindows}
              inputProps={{ name: "window" }}
            />
          </FormSection>

          <FormSection id="booking-you" title="Your details">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="booking-name"
                label="Full name"
                autoComplete="name"
                error={error("name")}
                name="name"
              />
              <TextField
                id="booking-phone"
                label="Phone number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                error={error("phone")}
                name="phone"
              />
              <TextField
                id="booking-email"
                label="E-mail address"
                type="email"
                autoComplete="email"
                error={error("email")}
                name="email"
              />
            </div>
            <RadioGroup
              id="booking-contact"
              legend="How should we confirm the visit?"
              error={error("preferredContact")}
              options={[
                { value: "phone", label: "Phone call" },
                { value: "email", label: "E-mail" },
              ]}
              inputProps={{ name: "preferredContact" }}
              defaultValue="phone"
            />
          </FormSection>

          <ConsentAndSend
            idPrefix="booking"
            purpose="to arrange this visit"
            consentError={error("consent")}
            submitting={submitting}
            sendLabel="Request this visit"
          />
        </>
      )}
    </form>
  );
}

function BookingConfirmation({
  visit,
  onAnother,
}: {
  visit: BookedVisit & { statusUrl?: string };
  onAnother: () => void;
}) {
  const [calendarFailed, setCalendarFailed] = useState(false);
  return (
    <FormSuccess title="Booking request received" testId="booking-success">
      <p>
        Your reference number is <strong className="font-mono">{visit.reference}</strong>.
      </p>
      <p>
        You asked for <strong>{visit.slot}</strong>, South African time.
      </p>
      <p>
        This is a request, not yet a confirmed appointment. We will phone or e-mail you to confirm
        the slot or to suggest another, usually within a working day.
      </p>
      <StatusLink href={visit.statusUrl} />
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="button"
          onClick={() => {
            // The calendar code is only fetched by visitors who want the file.
            import("./calendar-file")
              .then(({ downloadCalendarFile }) => downloadCalendarFile(visit))
              .catch(() => setCalendarFailed(true));
          }}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Add to my calendar (.ics)
        </button>
        <button
          type="button"
          onClick={onAnother}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
        >
          Book another visit
        </button>
      </div>
      {calendarFailed && (
        <p role="alert">
          The calendar file could not be made just now; please note the date above.
        </p>
      )}
    </FormSuccess>
  );
}

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-5">
      <h3 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
