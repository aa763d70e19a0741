import { describe, expect, it } from "vitest";

import { pages as af } from "./af/pages";
import { pages as en } from "./en/pages";

/**
 * One argument for every string written as a function: read as a string ("Sample") by those that
 * take one (a name, a phone, a topic), and as the facts by those that take an object.
 */
const sample = Object.assign(new String("Sample"), {
  name: "Lavis Electrical",
  locality: "Bishop Lavis",
  badge: "Badge",
  founded: 2011,
});

/** Every string of a message tree, by its key path; functions are called with the samples. */
function strings(tree: unknown, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  if (typeof tree === "function") return [[path, (tree as (value: unknown) => string)(sample)]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => strings(item, `${path}[${index}]`));
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    strings(value, path ? `${path}.${key}` : key),
  );
}

/** Strings that are rightly the same in both languages. */
const sameInBoth = new Set<string>([]);

describe("the Afrikaans strings of the home, about, FAQ and privacy pages", () => {
  const english = new Map(strings(en));
  const afrikaans = strings(af);

  it("give every English string", () => {
    expect(afrikaans.map(([path]) => path).sort()).toEqual([...english.keys()].sort());
  });

  it("are none of them empty", () => {
    for (const [path, text] of afrikaans) expect(text.trim(), path).not.toBe("");
  });

  it("are written in Afrikaans, not left in English", () => {
    for (const [path, text] of afrikaans) {
      if (sameInBoth.has(path)) continue;
      expect(text, path).not.toBe(english.get(path));
    }
  });

  it("name the business and its place from the arguments, not by hand", () => {
    const byPath = new Map(afrikaans);
    expect(byPath.get("home.metaTitle")).toBe("Elektrisiëns in Kaapstad, tuis in Bishop Lavis");
    expect(byPath.get("home.heading")).toBe("Kaapse elektrisiëns, tuis in Sample");
    expect(byPath.get("about.metaDescription")).toContain("tuis in Bishop Lavis sedert 2011");
  });
});
