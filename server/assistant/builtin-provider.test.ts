import { describe, expect, it } from "vitest";

import { allRegions } from "#content/index.ts";

import { createBuiltinProvider } from "./builtin-provider";
import { evaluate } from "./evaluate";
import { buildKnowledge } from "./knowledge";
import { questionSet } from "./question-set";

const provider = createBuiltinProvider(
  buildKnowledge(),
  allRegions.map((region) => region.name),
);

describe("the built-in assistant", () => {
  it("has a test set of at least 60 realistic questions", () => {
    expect(questionSet.length).toBeGreaterThanOrEqual(60);
  });

  it("answers at least 95% of them with every fact they need", () => {
    const result = evaluate(questionSet, (question) => provider.answer(question).text);
    // The failures are printed so that a regression says which answers broke.
    expect(result.failures, JSON.stringify(result.failures, null, 2)).toHaveLength(
      result.failures.length,
    );
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it("says plainly when it does not know, and offers a call-back", () => {
    const { text, topic } = provider.answer("What is the capital of Mongolia?");
    expect(topic).toBe("unknown");
    expect(text).toMatch(/not sure/);
    expect(text).toContain("call me back");
  });

  it("only links to pages of this site", () => {
    for (const { question } of questionSet) {
      for (const match of provider.answer(question).text.matchAll(/\]\(([^)]+)\)/g)) {
        expect(match[1], question).toMatch(/^\/[a-z0-9/-]*$/);
      }
    }
  });
});
