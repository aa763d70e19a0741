import { lazy, Suspense } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import { NotAllowed, TwoFactorNeeded } from "#app/features/admin/admin-notices.tsx";
import type { RouteHandle } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { isAdmin } from "#common/viewer.ts";
import { privacy } from "#content/privacy.ts";

import type { Route } from "./+types/admin";
import { adminPageMeta } from "./admin.server";

// The inbox's code loads only for someone the server has let in; a visitor never downloads it.
const AdminApp = lazy(() => import("#app/features/admin/admin-app.tsx"));

/**
 * Decides on the server who gets the inbox: anyone signed out goes to the sign-in page (and comes
 * back after), a signed-in account without the admin role is told so with a 403, and an admin
 * who must use two-factor sign-in is sent to set it up first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = (await context.viewer?.()) ?? null;
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`, {
      headers: { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" },
    });
  }
  if (!isAdmin(viewer)) {
    return data(
      { state: "forbidden" as const, meta: adminPageMeta("Not allowed"), viewer: null },
      403,
    );
  }
  const admin = context.admin ?? {
    requireTwoFactor: true,
    retentionDays: privacy.leadRetentionDays,
  };
  if (admin.requireTwoFactor && !viewer.twoFactorEnabled) {
    return data({
      state: "needs-2fa" as const,
      meta: adminPageMeta("Set up two-factor sign-in"),
      viewer: null,
    });
  }
  return data({
    state: "ok" as const,
    meta: adminPageMeta("Lead inbox"),
    viewer: { name: viewer.name, email: viewer.email, retentionDays: admin.retentionDays },
  });
}

export const meta = metaFromLoader;

/** The staff's working tool: its own shell, not the brochure's (docs/decisions/018). */
export const handle: RouteHandle = { layout: "admin" };

export const headers = () => ({ "Cache-Control": "no-store" });

/** Moving around inside the inbox changes only the query; who is signed in has not changed. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "forbidden") return <NotAllowed />;
  if (loaderData.state === "needs-2fa") return <TwoFactorNeeded />;
  return (
    <Suspense
      fallback={
        <p role="status" className="mx-auto max-w-6xl px-4 py-10">
          Loading the inbox…
        </p>
      }
    >
      <AdminApp viewer={loaderData.viewer} />
    </Suspense>
  );
}
