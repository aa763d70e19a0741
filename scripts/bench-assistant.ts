/**
 * `npm run bench:assistant`: runs the built-in assistant over the test set of visitor questions
 * (server/assistant/question-set.ts) and prints its accuracy and how long an answer takes.
 */
import { randomBytes } from "node:crypto";

import { pino } from "pino";

import { allRegions } from "../content/index";
import { createApp } from "../server/app";
import { createBuiltinProvider } from "../server/assistant/builtin-provider";
import { evaluate, median } from "../server/assistant/evaluate";
import { buildKnowledge } from "../server/assistant/knowledge";
import { questionSet } from "../server/assistant/question-set";
import { createAuth } from "../server/auth/auth";
import { createChatService } from "../server/chat/chat-service";
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { defaultRetryPolicy } from "../server/jobs/backoff";
import { createOutboxProcessor } from "../server/jobs/outbox-processor";

const startedIndex = performance.now();
const provider = createBuiltinProvider(
  buildKnowledge(),
  allRegions.map((region) => region.name),
);
const indexMs = performance.now() - startedIndex;

// Warm up the JIT, then measure several passes.
for (let pass = 0; pass < 5; pass++)
  evaluate(questionSet, (question) => provider.answer(question).text);
const passes = Array.from({ length: 20 }, () =>
  evaluate(questionSet, (question) => provider.answer(question).text),
);
const result = passes[0]!;
const times = passes.flatMap((pass) => pass.timesMs).sort((a, b) => a - b);

console.log(`Built-in assistant, ${questionSet.length} questions`);
for (const failure of result.failures) {
  console.log(
    `  ✗ ${failure.question}\n    missing: ${failure.missing.join(", ")}\n    answer: ${failure.answer}`,
  );
}
console.log(
  `accuracy: ${(result.accuracy * 100).toFixed(1)}% (${questionSet.length - result.failures.length}/${questionSet.length})`,
);
console.log(
  `answer time: median ${median(times).toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(3)} ms`,
);
console.log(`index built in ${indexMs.toFixed(0)} ms at start-up`);

// The same questions through the HTTP API, in-process: what the server adds on top.
const database = await openDatabase({ kind: "pglite" });
await migrate(database.db);
const logger = pino({ level: "silent" });
const outbox = createOutboxProcessor({ database, logger, policy: defaultRetryPolicy });
const chat = createChatService({
  database,
  logger,
  outbox,
  deliveries: { webhook: false },
  builtin: provider,
});
const app = createApp({
  database,
  logger,
  chat,
  outbox,
  deliveries: { webhook: false },
  auth: createAuth({ database, logger, secret: randomBytes(32).toString("hex") }),
  admin: { requireTwoFactor: true, retentionDays: 730 },
  // Every question comes from one address; the bench measures answers, not the limiter.
  limits: { chatPerWindow: Number.MAX_SAFE_INTEGER },
  renderPage: async () => new Response(""),
});
const apiTimes: number[] = [];
for (let pass = 0; pass < 10; pass++) {
  for (const { question } of questionSet) {
    const started = performance.now();
    const response = await app.request("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: question, history: [] }),
    });
    await response.json();
    if (pass > 1) apiTimes.push(performance.now() - started);
  }
}
await database.close();
console.log(
  `POST /api/chat in-process: median ${median(apiTimes).toFixed(3)} ms over ${apiTimes.length} requests`,
);
