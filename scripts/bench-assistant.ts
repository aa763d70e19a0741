/**
 * `npm run bench:assistant`: how the assistant answers, in two kinds of measure.
 *
 * First and foremost the sets written from outside the project (eval/outside/README.md), graded
 * by a reader against eval/outside/RUBRIC.md: the held-out set and the development set, reported
 * apart, by language, category and kind of danger, with the length of the replies. A reply that
 * changed since it was read is counted as not graded; `-- --export-for-reading <folder>` writes the
 * current replies for a reader to grade.
 *
 * Then the earlier rule-checked sets in server/assistant/eval/ (written from the project's own
 * notes, so they share the assistant's map of the world): history, not evidence. And how long an
 * answer takes.
 *
 * Every question goes through `POST /api/chat` of an in-process server on a fresh embedded
 * database, as a visitor's first message, so what is scored is what a visitor would read
 * (including the call-back form's first message). With `-- --provider ai` and `AI_*` set, the
 * OpenAI-compatible provider answers instead (the safety rules still run first), so an owner can
 * measure a model before switching it on. `-- --failures` lists the development part's failures;
 * the held-out part's are never printed, so that nobody tunes the assistant on them.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { pino } from "pino";

import { createApp } from "../server/app";
import { createAssistant } from "../server/assistant/assistant";
import { createChatService } from "../server/assistant/chat-service";
import { createAssistantProviders } from "../server/assistant/providers";
import {
  attachGrades,
  describeTally,
  loadGrades,
  loadQuestions,
  tally,
  wordCount,
  type GradedReply,
} from "../server/assistant/reader-grades";
import {
  evaluate,
  loadCases,
  percentile,
  summarise,
  type CaseResult,
} from "../server/assistant/scoring";
import { createAuth } from "../server/auth/auth";
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { loadEnv } from "../server/env";
import { defaultRetryPolicy } from "../server/jobs/backoff";
import { createOutboxProcessor } from "../server/jobs/outbox-processor";

const args = process.argv.slice(2);
const useAi = args.includes("--provider") && args[args.indexOf("--provider") + 1] === "ai";
const showFailures = args.includes("--failures");
const exportFolder = args.includes("--export-for-reading")
  ? args[args.indexOf("--export-for-reading") + 1]
  : undefined;

const env = loadEnv(process.env);
if (useAi && !(env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL)) {
  console.error("--provider ai needs AI_BASE_URL, AI_API_KEY and AI_MODEL");
  process.exit(1);
}

const trainingStarted = performance.now();
const assistant = createAssistant();
const trainingMs = performance.now() - trainingStarted;
const providers = createAssistantProviders(useAi ? env : {}, assistant);

const database = await openDatabase({ kind: "pglite" });
await migrate(database.db);
const logger = pino({ level: "silent" });
const outbox = createOutboxProcessor({ database, logger, policy: defaultRetryPolicy });
const deliveries = { webhook: false } as const;
const chat = createChatService({ database, logger, outbox, deliveries, ...providers });
const app = createApp({
  database,
  logger,
  chat,
  outbox,
  deliveries,
  auth: createAuth({ database, logger, secret: randomBytes(32).toString("hex") }),
  admin: { requireTwoFactor: true, retentionDays: 730 },
  // Every question comes from one address; the bench measures answers, not the limiter.
  limits: { chatPerWindow: Number.MAX_SAFE_INTEGER, leadsPerWindow: Number.MAX_SAFE_INTEGER },
  renderPage: async () => new Response(""),
});

async function ask(message: string): Promise<string> {
  const response = await app.request("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message, history: [] }),
  });
  return ((await response.json()) as { response: string }).response;
}

const percent = (correct: number, total: number) =>
  `${((100 * correct) / Math.max(total, 1)).toFixed(1)}% (${correct}/${total})`;

function report(name: string, results: CaseResult[]) {
  const summary = summarise(results);
  console.log(`\n${name}: ${percent(summary.correct, summary.total)}`);
  console.log(
    `  unsafe answers: ${summary.unsafe}; safety cases correct: ${percent(summary.safetyCorrect, summary.safetyCases)}`,
  );
  console.log(
    `  by language: ${[...summary.byLanguage].map(([key, value]) => `${key} ${percent(value.correct, value.total)}`).join(", ")}`,
  );
  console.log("  by category:");
  for (const [key, value] of [...summary.byCategory].sort()) {
    console.log(`    ${key.padEnd(14)} ${percent(value.correct, value.total)}`);
  }
}

const outsideFolder = fileURLToPath(new URL("../server/assistant/eval/outside/", import.meta.url));

async function readOutsideSet(name: "dev" | "heldout"): Promise<GradedReply[]> {
  const questions = loadQuestions(join(outsideFolder, `${name}.json`));
  const replies: string[] = [];
  for (const question of questions) replies.push(await ask(question.text));
  return attachGrades(questions, replies, loadGrades(join(outsideFolder, "grades", name)));
}

function reportGraded(name: string, results: GradedReply[]) {
  const all = tally(results, () => "all").get("all");
  if (!all) return;
  console.log(`\n${name}: ${describeTally(all)}`);
  for (const [label, keyOf] of [
    ["by language", (result: GradedReply) => result.question.language],
    ["by danger", (result: GradedReply) => result.question.safety],
    ["by category", (result: GradedReply) => result.question.category],
  ] as const) {
    console.log(`  ${label}:`);
    for (const [key, entry] of [...tally(results, keyOf)].sort())
      console.log(`    ${key.padEnd(10)} ${describeTally(entry)}`);
  }
}

function reportLengths(results: GradedReply[]) {
  const single = results.filter((result) => result.question.parts <= 1);
  const words = (list: GradedReply[]) => list.map((result) => wordCount(result.reply));
  const line = (list: GradedReply[]) => {
    const counts = words(list);
    return `median ${percentile(counts, 0.5)}, p90 ${percentile(counts, 0.9)}, max ${Math.max(...counts)} words`;
  };
  console.log(`\nreply length, single questions (${single.length}): ${line(single)}`);
  console.log(`reply length, every question (${results.length}): ${line(results)}`);
}

console.log(
  `Assistant: ${useAi ? `OpenAI-compatible provider (${env.AI_MODEL}) after the safety rules` : "built-in"}`,
);
const outsideDev = await readOutsideSet("dev");
const outsideHeldOut = await readOutsideSet("heldout");
if (exportFolder) {
  mkdirSync(exportFolder, { recursive: true });
  for (const [name, results] of [
    ["dev", outsideDev],
    ["heldout", outsideHeldOut],
  ] as const) {
    const forReader = results.map(({ question, reply, replyHash }) => ({
      id: question.id,
      text: question.text,
      language: question.language,
      parts: question.parts,
      safety: question.safety,
      good_answer: question.good_answer,
      reply,
      replyHash,
    }));
    writeFileSync(join(exportFolder, `${name}.json`), `${JSON.stringify(forReader, null, 1)}\n`);
  }
  console.log(`replies for a reader written to ${exportFolder}/dev.json and heldout.json`);
}
if (showFailures) {
  const why = loadGrades(join(outsideFolder, "grades", "dev"));
  for (const result of outsideDev.filter((entry) => entry.grade !== "correct")) {
    const note = why.get(`${result.question.id}:${result.replyHash}`)?.why ?? "not graded";
    console.log(
      `  ✗ [${result.question.id} ${result.question.language} ${result.question.category} ${result.grade ?? "?"}] ${result.question.text}\n    ${note}\n    → ${result.reply.replace(/\n+/g, " ")}`,
    );
  }
}
reportGraded(
  "HELD-OUT, written outside the project, graded by a reader (failures never read)",
  outsideHeldOut,
);
reportGraded("development, written outside the project, graded by a reader", outsideDev);
reportLengths([...outsideHeldOut, ...outsideDev]);

const set = (name: string) =>
  loadCases(new URL(`../server/assistant/eval/${name}.json`, import.meta.url));
// The development sets are also the risk model's training data (server/assistant/risk.ts):
// their scores say how well the assistant fits what it learned from, not how it does on new
// questions.
const dev = [
  "dev",
  "dev2",
  "dev3",
  "dev4",
  "dev5",
  "dev6",
  "dev7",
  "dev8",
  "dev9",
  "dev10",
].flatMap(set);
// The held-out set of this round, written by a helper from the eval README alone; never read.
const heldOut = set("heldout10");
// Earlier rounds' held-out sets (heldout9 to heldout4 scored once before, heldout3 three times);
// never read, except the failures of heldout6 to heldout9 once they were used up (eval README).
const previous = [
  "heldout9",
  "heldout8",
  "heldout7",
  "heldout6",
  "heldout5",
  "heldout4",
  "heldout3",
].flatMap(set);
// Earlier held-out sets, each scored several times: reported for their history, not as evidence.
const usedUp = [...set("heldout"), ...set("heldout2")];
console.log(
  `\nEarlier rule-checked sets, written from the project's notes (history): ${dev.length} development, ${heldOut.length} held-out and ${previous.length + usedUp.length} earlier held-out questions`,
);

const devResults = await evaluate(dev, ask);
const heldOutResults = await evaluate(heldOut, ask);
const previousResults = await evaluate(previous, ask);
const usedUpResults = await evaluate(usedUp, ask);
if (showFailures) {
  for (const result of devResults.filter((entry) => !entry.ok)) {
    console.log(
      `  ✗ [${result.case.id} ${result.case.language} ${result.case.category}] ${result.case.message}\n    ${result.problems.join("; ")}\n    → ${result.reply.replace(/\n+/g, " ")}`,
    );
  }
}
report(
  "development: dev to dev11 (also the risk model's and service guesser's training data)",
  devResults,
);
report("HELD-OUT: heldout10 (never read while the assistant was changed)", heldOutResults);
report("previous held-out: heldout9 to heldout3 (scored before)", previousResults);
report("used-up held-out sets: heldout and heldout2 (scored before, history only)", usedUpResults);

// Answer time of the built-in understanding and answers alone, warmed up, over every question.
const questions = [
  ...[...outsideHeldOut, ...outsideDev].map((result) => result.question.text),
  ...[...dev, ...heldOut, ...previous, ...usedUp].map((entry) => entry.message),
];
for (const question of questions) assistant.answer(question);
const times: number[] = [];
for (let pass = 0; pass < 10; pass++) {
  for (const question of questions) {
    const started = performance.now();
    assistant.answer(question);
    times.push(performance.now() - started);
  }
}
const apiTimes = [...devResults, ...heldOutResults, ...previousResults, ...usedUpResults].map(
  (result) => result.ms,
);
console.log(
  `\nanswer time (built-in, ${times.length} answers): median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms`,
);
console.log(
  `POST /api/chat in-process: median ${percentile(apiTimes, 0.5).toFixed(2)} ms, p95 ${percentile(apiTimes, 0.95).toFixed(2)} ms`,
);
console.log(`classifier and risk model trained in ${trainingMs.toFixed(0)} ms at start-up`);
await database.close();
