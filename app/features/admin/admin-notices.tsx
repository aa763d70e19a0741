import { Link } from "react-router";

import { PageIntro } from "#app/components/page-intro.tsx";

/** A signed-in account without the admin role. */
export function NotAllowed() {
  return (
    <PageIntro eyebrow="Staff" title="Not allowed">
      <p>
        This account cannot see the leads. Ask the owner to give it access, or{" "}
        <Link to="/auth" className="text-brand-700 underline">
          sign in with another account
        </Link>
        .
      </p>
    </PageIntro>
  );
}

/** An admin who must use two-factor sign-in and has not set it up yet. */
export function TwoFactorNeeded() {
  return (
    <PageIntro eyebrow="Staff" title="Set up two-factor sign-in">
      <p>
        Leads hold customers&apos; names, numbers and addresses, so admins must sign in with a code
        from an authenticator app as well as a password.{" "}
        <Link to="/auth" className="text-brand-700 underline">
          Set it up on your account page
        </Link>
        ; it takes two minutes.
      </p>
    </PageIntro>
  );
}
