import type { Case } from "./question-set";

export interface Evaluation {
  accuracy: number;
  failures: { question: string; missing: string[]; answer: string }[];
  timesMs: number[];
}

/** Runs every case through `answer` and checks the facts each answer must contain. */
export function evaluate(cases: Case[], answer: (question: string) => string): Evaluation {
  const failures: Evaluation["failures"] = [];
  const timesMs: number[] = [];
  for (const { question, facts } of cases) {
    const started = performance.now();
    const text = answer(question);
    timesMs.push(performance.now() - started);
    const missing = facts.filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()));
    if (missing.length > 0) failures.push({ question, missing, answer: text });
  }
  return { accuracy: (cases.length - failures.length) / cases.length, failures, timesMs };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
