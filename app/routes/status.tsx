import { data } from "react-router";

import { LeadStatusView } from "#app/features/status/lead-status-view.tsx";
import { LinkExpired } from "#app/features/status/link-expired.tsx";
import { notFound } from "#app/lib/http.server.ts";
import { metaFromLoader } from "#app/lib/meta.ts";

import type { Route } from "./+types/status";
import { statusPageMeta } from "./status.server";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t");

/**
 * The customer's private status page, `/r/<reference>?t=<token>`, rendered per request. A bad
 * token and an unknown reference both get the site's ordinary 404, so the page never tells
 * whether a reference exists. The server adds its private headers (server/status/status-page-http.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lookup = (await context.leadStatus?.(params.reference, tokenOf(request))) ?? {
    state: "not-found" as const,
  };
  if (lookup.state === "not-found") notFound();
  if (lookup.state === "expired") {
    return data({ state: "expired" as const, meta: statusPageMeta("Link expired") }, 410);
  }
  return { state: "found" as const, lead: lookup.lead, meta: statusPageMeta("Your request") };
}

/** The booking's forms post here (plain HTML forms: they work without JavaScript). */
export async function action({ params, request, context }: Route.ActionArgs) {
  // A post that is no form (a script's JSON) reads as an empty one: an unknown action, not a 500.
  const form = await request.formData().catch(() => new FormData());
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const note = field("note");
  const result = (await context.leadStatusAction?.(params.reference, tokenOf(request), {
    action: field("action"),
    version: field("version"),
    note,
  })) ?? { outcome: "not-found" as const };
  if (result.outcome === "not-found") notFound();
  // An expired link shows the loader's expired page; nothing was changed.
  return result.outcome === "expired" ? null : { ...result, note };
}

export const meta = metaFromLoader;

export const headers = () => ({
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
});

export default function StatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "expired") return <LinkExpired />;
  return <LeadStatusView lead={loaderData.lead} result={actionData ?? undefined} />;
}
