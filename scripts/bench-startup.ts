/**
 * `npm run bench:startup`: how long the production server (build/node/index.js, as `npm start`
 * runs it) takes from the moment its process is spawned until it answers /api/health, on an
 * embedded database that already exists (the usual restart), and on an empty folder (the first
 * start, which creates and migrates the database). Also under load: restarted while another copy
 * on PostgreSQL answers a stream of requests (skipped when PostgreSQL is not installed). Prints
 * the median and the slowest of BENCH_RUNS starts each (default 7).
 */
import { spawn } from "node:child_process";

import { freePort } from "#tests/setup/free-port.ts";
import { findPostgresBin, startPostgresCluster } from "#tests/setup/postgres-cluster.ts";
import { makeDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** Milliseconds from spawn to the first 200 from /api/health. */
async function timeOneStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["build/node/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      await response?.body?.cancel();
      if (response?.ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error("no answer within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

function summary(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const slowest = sorted.at(-1)!;
  console.log(
    `${name.padEnd(44)} median ${(median / 1000).toFixed(2)} s   slowest ${(slowest / 1000).toFixed(2)} s   (${times.length} starts)`,
  );
}

async function existingDatabase() {
  const dataDir = await makeDataDir();
  try {
    await timeOneStart({ DATA_DIR: dataDir.path }); // makes and migrates it
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await timeOneStart({ DATA_DIR: dataDir.path }));
    summary("restart, embedded database already there", times);
  } finally {
    await dataDir.remove();
  }
}

async function firstStart() {
  const times: number[] = [];
  for (let run = 0; run < Math.min(RUNS, 3); run++) {
    const dataDir = await makeDataDir();
    try {
      times.push(await timeOneStart({ DATA_DIR: dataDir.path }));
    } finally {
      await dataDir.remove();
    }
  }
  summary("first start, empty data folder", times);
}

/** A copy restarted while another copy on the same PostgreSQL serves requests without a pause. */
async function underLoad() {
  if (!(await findPostgresBin())) {
    console.log("restart under load: skipped (PostgreSQL server programs not found)");
    return;
  }
  const cluster = await startPostgresCluster();
  const dataDir = await makeDataDir();
  const env = {
    DATABASE_URL: cluster.url,
    BETTER_AUTH_SECRET: "bench-startup-secret-0123456789abcdef",
    LOG_LEVEL: "warn",
  };
  const busy = await startBuiltServer({ dataDir: dataDir.path, env, readyWhen: "healthy" });
  let loading = true;
  const load = (async () => {
    // Two requests in flight at all times: pages and a search of the assistant's knowledge.
    const paths = ["/", "/services", "/faq", "/af"];
    await Promise.all(
      [0, 1].map(async (lane) => {
        for (let index = lane; loading; index += 2) {
          const response = await fetch(`${busy.url}${paths[index % paths.length]}`).catch(
            () => undefined,
          );
          await response?.arrayBuffer();
        }
      }),
    );
  })();
  try {
    const times: number[] = [];
    for (let run = 0; run < Math.min(RUNS, 5); run++) {
      times.push(await timeOneStart({ ...env, DATA_DIR: dataDir.path }));
    }
    summary("restart beside a copy under load (PostgreSQL)", times);
  } finally {
    loading = false;
    await load;
    await busy.stop();
    await dataDir.remove();
    await cluster.remove();
  }
}

await existingDatabase();
await firstStart();
await underLoad();
