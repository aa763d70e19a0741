import { useMemo, useState } from "react";

import { ConsentAndSend } from "#app/components/forms/consent-and-send.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/forms/fields.tsx";
import { FormAlert, FormSuccess } from "#app/components/forms/form-alert.tsx";
import { optionValues, type OptionGroup } from "#app/components/forms/options.ts";
import { ServiceOptions } from "#app/components/forms/service-options.tsx";
import { StatusLink } from "#app/components/forms/status-link.tsx";
import { useLeadForm } from "#app/lib/use-lead-form.ts";
import type { ContactRequest, ContactResponse } from "#common/validation/contact.ts";
import { site } from "#content/site.ts";

const ENDPOINT = "/api/contact";
const fieldOrder = ["name", "phone", "email", "suburb", "service", "message", "consent"];

export function ContactForm({ services }: { services: readonly OptionGroup[] }) {
  const [saved, setSaved] = useState<ContactResponse>();
  const loadValidator = useMemo(
    () => async () => {
      const { contactValidator } = await import("#common/validation/form-validators.ts");
      return contactValidator({ services: optionValues(services) });
    },
    [services],
  );
  const { errors, failure, submitting, formProps } = useLeadForm<ContactRequest, ContactResponse>({
    endpoint: ENDPOINT,
    loadValidator,
    fieldOrder,
    onSaved(response, _, form) {
      setSaved(response);
      form.reset();
    },
  });

  const error = (field: string) => errors[field];

  return (
    <div className="space-y-6">
      {saved && (
        <FormSuccess title="Thank you, your message is on its way to us" testId="contact-success">
          <p>
            Your reference number is <strong className="font-mono">{saved.reference}</strong>.
            Please quote it if you call us.
          </p>
          <p>We will contact you within 24 hours, usually much sooner during working hours.</p>
          <StatusLink href={saved.statusUrl} />
          <p>
            An emergency cannot wait for that: call{" "}
            <a href={`tel:${site.phone.e164}`} className="font-semibold underline">
              {site.phone.display}
            </a>{" "}
            now, day or night.
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
        aria-label="Contact form"
        className="relative space-y-5"
      >
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="contact-name"
            label="Full name"
            autoComplete="name"
            error={error("name")}
            name="name"
          />
          <TextField
            id="contact-phone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint="A cell number is best, so we can WhatsApp you."
            error={error("phone")}
            name="phone"
          />
          <TextField
            id="contact-email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            error={error("email")}
            name="email"
          />
          <TextField
            id="contact-suburb"
            label="Suburb"
            optional
            autoComplete="address-level2"
            error={error("suburb")}
            name="suburb"
          />
        </div>
        <SelectField
          id="contact-service"
          label="Service"
          optional
          error={error("service")}
          name="service"
        >
          <option value="">Choose a service, or leave this blank</option>
          <ServiceOptions groups={services} />
        </SelectField>
        <TextAreaField
          id="contact-message"
          label="Your message"
          hint="What is happening, and since when? The more we know, the better we can quote."
          error={error("message")}
          maxLength={1000}
          name="message"
        />
        <ConsentAndSend
          idPrefix="contact"
          purpose="to answer my enquiry"
          consentError={error("consent")}
          submitting={submitting}
          sendLabel="Send message"
        />
      </form>
    </div>
  );
}
