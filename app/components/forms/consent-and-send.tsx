import { Link } from "react-router";

import type { FormPageText } from "#app/lib/form-text.server.ts";
import { fill } from "#common/i18n/fill.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { site } from "#content/site.ts";

import { CheckboxField, HoneypotField } from "./fields";

/**
 * The end of every lead form: the honeypot, the POPIA consent box (required), the separate
 * marketing question (section 69: unticked, optional) and the send button.
 */
export function ConsentAndSend({
  idPrefix,
  purpose,
  consentError,
  submitting,
  sendLabel,
  text,
}: {
  idPrefix: string;
  /** What the details are for, e.g. "to answer my enquiry". */
  purpose: string;
  consentError?: string;
  submitting: boolean;
  sendLabel: string;
  /** The page's words, with its language (loader data). */
  text: Pick<FormPageText, "common" | "locale">;
}) {
  const words = text.common;
  return (
    <>
      <HoneypotField name="website" />
      {/* Sent with the form, also without JavaScript: the server answers in this language. */}
      <input type="hidden" name="language" value={text.locale} />
      <CheckboxField
        id={`${idPrefix}-consent`}
        name="consent"
        label={
          <>
            {fill(words.consentBefore, { business: site.name, purpose })}{" "}
            <Link
              to={pathIn(text.locale, "/privacy-policy")}
              className="font-medium text-brand-700 underline"
            >
              {words.privacyPolicy}
            </Link>{" "}
            {words.consentAfter}
          </>
        }
        error={consentError}
      />
      <CheckboxField id={`${idPrefix}-marketing`} name="marketing" label={words.marketing} />
      <button
        type="submit"
        disabled={submitting}
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {submitting ? words.sending : sendLabel}
      </button>
    </>
  );
}
