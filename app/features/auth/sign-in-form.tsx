import { useEffect, useRef, useState } from "react";

import { TextField } from "#app/components/forms/fields.tsx";

import { authRequest } from "./auth-api";
import { AuthForm, emailProblem, fieldValue } from "./auth-form";

/**
 * Password first; when the account has two-factor sign-in, a second step asks for the code from
 * the authenticator app, or one of the backup codes.
 */
export function SignInForm({ next }: { next: string }) {
  const [step, setStep] = useState<"password" | "code">("password");
  const [useBackupCode, setUseBackupCode] = useState(false);
  // A full page load, so the page the person was sent from renders with their session.
  const done = () => window.location.assign(next);

  if (step === "password") {
    return (
      <AuthForm
        label="Sign in"
        submitLabel="Sign in"
        pendingLabel="Signing in…"
        onSubmit={async (data) => {
          const email = fieldValue(data, "email").trim();
          const password = fieldValue(data, "password");
          const fields: Record<string, string> = {};
          const badEmail = emailProblem(email);
          if (badEmail) fields.email = badEmail;
          if (!password) fields.password = "Enter your password.";
          if (Object.keys(fields).length) return { fields };
          const result = await authRequest<{ twoFactorRedirect?: boolean }>("/sign-in/email", {
            email,
            password,
          });
          if (!result.ok) return { message: result.message };
          if (result.data.twoFactorRedirect) setStep("code");
          else done();
        }}
      >
        {(errors) => (
          <>
            <TextField
              id="sign-in-email"
              name="email"
              type="email"
              label="E-mail address"
              autoComplete="username"
              required
              error={errors.email}
            />
            <TextField
              id="sign-in-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
          </>
        )}
      </AuthForm>
    );
  }

  return (
    <CodeStep>
      <p>
        {useBackupCode
          ? "Enter one of the backup codes you saved when you set up two-factor sign-in. Each code works once."
          : "Open your authenticator app and enter the 6-digit code it shows for this site."}
      </p>
      <AuthForm
        key={useBackupCode ? "backup" : "totp"}
        label="Two-factor code"
        submitLabel="Verify and sign in"
        pendingLabel="Checking…"
        onSubmit={async (data) => {
          const code = fieldValue(data, "code").replace(/\s+/g, "");
          if (!useBackupCode && !/^\d{6}$/.test(code)) {
            return { fields: { code: "Enter the 6 digits your app shows." } };
          }
          if (useBackupCode && code.length < 6) {
            return { fields: { code: "Enter a backup code exactly as you saved it." } };
          }
          const result = await authRequest(
            useBackupCode ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
            { code },
          );
          if (!result.ok) return { message: result.message };
          done();
        }}
      >
        {(errors) => (
          <TextField
            id="sign-in-code"
            name="code"
            label={useBackupCode ? "Backup code" : "Authentication code"}
            inputMode={useBackupCode ? "text" : "numeric"}
            autoComplete="one-time-code"
            required
            error={errors.code}
          />
        )}
      </AuthForm>
      <button
        type="button"
        className="text-brand-700 underline"
        onClick={() => setUseBackupCode((value) => !value)}
      >
        {useBackupCode
          ? "Use the code from my app instead"
          : "I cannot use my app: use a backup code"}
      </button>
    </CodeStep>
  );
}

/**
 * The code step replaces the password form, so the focus would fall back to the page; it moves
 * to the code field instead, where the person is about to type.
 */
function CodeStep({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector("input")?.focus(), []);
  return (
    <div ref={box} className="space-y-4">
      {children}
    </div>
  );
}
