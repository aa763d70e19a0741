import { describe, expect, it } from "vitest";

import { createStatusLinks, STATUS_LINK_DAYS } from "./status-link";

const links = createStatusLinks("a-secret-of-at-least-thirty-two-characters");
const now = new Date("2026-11-27T10:00:00Z");
const tokenOf = (path: string) => new URL(path, "https://example.test").searchParams.get("t");

describe("status links", () => {
  it("opens the reference it was made for, until it expires", () => {
    const token = tokenOf(links.path("BK-7KX2-M94Q", now));
    expect(links.check("BK-7KX2-M94Q", token, now)).toBe("valid");
    const justBefore = new Date(now.getTime() + STATUS_LINK_DAYS * 86_400_000 - 1000);
    expect(links.check("BK-7KX2-M94Q", token, justBefore)).toBe("valid");
    const after = new Date(now.getTime() + STATUS_LINK_DAYS * 86_400_000 + 1000);
    expect(links.check("BK-7KX2-M94Q", token, after)).toBe("expired");
  });

  it("opens no other reference, and refuses a token from another secret", () => {
    const token = tokenOf(links.path("BK-7KX2-M94Q", now));
    expect(links.check("BK-7KX2-M94R", token, now)).toBe("invalid");
    const other = createStatusLinks("another-secret-of-at-least-thirty-two-chars");
    expect(other.check("BK-7KX2-M94Q", token, now)).toBe("invalid");
  });

  it("refuses a token whose expiry was moved, and anything malformed", () => {
    const token = tokenOf(links.path("CT-AAAA-BBBB", now))!;
    const [expires, mac] = token.split(".");
    const later = (parseInt(expires!, 36) + 86_400).toString(36);
    expect(links.check("CT-AAAA-BBBB", `${later}.${mac}`, now)).toBe("invalid");
    for (const bad of [null, undefined, "", "x", `${expires}.`, `${expires}.${mac}x`, `.${mac}`]) {
      expect(links.check("CT-AAAA-BBBB", bad, now)).toBe("invalid");
    }
  });

  it("opens only the one spelling of its signature it was issued with", () => {
    const token = tokenOf(links.path("BK-7KX2-M94Q", now))!;
    // The last of 22 base64url characters carries 2 bits; its other 4 are padding.
    const last = token.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sameBits = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(Buffer.from(token.slice(-2, -1) + sameBits, "base64url")).toEqual(
      Buffer.from(token.slice(-2), "base64url"),
    );
    expect(links.check("BK-7KX2-M94Q", token.slice(0, -1) + sameBits, now)).toBe("invalid");
  });

  it("makes absolute links on the site's address, with the reference escaped", () => {
    expect(links.url("BK-7KX2-M94Q", now)).toMatch(
      /^https:\/\/www\.[^/]+\/r\/BK-7KX2-M94Q\?t=[0-9a-z]+\.[\w-]{22}$/,
    );
    expect(links.path("a/b", now)).toMatch(/^\/r\/a%2Fb\?t=/);
  });
});
