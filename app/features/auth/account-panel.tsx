import { useState } from "react";
import { Link } from "react-router";

import { TextField } from "#app/components/forms/fields.tsx";
import { FormSuccess } from "#app/components/forms/form-alert.tsx";
import { passwordProblem } from "#common/password.ts";

import { authRequest } from "./auth-api";
import { AuthForm, fieldValue } from "./auth-form";
import { NewPasswordField } from "./password-field";
import { TwoFactorDisable, TwoFactorSetup } from "./two-factor-setup";

export interface AccountViewer {
  name: string;
  email: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-slate-200 p-5">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function ChangePassword({ viewer }: { viewer: AccountViewer }) {
  const [changed, setChanged] = useState(false);
  if (changed) {
    return (
      <FormSuccess title="Password changed">
        <p>Your other devices have been signed out.</p>
      </FormSuccess>
    );
  }
  return (
    <AuthForm
      label="Change password"
      submitLabel="Change password"
      pendingLabel="Saving…"
      onSubmit={async (data) => {
        const currentPassword = fieldValue(data, "current");
        const newPassword = fieldValue(data, "password");
        const fields: Record<string, string> = {};
        if (!currentPassword) fields.current = "Enter your current password.";
        const weak = passwordProblem(newPassword, viewer);
        if (weak) fields.password = weak;
        if (Object.keys(fields).length) return { fields };
        const result = await authRequest("/change-password", {
          currentPassword,
          newPassword,
          revokeOtherSessions: true,
        });
        if (!result.ok) {
          return result.message.startsWith("That is not your current")
            ? { fields: { current: result.message } }
            : { message: result.message };
        }
        setChanged(true);
      }}
    >
      {(errors) => (
        <>
          <TextField
            id="current-password"
            name="current"
            type="password"
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.current}
          />
          <NewPasswordField
            id="new-password"
            name="password"
            error={errors.password}
            context={() => viewer}
          />
        </>
      )}
    </AuthForm>
  );
}

/** What a signed-in person sees on /auth: who they are, their access, and their security. */
export function AccountPanel({
  viewer,
  requireTwoFactor,
}: {
  viewer: AccountViewer;
  requireTwoFactor: boolean;
}) {
  const [signingOut, setSigningOut] = useState(false);
  const mustEnrol = viewer.isAdmin && requireTwoFactor && !viewer.twoFactorEnabled;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <p data-testid="signed-in-as">
          Signed in as <strong>{viewer.name}</strong> ({viewer.email}).
        </p>
        {viewer.isAdmin ? (
          mustEnrol ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
              Admins must use two-factor sign-in. Set it up below, then open the lead inbox.
            </p>
          ) : (
            <p>
              <Link
                to="/admin"
                className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white no-underline hover:bg-brand-800"
              >
                Open the lead inbox
              </Link>
            </p>
          )
        ) : (
          <p className="rounded-md border border-slate-300 bg-slate-50 p-4">
            This account cannot see leads yet. The owner can give it access with{" "}
            <code>npm run admin:create</code>.
          </p>
        )}
      </div>

      <Section title="Two-factor sign-in">
        {viewer.twoFactorEnabled ? (
          <>
            <p data-testid="two-factor-status">
              Two-factor sign-in is on: signing in asks for a code from your authenticator app.
            </p>
            {!(viewer.isAdmin && requireTwoFactor) && <TwoFactorDisable />}
          </>
        ) : (
          <>
            <p data-testid="two-factor-status">
              Two-factor sign-in is off. With it on, a stolen password alone cannot open your
              account.
            </p>
            <TwoFactorSetup
              next={
                viewer.isAdmin
                  ? { href: "/admin", label: "Open the lead inbox" }
                  : { href: "/auth", label: "Back to your account" }
              }
            />
          </>
        )}
      </Section>

      <Section title="Change password">
        <ChangePassword viewer={viewer} />
      </Section>

      <button
        type="button"
        disabled={signingOut}
        className="rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100"
        onClick={async () => {
          setSigningOut(true);
          await authRequest("/sign-out", {});
          window.location.assign("/login");
        }}
      >
        {signingOut ? "Signing out…" : "Sign out"}
      </button>
    </div>
  );
}
