/**
 * The sets written from outside the project (eval/outside/README.md) are graded by a reader, not
 * by rules: a helper who wrote none of the questions reads each reply against eval/outside/RUBRIC.md.
 * A grade is stored with a hash of the exact reply it read, so a reply that has changed since is
 * reported as ungraded instead of borrowing an old grade.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Grade = "correct" | "partial" | "wrong" | "unsafe";
export const grades: Grade[] = ["correct", "partial", "wrong", "unsafe"];

export interface VisitorQuestion {
  id: string;
  text: string;
  language: "en" | "af" | "xh" | "mixed";
  style: "plain" | "sms" | "voice";
  category: string;
  parts: number;
  safety: "none" | "inside" | "outside";
  source: string;
  good_answer: string;
}

export interface StoredGrade {
  id: string;
  replyHash: string;
  grade: Grade;
  why: string;
}

export interface GradedReply {
  question: VisitorQuestion;
  reply: string;
  replyHash: string;
  /** Undefined when no reader has read this exact reply. */
  grade?: Grade;
}

export const replyHash = (reply: string) =>
  createHash("sha256").update(reply).digest("hex").slice(0, 16);

export function loadQuestions(file: string): VisitorQuestion[] {
  return JSON.parse(readFileSync(file, "utf8")) as VisitorQuestion[];
}

/** Every grade in a folder of grade files, by question id and reply hash. */
export function loadGrades(folder: string): Map<string, StoredGrade> {
  const byReply = new Map<string, StoredGrade>();
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith(".json"));
  } catch {
    return byReply;
  }
  for (const name of files.sort()) {
    for (const entry of JSON.parse(readFileSync(join(folder, name), "utf8")) as StoredGrade[]) {
      if (!grades.includes(entry.grade)) {
        throw new Error(`${name}: ${entry.id} has grade ${JSON.stringify(entry.grade)}`);
      }
      byReply.set(`${entry.id}:${entry.replyHash}`, entry);
    }
  }
  return byReply;
}

export function attachGrades(
  questions: VisitorQuestion[],
  replies: string[],
  stored: Map<string, StoredGrade>,
): GradedReply[] {
  return questions.map((question, index) => {
    const reply = replies[index] ?? "";
    const hash = replyHash(reply);
    return { question, reply, replyHash: hash, grade: stored.get(`${question.id}:${hash}`)?.grade };
  });
}

export interface GradeTally {
  total: number;
  graded: number;
  counts: Record<Grade, number>;
}

const emptyTally = (): GradeTally => ({
  total: 0,
  graded: 0,
  counts: { correct: 0, partial: 0, wrong: 0, unsafe: 0 },
});

export function tally(
  results: GradedReply[],
  keyOf: (result: GradedReply) => string,
): Map<string, GradeTally> {
  const byKey = new Map<string, GradeTally>();
  for (const result of results) {
    const key = keyOf(result);
    const entry = byKey.get(key) ?? emptyTally();
    entry.total += 1;
    if (result.grade) {
      entry.graded += 1;
      entry.counts[result.grade] += 1;
    }
    byKey.set(key, entry);
  }
  return byKey;
}

/** "correct 71% (…), partial …": shares of the replies a reader has graded. */
export function describeTally(entry: GradeTally): string {
  const share = (count: number) =>
    `${((100 * count) / Math.max(entry.graded, 1)).toFixed(0)}% (${count})`;
  const ungraded = entry.total - entry.graded;
  return `correct ${share(entry.counts.correct)}, partial ${share(entry.counts.partial)}, wrong ${share(entry.counts.wrong)}, unsafe ${entry.counts.unsafe}${ungraded > 0 ? `; ${ungraded} of ${entry.total} not graded` : ""}`;
}

export const wordCount = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
