import { describe, expect, it } from "vitest";

import { rateLimitKey } from "./client-address";

describe("rateLimitKey", () => {
  it("counts IPv4 addresses one by one", () => {
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });

  it("counts every IPv6 address of one /64 together, however it is written", () => {
    const key = "2001:db8:85a3:42::/64";
    expect(rateLimitKey("2001:db8:85a3:42::1")).toBe(key);
    expect(rateLimitKey("2001:0db8:85a3:0042:1234:5678:9abc:def0")).toBe(key);
    expect(rateLimitKey("2001:DB8:85A3:42:ffff::")).toBe(key);
    expect(rateLimitKey("2001:db8:85a3:42::1%eth0")).toBe(key);
    expect(rateLimitKey("2001:db8:85a3:43::1")).not.toBe(key);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
