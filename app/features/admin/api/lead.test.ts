import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { invalidateLead, leadQuery } from "./lead";
import { type LeadFilters, leadsQuery } from "./leads";

const filters = (overrides: Partial<LeadFilters> = {}): LeadFilters => ({
  q: "",
  source: "",
  status: "",
  page: 1,
  ...overrides,
});

describe("a change to a lead", () => {
  it("makes its own page and every inbox page stale, and nothing else", async () => {
    const client = new QueryClient();
    const cached = {
      changed: leadQuery("contact_message/1").queryKey,
      other: leadQuery("contact_message/2").queryKey,
      inbox: leadsQuery(filters()).queryKey,
      filtered: leadsQuery(filters({ status: "won", page: 3 })).queryKey,
      goLive: ["go-live"],
    };
    for (const key of Object.values(cached)) client.setQueryData(key, {});

    await invalidateLead(client, "contact_message/1");

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(cached.changed)).toBe(true);
    expect(stale(cached.inbox)).toBe(true);
    expect(stale(cached.filtered)).toBe(true);
    expect(stale(cached.other)).toBe(false);
    expect(stale(cached.goLive)).toBe(false);
  });
});
