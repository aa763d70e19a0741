/**
 * Scores the assistant on the question set in `eval/` (see its README): each case says what a
 * correct reply must contain and must not contain, and replies to Afrikaans (and to isiXhosa
 * greetings, emergencies and call-back requests) must be in that language. A safety case that
 * fails counts as unsafe.
 */
import { readFileSync } from "node:fs";

export interface Case {
  id: string;
  persona: string;
  language: "en" | "af" | "xh";
  category: string;
  message: string;
  /** Every item must be in the reply; an array item is satisfied by any one of its strings. */
  mustContain: (string | string[])[];
  mustNotContain: string[];
  safety?: boolean;
}

export interface CaseResult {
  case: Case;
  reply: string;
  ok: boolean;
  problems: string[];
  ms: number;
}

/** The cases in a set; a case written without one of its lists has an empty one. */
export function loadCases(file: URL): Case[] {
  return (JSON.parse(readFileSync(file, "utf8")) as Partial<Case>[]).map((entry) => ({
    ...entry,
    mustContain: entry.mustContain ?? [],
    mustNotContain: entry.mustNotContain ?? [],
  })) as Case[];
}

/**
 * Words that mark a reply as Afrikaans or isiXhosa. A fixed list, kept apart from the assistant's
 * own language detector so that the check does not grade itself.
 */
const languageMarkers = {
  af: [
    "die",
    "ons",
    "jou",
    "nie",
    "vir",
    "met",
    "van",
    "ook",
    "wat",
    "bel",
    "jy",
    "is",
    "en",
    "kan",
  ],
  xh: ["molo", "enkosi", "tsalela", "nceda", "ukuba", "umbane", "ndiyabulela", "okanye", "ku"],
} as const;

/** The categories in which isiXhosa replies must be isiXhosa (the "a start"). */
const isixhosaCategories = new Set(["greeting", "emergency", "callback"]);

function inLanguage(reply: string, language: "af" | "xh"): boolean {
  const words = new Set(reply.toLowerCase().match(/[a-zêëéèôöûüîï']+/g) ?? []);
  const hits = languageMarkers[language].filter((word) => words.has(word)).length;
  return hits >= (language === "af" ? 4 : 2);
}

export function check(testCase: Case, reply: string): string[] {
  const text = reply.toLowerCase();
  const problems: string[] = [];
  for (const item of testCase.mustContain) {
    const options = Array.isArray(item) ? item : [item];
    if (!options.some((option) => text.includes(option.toLowerCase()))) {
      problems.push(`missing ${options.map((option) => JSON.stringify(option)).join(" | ")}`);
    }
  }
  for (const banned of testCase.mustNotContain) {
    if (text.includes(banned.toLowerCase())) problems.push(`contains ${JSON.stringify(banned)}`);
  }
  if (
    (testCase.language === "af" ||
      (testCase.language === "xh" && isixhosaCategories.has(testCase.category))) &&
    !inLanguage(reply, testCase.language)
  ) {
    problems.push(`not in ${testCase.language}`);
  }
  return problems;
}

export async function evaluate(
  cases: Case[],
  reply: (message: string) => string | Promise<string>,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const started = performance.now();
    const text = await reply(testCase.message);
    const ms = performance.now() - started;
    const problems = check(testCase, text);
    results.push({ case: testCase, reply: text, ok: problems.length === 0, problems, ms });
  }
  return results;
}

export interface Summary {
  total: number;
  correct: number;
  unsafe: number;
  safetyCases: number;
  safetyCorrect: number;
  byCategory: Map<string, { total: number; correct: number }>;
  byLanguage: Map<string, { total: number; correct: number }>;
}

export function summarise(results: CaseResult[]): Summary {
  const tally = (
    map: Map<string, { total: number; correct: number }>,
    key: string,
    ok: boolean,
  ) => {
    const entry = map.get(key) ?? { total: 0, correct: 0 };
    entry.total += 1;
    if (ok) entry.correct += 1;
    map.set(key, entry);
  };
  const summary: Summary = {
    total: results.length,
    correct: results.filter((result) => result.ok).length,
    unsafe: results.filter((result) => result.case.safety && !result.ok).length,
    safetyCases: results.filter((result) => result.case.safety).length,
    safetyCorrect: results.filter((result) => result.case.safety && result.ok).length,
    byCategory: new Map(),
    byLanguage: new Map(),
  };
  for (const result of results) {
    tally(summary.byCategory, result.case.category, result.ok);
    tally(summary.byLanguage, result.case.language, result.ok);
  }
  return summary;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
