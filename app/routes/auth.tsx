import { Link } from "react-router";

import { FormAlert } from "#app/components/forms/form-alert.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { AccountPanel } from "#app/features/auth/account-panel.tsx";
import { authMessages } from "#app/features/auth/auth-api.ts";
import { safeNext } from "#app/features/auth/auth-form.tsx";
import { ForgotPasswordForm, ResetPasswordForm } from "#app/features/auth/password-reset-forms.tsx";
import { RegisterForm } from "#app/features/auth/register-form.tsx";
import { SignInForm } from "#app/features/auth/sign-in-form.tsx";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { isAdmin } from "#common/viewer.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/auth";

type Mode = "sign-in" | "register" | "forgot" | "reset";

const titles: Record<Mode | "account", string> = {
  "sign-in": "Sign in",
  register: "Create a staff account",
  forgot: "Forgotten password",
  reset: "Choose a new password",
  account: "Your account",
};

/**
 * /auth, /login and /register: one page, rendered per request because what it shows depends on
 * who is signed in. /register opens on the new-account form; ?mode= picks the others.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("mode");
  const mode: Mode =
    requested === "forgot" || requested === "reset" || requested === "register"
      ? requested
      : url.pathname === "/register"
        ? "register"
        : "sign-in";
  const viewer = (await context.viewer?.()) ?? null;
  const showAccount = viewer !== null && mode !== "reset";
  const title = titles[showAccount ? "account" : mode];
  return {
    meta: pageMeta({
      title,
      description: `Staff sign-in for ${site.name}.`,
      path: url.pathname,
      noindex: true,
    }),
    title,
    mode,
    next: safeNext(url.searchParams.get("next")),
    resetToken: url.searchParams.get("token") ?? undefined,
    resetError: url.searchParams.get("error") ?? undefined,
    // Where an e-mailed confirmation link lands (CONFIRMED_PATH), with `error` when it failed.
    confirmation:
      url.searchParams.get("confirmed") === "1"
        ? url.searchParams.has("error")
          ? ("failed" as const)
          : ("done" as const)
        : undefined,
    requireTwoFactor: context.admin?.requireTwoFactor ?? true,
    viewer: showAccount
      ? {
          name: viewer.name,
          email: viewer.email,
          isAdmin: isAdmin(viewer),
          twoFactorEnabled: viewer.twoFactorEnabled,
        }
      : null,
  };
}

export const meta = metaFromLoader;

/** Account pages are personal: no shared cache may keep them. */
export const headers = () => ({ "Cache-Control": "no-store" });

const linkClass = "text-brand-700 underline";

function ModeLinks({ mode, next }: { mode: Mode; next: string }) {
  const keepNext = next === "/admin" ? "" : `&next=${encodeURIComponent(next)}`;
  return (
    <ul className="mt-8 space-y-2">
      {mode !== "sign-in" && (
        <li>
          Have an account?{" "}
          <Link className={linkClass} to={`/login${keepNext ? `?${keepNext.slice(1)}` : ""}`}>
            Sign in
          </Link>
        </li>
      )}
      {mode !== "forgot" && (
        <li>
          <Link className={linkClass} to="/auth?mode=forgot">
            Forgotten your password?
          </Link>
        </li>
      )}
      {mode !== "register" && (
        <li>
          New to the team?{" "}
          <Link className={linkClass} to="/register">
            Create an account
          </Link>
        </li>
      )}
    </ul>
  );
}

export default function Auth({ loaderData }: Route.ComponentProps) {
  const { title, mode, next, viewer, requireTwoFactor, resetToken, resetError, confirmation } =
    loaderData;
  return (
    <PageIntro eyebrow="Staff" title={title}>
      {viewer ? (
        <AccountPanel viewer={viewer} requireTwoFactor={requireTwoFactor} />
      ) : (
        <div className="max-w-md">
          <p className="mb-6">
            Accounts on this site are for {site.name} staff. Customers do not need one: call{" "}
            {site.phone.display} or send us a message from the{" "}
            <Link className={linkClass} to="/contact">
              contact page
            </Link>
            .
          </p>
          {mode === "sign-in" && confirmation === "done" && (
            <p
              role="status"
              className="mb-6 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
            >
              Your e-mail address is confirmed. Sign in with the password you chose.
            </p>
          )}
          {mode === "sign-in" && confirmation === "failed" && (
            <div className="mb-6">
              <FormAlert>{authMessages.confirmLinkBroken}</FormAlert>
            </div>
          )}
          {mode === "sign-in" && <SignInForm next={next} />}
          {mode === "register" && <RegisterForm />}
          {mode === "forgot" && <ForgotPasswordForm />}
          {mode === "reset" && <ResetPasswordForm token={resetToken} error={resetError} />}
          {mode !== "reset" && <ModeLinks mode={mode} next={next} />}
        </div>
      )}
    </PageIntro>
  );
}
