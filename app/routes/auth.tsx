import { PageIntro } from "#app/components/page-intro.tsx";
import { AccountPanel } from "#app/features/auth/account-panel.tsx";
import { ConfirmationNotice } from "#app/features/auth/confirmation-notice.tsx";
import { ModeLinks } from "#app/features/auth/mode-links.tsx";
import { ForgotPasswordForm, ResetPasswordForm } from "#app/features/auth/password-reset-forms.tsx";
import { RegisterForm } from "#app/features/auth/register-form.tsx";
import { SignInForm } from "#app/features/auth/sign-in-form.tsx";
import { StaffOnlyNote } from "#app/features/auth/staff-only-note.tsx";
import { metaFromLoader } from "#app/lib/meta.ts";

import type { Route } from "./+types/auth";
import { authPageData } from "./auth.server";

/**
 * /auth, /login and /register: one page, rendered per request because what it shows depends on
 * who is signed in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = (await context.viewer?.()) ?? null;
  return authPageData(new URL(request.url), viewer, context.admin?.requireTwoFactor ?? true);
}

export const meta = metaFromLoader;

/** Account pages are personal: no shared cache may keep them. */
export const headers = () => ({ "Cache-Control": "no-store" });

export default function Auth({ loaderData }: Route.ComponentProps) {
  const { title, mode, next, viewer, requireTwoFactor, resetToken, resetError, confirmation } =
    loaderData;
  return (
    <PageIntro eyebrow="Staff" title={title}>
      {viewer ? (
        <AccountPanel viewer={viewer} requireTwoFactor={requireTwoFactor} />
      ) : (
        <div className="max-w-md">
          <StaffOnlyNote />
          {mode === "sign-in" && <ConfirmationNotice confirmation={confirmation} />}
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
