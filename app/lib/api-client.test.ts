import { afterEach, describe, expect, it, vi } from "vitest";

import { client } from "#common/i18n/en/forms.ts";
import { fill } from "#common/i18n/fill.ts";
import { site } from "#content/site.ts";

import { apiRequest } from "./api-client";
import { submitLead } from "./submit-lead";

/** The English page's words, as its loader hands them to the form. */
const messages = {
  connectionFailed: fill(client.connectionFailed, { phone: site.phone.display }),
  serverFailed: fill(client.serverFailed, { phone: site.phone.display }),
};
const connectionFailedMessage = messages.connectionFailed;

function answer(status: number, body: string, contentType = "application/json") {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { "Content-Type": contentType } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends a body as JSON with POST, and nothing with GET", async () => {
    const fetchMock = answer(200, "{}");
    await apiRequest("/api/x", { body: { a: 1 } });
    await apiRequest("/api/y");
    const [[, post], [, get]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(post).toMatchObject({ method: "POST", body: '{"a":1}', credentials: "same-origin" });
    expect(new Headers(post.headers).get("Content-Type")).toBe("application/json");
    expect(get).toMatchObject({ method: "GET", body: undefined });
    expect(new Headers(get.headers).has("Content-Type")).toBe(false);
  });

  it("returns the parsed body of a success, and null when it was not JSON", async () => {
    answer(201, '{"id":7}');
    expect(await apiRequest("/api/x")).toEqual({ ok: true, status: 201, body: { id: 7 } });
    answer(200, "<html>", "text/html");
    expect(await apiRequest("/api/x")).toEqual({ ok: true, status: 200, body: null });
  });

  it("returns a refusal's body, an empty one when it was not a JSON object", async () => {
    answer(422, '{"error":"Check the form.","fieldErrors":{"phone":"Too short."}}');
    expect(await apiRequest("/api/x")).toEqual({
      ok: false,
      status: 422,
      body: { error: "Check the form.", fieldErrors: { phone: "Too short." } },
    });
    answer(502, "Bad gateway", "text/plain");
    expect(await apiRequest("/api/x")).toEqual({ ok: false, status: 502, body: {} });
    answer(500, "null");
    expect(await apiRequest("/api/x")).toEqual({ ok: false, status: 500, body: {} });
  });

  it("answers status 0 when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await apiRequest("/api/x")).toEqual({ ok: false, status: 0, body: {} });
  });
});

describe("submitLead", () => {
  it("sorts each answer into what the form shows, keeping the server's sentences", async () => {
    answer(201, '{"reference":"C-1"}');
    expect(await submitLead("/api/contact", {}, messages)).toEqual({
      kind: "saved",
      body: { reference: "C-1" },
    });
    answer(422, '{"error":"Please correct the errors.","fieldErrors":{"name":"Required."}}');
    expect(await submitLead("/api/contact", {}, messages)).toEqual({
      kind: "invalid",
      message: "Please correct the errors.",
      fieldErrors: { name: "Required." },
    });
    answer(429, '{"error":"Too many messages."}');
    expect(await submitLead("/api/contact", {}, messages)).toEqual({
      kind: "failed",
      message: "Too many messages.",
    });
    answer(503, "unavailable", "text/plain");
    const failed = await submitLead("/api/contact", {}, messages);
    expect(failed.kind).toBe("failed");
    expect(failed.kind === "failed" && failed.message).toMatch(/still in the form/);
  });

  it("tells the visitor their details are kept when the connection fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await submitLead("/api/contact", {}, messages)).toEqual({
      kind: "failed",
      message: connectionFailedMessage,
    });
  });
});
