import { useState } from "react";
import { useRevalidator } from "react-router";

import { TextField } from "#app/components/forms/fields.tsx";
import { FormSuccess } from "#app/components/forms/form-alert.tsx";

import { authRequest } from "./auth-api";
import { AuthForm, fieldValue } from "./auth-form";
import { QrCode } from "./qr-code";

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The secret in the otpauth:// address, in groups of four for typing into an app by hand. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Setting up an authenticator app: confirm the password, scan the code (or type the secret),
 * keep the backup codes, and prove it works with one code. Two-factor is on only after that.
 */
export function TwoFactorSetup({ next }: { next: { href: string; label: string } }) {
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [verified, setVerified] = useState(false);

  if (verified) {
    return (
      <FormSuccess title="Two-factor sign-in is on">
        <p>From now on, signing in asks for a code from your authenticator app.</p>
        <p>
          {/* A full load: the page must be rendered again with the account as it is now. */}
          <a href={next.href} className="font-semibold text-brand-700 underline">
            {next.label}
          </a>
        </p>
      </FormSuccess>
    );
  }

  if (!enrolment) {
    return (
      <AuthForm
        label="Set up two-factor sign-in"
        submitLabel="Set up an authenticator app"
        pendingLabel="Preparing…"
        onSubmit={async (data) => {
          const password = fieldValue(data, "password");
          if (!password) return { fields: { password: "Enter your password to continue." } };
          const result = await authRequest<Enrolment>("/two-factor/enable", { password });
          if (!result.ok) return { message: result.message };
          setEnrolment(result.data);
        }}
      >
        {(errors) => (
          <TextField
            id="two-factor-password"
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            hint="Asked again because this changes how you sign in."
            required
            error={errors.password}
          />
        )}
      </AuthForm>
    );
  }

  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-6 pl-5">
        <li>
          <p>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password and others).
          </p>
          <div className="mt-3">
            <QrCode value={enrolment.totpURI} label="QR code for your authenticator app" />
          </div>
          <p className="mt-3">Cannot scan it? Type this key into the app instead:</p>
          <p>
            <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 text-lg">
              {secretOf(enrolment.totpURI)}
            </code>
          </p>
        </li>
        <li>
          <p>
            Keep these backup codes somewhere safe, away from your phone. Each one signs you in once
            if the phone is lost.
          </p>
          <ul
            data-testid="backup-codes"
            className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono text-base"
          >
            {enrolment.backupCodes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
        </li>
        <li>
          <p>Enter the code your app now shows, to confirm it is set up.</p>
          <div className="mt-3">
            <AuthForm
              label="Confirm the authenticator app"
              submitLabel="Turn on two-factor sign-in"
              pendingLabel="Checking…"
              onSubmit={async (data) => {
                const code = fieldValue(data, "code").replace(/\s+/g, "");
                if (!/^\d{6}$/.test(code)) {
                  return { fields: { code: "Enter the 6 digits your app shows." } };
                }
                const result = await authRequest("/two-factor/verify-totp", { code });
                if (!result.ok) return { message: result.message };
                setVerified(true);
              }}
            >
              {(errors) => (
                <TextField
                  id="two-factor-code"
                  name="code"
                  label="Code from the app"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  error={errors.code}
                />
              )}
            </AuthForm>
          </div>
        </li>
      </ol>
    </div>
  );
}

/** Turning two-factor off again, with the password. */
export function TwoFactorDisable() {
  const revalidator = useRevalidator();
  return (
    <AuthForm
      label="Turn off two-factor sign-in"
      submitLabel="Turn off two-factor sign-in"
      pendingLabel="Turning off…"
      onSubmit={async (data) => {
        const password = fieldValue(data, "password");
        if (!password) return { fields: { password: "Enter your password to continue." } };
        const result = await authRequest("/two-factor/disable", { password });
        if (!result.ok) return { message: result.message };
        revalidator.revalidate();
      }}
    >
      {(errors) => (
        <TextField
          id="two-factor-off-password"
          name="password"
          type="password"
          label="Your password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
      )}
    </AuthForm>
  );
}
