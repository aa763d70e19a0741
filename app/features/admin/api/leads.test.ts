import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

import { leadsCsvHref, leadsQuery } from "./leads";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the inbox's calls", () => {
  it("ask for the page the filters name, leaving out empty filters", async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ leads: [], total: 0, page: 2 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const filters = { q: "van der Merwe", source: "", status: "new", page: 2 };
    await new QueryClient().fetchQuery(leadsQuery(filters));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/leads?q=van+der+Merwe&status=new&page=2");
  });

  it("export every page of what the filters find", () => {
    expect(leadsCsvHref({ q: "", source: "chatbot_submission", status: "", page: 4 })).toBe(
      "/api/admin/leads.csv?source=chatbot_submission",
    );
  });
});
