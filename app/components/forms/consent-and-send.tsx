import { Link } from "react-router";

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
}: {
  idPrefix: string;
  /** What the details are for, e.g. "to answer my enquiry". */
  purpose: string;
  consentError?: string;
  submitting: boolean;
  sendLabel: string;
}) {
  return (
    <>
      <HoneypotField name="website" />
      <CheckboxField
        id={`${idPrefix}-consent`}
        name="consent"
        label={
          <>
            I agree that {site.name} may use these details {purpose}, as the{" "}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              privacy policy
            </Link>{" "}
            explains.
          </>
        }
        error={consentError}
      />
      <CheckboxField
        id={`${idPrefix}-marketing`}
        name="marketing"
        label="Send me occasional news and offers (optional; you can unsubscribe at any time)."
      />
      <button
        type="submit"
        disabled={submitting}
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {submitting ? "Sending…" : sendLabel}
      </button>
    </>
  );
}
