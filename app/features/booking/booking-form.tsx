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
import type { FormPageText } from "#app/lib/form-text.server.ts";
import { useLeadForm } from "#app/lib/use-lead-form.ts";
import type { TimeWindowId } from "#common/booking-dates.ts";
import { NOT_SURE_SERVICE, OTHER_SUBURB } from "#common/booking-options.ts";
import { fill } from "#common/i18n/fill.ts";
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
  /** The page's words in its language (loader data). */
  text: FormPageText;
}

export function BookingForm({
  services,
  suburbs,
  dates,
  windows,
  fullWindows = {},
  listedAt,
  text,
}: BookingFormProps) {
  const words = text.booking;
  const common = text.common;
  const phone = { phone: site.phone.display };
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
        messages: text.validation,
        locale: text.locale,
      });
    },
    [services, suburbs, listedAt, text.validation, text.locale],
  );
  const { errors, failure, submitting, formProps } = useLeadForm<BookingRequest, BookingResponse>({
    endpoint: ENDPOINT,
    loadValidator,
    fieldOrder,
    language: text.locale,
    messages: {
      connectionFailed: fill(text.client.connectionFailed, phone),
      serverFailed: fill(text.client.serverFailed, phone),
    },
    onSaved(response, values) {
      const suburbName =
        values.suburb === OTHER_SUBURB
          ? values.otherSuburb
          : (suburbs.find((option) => option.value === values.suburb)?.label ?? "");
      const service =
        services.flatMap((group) => group.options).find((option) => option.value === values.service)
          ?.label ?? words.electricalWork;
      setBooked({
        reference: response.reference,
        date: response.date,
        window: response.window,
        slot: response.slot,
        statusUrl: response.statusUrl,
        address: `${values.address}, ${suburbName}, ${site.address.city}`,
        serviceLabel: values.service === NOT_SURE_SERVICE ? words.electricalWork : service,
      });
      setSuburb("");
      setDate("");
    },
  });

  if (booked) {
    return (
      <BookingConfirmation
        visit={booked}
        text={text}
        onAnother={() => {
          setBooked(undefined);
        }}
      />
    );
  }

  const error = (field: string) => errors[field];

  return (
    <form {...formProps} aria-label={words.formLabel} className="relative space-y-6">
      <RadioGroup
        id="booking-kind"
        legend={words.emergencyLegend}
        options={[
          { value: "planned", label: words.planned },
          { value: "emergency", label: words.emergency },
        ]}
        defaultValue="planned"
        inputProps={{
          name: "visit-kind",
          onChange: (event) => setEmergency(event.currentTarget.value === "emergency"),
        }}
      />

      {emergency ? (
        <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-red-950">
          <p className="text-xl font-bold">{words.emergencyTitle}</p>
          <p className="mt-2">{words.emergencyBody}</p>
          <a
            href={`tel:${site.phone.e164}`}
            className="mt-4 inline-block rounded-md bg-red-700 px-6 py-3 text-lg font-bold text-white hover:bg-red-800"
          >
            {fill(words.call, phone)}
          </a>
          <p className="mt-3 text-sm">{words.shock}</p>
        </div>
      ) : (
        <>
          {failure && <FormAlert>{failure}</FormAlert>}
          <FormSection id="booking-job" title={words.jobTitle}>
            <SelectField
              id="booking-service"
              label={words.service}
              error={error("service")}
              name="service"
            >
              <option value="">{words.serviceNone}</option>
              <option value={NOT_SURE_SERVICE}>{words.notSure}</option>
              <ServiceOptions groups={services} />
            </SelectField>
            <TextAreaField
              id="booking-description"
              label={words.description}
              hint={words.descriptionHint}
              maxLength={1000}
              error={error("description")}
              name="description"
            />
            <RadioGroup
              id="booking-property"
              legend={words.propertyType}
              error={error("propertyType")}
              options={[
                { value: "residential", label: words.residential },
                { value: "commercial", label: words.commercial },
                { value: "industrial", label: words.industrial },
              ]}
              inputProps={{ name: "propertyType" }}
            />
            <TextField
              id="booking-address"
              label={words.address}
              autoComplete="address-line1"
              error={error("address")}
              name="address"
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                id="booking-suburb"
                label={words.suburb}
                error={error("suburb")}
                name="suburb"
                value={suburb}
                onChange={(event) => setSuburb(event.target.value)}
              >
                <option value="">{words.suburbNone}</option>
                {suburbs.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                <option value={OTHER_SUBURB}>{words.otherSuburb}</option>
              </SelectField>
              {suburb === OTHER_SUBURB && (
                <TextField
                  id="booking-other-suburb"
                  label={words.yourSuburb}
                  autoComplete="address-level2"
                  error={error("otherSuburb")}
                  name="otherSuburb"
                />
              )}
            </div>
          </FormSection>

          <FormSection id="booking-when" title={words.whenTitle}>
            <SelectField
              id="booking-date"
              label={words.date}
              hint={fill(words.dateHint, phone)}
              error={error("date")}
              name="date"
              onChange={(event) => setDate(event.target.value)}
            >
              <option value="">{words.dateNone}</option>
              {dates.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <RadioGroup
              id="booking-window"
              legend={words.window}
              error={error("window")}
              hint={
                fullOnDate.length > 0
                  ? fill(words.fullOnDay, {
                      windows: windows
                        .filter((window) => !openWindows.includes(window))
                        .map((window) => window.label)
                        .join(", "),
                    })
                  : undefined
              }
              options={openWindows}
              inputProps={{ name: "window" }}
            />
          </FormSection>

          <FormSection id="booking-you" title={words.youTitle}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                id="booking-name"
                label={common.fullName}
                autoComplete="name"
                error={error("name")}
                name="name"
              />
              <TextField
                id="booking-phone"
                label={common.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                error={error("phone")}
                name="phone"
              />
              <TextField
                id="booking-email"
                label={common.email}
                type="email"
                autoComplete="email"
                error={error("email")}
                name="email"
              />
            </div>
            <RadioGroup
              id="booking-contact"
              legend={words.confirmBy}
              error={error("preferredContact")}
              options={[
                { value: "phone", label: words.byPhone },
                { value: "email", label: words.byEmail },
              ]}
              inputProps={{ name: "preferredContact" }}
              defaultValue="phone"
            />
          </FormSection>

          <ConsentAndSend
            idPrefix="booking"
            purpose={words.purpose}
            consentError={error("consent")}
            submitting={submitting}
            sendLabel={words.send}
            text={text}
          />
        </>
      )}
    </form>
  );
}

function BookingConfirmation({
  visit,
  text,
  onAnother,
}: {
  visit: BookedVisit & { statusUrl?: string };
  text: FormPageText;
  onAnother: () => void;
}) {
  const [calendarFailed, setCalendarFailed] = useState(false);
  const words = text.booking;
  const [askedBefore, askedAfter = ""] = words.askedFor.split("{slot}");
  return (
    <FormSuccess title={words.successTitle} testId="booking-success">
      <p>
        {text.common.referenceIs} <strong className="font-mono">{visit.reference}</strong>.
      </p>
      <p>
        {askedBefore}
        <strong>{visit.slot}</strong>
        {askedAfter}
      </p>
      <p>{words.requestNote}</p>
      <StatusLink href={visit.statusUrl} text={text.common} />
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="button"
          onClick={() => {
            // The calendar code is only fetched by visitors who want the file.
            import("./calendar-file")
              .then(({ downloadCalendarFile }) =>
                downloadCalendarFile(
                  visit,
                  text.locale === "en" ? undefined : { words: text.visit, windows: text.calendar },
                ),
              )
              .catch(() => setCalendarFailed(true));
          }}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {words.addToCalendar}
        </button>
        <button
          type="button"
          onClick={onAnother}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
        >
          {words.another}
        </button>
      </div>
      {calendarFailed && <p role="alert">{words.calendarFailed}</p>}
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
