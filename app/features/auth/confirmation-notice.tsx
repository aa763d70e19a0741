import { FormAlert } from "#app/components/forms/form-alert.tsx";

import { authMessages } from "./auth-api";

/** What an e-mailed confirmation link came to: the address confirmed, or a broken link. */
export function ConfirmationNotice({ confirmation }: { confirmation?: "done" | "failed" }) {
  if (confirmation === "done") {
    return (
      <p
        role="status"
        className="mb-6 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
      >
        Your e-mail address is confirmed. Sign in with the password you chose.
      </p>
    );
  }
  if (confirmation === "failed") {
    return (
      <div className="mb-6">
        <FormAlert>{authMessages.confirmLinkBroken}</FormAlert>
      </div>
    );
  }
  return null;
}
