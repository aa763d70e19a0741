import { useMemo, useState } from "react";

import { ConsentAndSend } from "#app/components/forms/consent-and-send.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/forms/fields.tsx";
import { FormAlert, FormSuccess } from "#app/components/forms/form-alert.tsx";
import { optionValues, type OptionGroup } from "#app/components/forms/options.ts";
import { ServiceOptions } from "#app/components/forms/service-options.tsx";
import { StatusLink } from "#app/components/forms/status-link.tsx";
import type { FormPageText } from "#app/lib/form-text.server.ts";
import { useLeadForm } from "#app/lib/use-lead-form.ts";
import { fill } from "#common/i18n/fill.ts";
import type { ContactRequest, ContactResponse } from "#common/validation/contact.ts";
import { site } from "#content/site.ts";

const ENDPOINT = "/api/contact";
const fieldOrder = ["name", "phone", "email", "suburb", "service", "message", "consent"];

export function ContactForm({
  services,
  text,
}: {
  services: readonly OptionGroup[];
  /** The page's words in its language (loader data). */
  text: FormPageText;
}) {
  const [saved, setSaved] = useState<ContactResponse>();
  const words = text.contact;
  const common = text.common;
  const phone = { phone: site.phone.display };
  const loadValidator = useMemo(
    () => async () => {
      const { contactValidator } = await import("#common/validation/form-validators.ts");
      return contactValidator({ services: optionValues(services), messages: text.validation });
    },
    [services, text.validation],
  );
  const { errors, failure, submitting, formProps } = useLeadForm<ContactRequest, ContactResponse>({
    endpoint: ENDPOINT,
    loadValidator,
    fieldOrder,
    language: text.locale,
    messages: {
      connectionFailed: fill(text.client.connectionFailed, phone),
      serverFailed: fill(text.client.serverFailed, phone),
    },
    onSaved(response, _, form) {
      setSaved(response);
      form.reset();
    },
  });

  const error = (field: string) => errors[field];

  return (
    <div className="space-y-6">
      {saved && (
        <FormSuccess title={words.successTitle} testId="contact-success">
          <p>
            {common.referenceIs} <strong className="font-mono">{saved.reference}</strong>.{" "}
            {words.quoteIt}
          </p>
          <p>{words.next}</p>
          <StatusLink href={saved.statusUrl} text={common} />
          <p>
            {words.emergencyBefore}{" "}
            <a href={`tel:${site.phone.e164}`} className="font-semibold underline">
              {site.phone.display}
            </a>{" "}
            {words.emergencyAfter}
          </p>
        </FormSuccess>
      )}
      {/* Without JavaScript the browser posts the form itself and the server answers with a page. */}
      <form
        {...formProps}
        onSubmit={(event) => {
          setSaved(undefined);
          formProps.onSubmit(event);
        }}
        aria-label={words.formLabel}
        className="relative space-y-5"
      >
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="contact-name"
            label={common.fullName}
            autoComplete="name"
            error={error("name")}
            name="name"
          />
          <TextField
            id="contact-phone"
            label={common.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={words.phoneHint}
            error={error("phone")}
            name="phone"
          />
          <TextField
            id="contact-email"
            label={common.email}
            type="email"
            autoComplete="email"
            error={error("email")}
            name="email"
          />
          <TextField
            id="contact-suburb"
            label={words.suburb}
            optional={common.optional}
            autoComplete="address-level2"
            error={error("suburb")}
            name="suburb"
          />
        </div>
        <SelectField
          id="contact-service"
          label={words.service}
          optional={common.optional}
          error={error("service")}
          name="service"
        >
          <option value="">{words.serviceNone}</option>
          <ServiceOptions groups={services} />
        </SelectField>
        <TextAreaField
          id="contact-message"
          label={words.message}
          hint={words.messageHint}
          error={error("message")}
          maxLength={1000}
          name="message"
        />
        <ConsentAndSend
          idPrefix="contact"
          purpose={words.purpose}
          consentError={error("consent")}
          submitting={submitting}
          sendLabel={words.send}
          text={text}
        />
      </form>
    </div>
  );
}
