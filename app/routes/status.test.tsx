import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  isRouteErrorResponse,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  useRouteError,
} from "react-router";
import { describe, expect, it, vi } from "vitest";

import type {
  CustomerActionResult,
  CustomerLeadStatus,
  LeadStatusLookup,
} from "#common/lead-status.ts";
import type { LoadContext } from "#common/load-context.ts";
import { site } from "#content/site.ts";

import * as statusPage from "./status";

const lead: CustomerLeadStatus = {
  kind: "appointment",
  reference: "BK-7KX2-M94Q",
  firstName: "Sipho",
  serviceTitle: "Electrical Repairs and Fault-Finding",
  suburb: "Parow",
  receivedOn: "2026-11-20",
  stage: "proposed",
  booking: {
    state: "proposed",
    slot: "Thursday 26 November 2026, midday (10:00 to 14:00)",
    version: "proposed 2026-11-26 midday",
    actions: ["accept", "another", "cancel"],
  },
};

/** The route as the server renders it, with a load context standing in for the server's. */
async function render(
  lookup: LeadStatusLookup,
  init: { method?: string; body?: URLSearchParams; acted?: CustomerActionResult } = {},
) {
  const Page = statusPage.default as never as (props: {
    loaderData: unknown;
    actionData: unknown;
  }) => React.ReactNode;
  const leadStatusAction = vi.fn(async () => init.acted ?? ({ outcome: "not-found" } as const));
  const context: LoadContext = {
    leadStatus: vi.fn(async () => lookup),
    leadStatusAction,
  };
  const handler = createStaticHandler([
    {
      path: "/r/:reference",
      loader: statusPage.loader as never,
      action: statusPage.action as never,
      Component: () => <Page loaderData={useLoaderData()} actionData={useActionData()} />,
      ErrorBoundary: () => {
        const error = useRouteError();
        return <p>{isRouteErrorResponse(error) ? error.status : String(error)}</p>;
      },
    },
  ]);
  const request = new Request("http://site.test/r/BK-7KX2-M94Q?t=token", {
    method: init.method ?? "GET",
    body: init.body,
  });
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const html = renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, result)}
      context={result}
    />,
  );
  return { status: result.statusCode, html, context, leadStatusAction, errors: result.errors };
}

describe("the status page", () => {
  it("shows where the request stands, the customer's choices and the emergency line", async () => {
    const { status, html, context } = await render({ state: "found", lead });
    expect(status).toBe(200);
    expect(context.leadStatus).toHaveBeenCalledWith("BK-7KX2-M94Q", "token");
    expect(html).toContain("Hi Sipho, here is your request");
    expect(html).toContain("Another slot proposed: Thursday 26 November 2026, midday");
    expect(html).toContain("Accept Thursday 26 November 2026");
    expect(html).toContain("Ask for another time");
    expect(html).toContain("Yes, cancel my booking");
    expect(html).toContain('value="proposed 2026-11-26 midday"');
    // Plain forms: they post to this page, token and all, without JavaScript.
    expect(html).toMatch(/<form method="post"/);
    expect(html).toContain(site.phone.display);
    expect(html).toContain("24 hours a day");
  });

  it("shows a received request with no choices, and an anonymised one without a name", async () => {
    const received = await render({
      state: "found",
      lead: { ...lead, kind: "contact_message", stage: "received", booking: undefined },
    });
    expect(received.html).toContain("Received");
    expect(received.html).not.toContain("<form");
    const anonymous = await render({
      state: "found",
      lead: { ...lead, firstName: null, serviceTitle: null, suburb: null, booking: undefined },
    });
    expect(anonymous.html).toContain("Your request");
    expect(anonymous.html).not.toContain("Sipho");
    expect(anonymous.html).not.toContain("Parow");
  });

  it("answers an unknown link with a 404 and an expired one with a page that says so", async () => {
    const missing = await render({ state: "not-found" });
    expect(missing.status).toBe(404);
    const expired = await render({ state: "expired" });
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("This link has expired");
    expect(expired.html).toContain(site.phone.display);
    expect(expired.html).toContain(site.email);
  });

  it("passes the form to the server and shows its answer, keeping a refused note", async () => {
    const body = new URLSearchParams({
      action: "another",
      version: "proposed 2026-11-26 midday",
      note: "Mornings suit me",
    });
    const refused = await render(
      { state: "found", lead },
      { method: "POST", body, acted: { outcome: "refused", message: "Nothing was changed." } },
    );
    expect(refused.leadStatusAction).toHaveBeenCalledWith("BK-7KX2-M94Q", "token", {
      action: "another",
      version: "proposed 2026-11-26 midday",
      note: "Mornings suit me",
    });
    expect(refused.html).toContain("Nothing was changed.");
    expect(refused.html).toContain("Mornings suit me</textarea>");
    const unknown = await render({ state: "found", lead }, { method: "POST", body });
    expect(unknown.status).toBe(404);
  });

  it("asks for private, unindexed responses with no Referer", () => {
    expect(statusPage.headers()).toEqual({
      "X-Robots-Tag": "noindex, nofollow",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "same-origin",
    });
  });
});
