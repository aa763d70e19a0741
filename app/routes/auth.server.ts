import { safeNext } from "#app/features/auth/auth-form.tsx";
import type { AuthMode } from "#app/features/auth/mode-links.tsx";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { isAdmin, type Viewer } from "#common/viewer.ts";
import { site } from "#content/site.ts";

const titles: Record<AuthMode | "account", string> = {
  "sign-in": "Sign in",
  register: "Create a staff account",
  forgot: "Forgotten password",
  reset: "Choose a new password",
  account: "Your account",
};

/**
 * /register opens on the new-account form, ?mode= picks the others; whoever is signed in sees
 * their account instead, unless they came to reset a password.
 */
export function authPageData(url: URL, viewer: Viewer | null, requireTwoFactor: boolean) {
  const requested = url.searchParams.get("mode");
  const mode: AuthMode =
    requested === "forgot" || requested === "reset" || requested === "register"
      ? requested
      : url.pathname === "/register"
        ? "register"
        : "sign-in";
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
    requireTwoFactor,
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
