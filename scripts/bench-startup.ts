/**
 * `npm run bench:startup`: how long the production server (build/node/index.js, as `npm start`
 * runs it) takes from the moment its process is spawned until it answers /api/health, on an
 * embedded database that already exists (the usual restart), and on an empty folder (the first
 * start, which creates and migrates the database). Also under load: restarted while another copy
 * on PostgreSQL answers a stream of requests (skipped when PostgreSQL is not installed). Each
 * start also times the home page and a sign-in answer, asked for the moment health answers: the
 * server listens before sign-in (better-auth) has loaded, so that figure says what a sign-in
 * right after a restart waits. Prints the median and the slowest of BENCH_RUNS starts each
 * (default 7).
 */
import { findPostgresBin, startPostgresCluster } from "#tests/setup/postgres-cluster.ts";
import { makeDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

interface StartTimes {
  /** Milliseconds from spawn to the first 200 from /api/health. */
  health: number;
  /** … to the home page, asked for as soon as health answered. */
  page: number;
  /** … to an answer from sign-in (its session check), asked for at the same moment. */
  signIn: number;
}

async function timeOneStart(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<StartTimes> {
  const started = performance.now();
  const server = await startBuiltServer({
    dataDir,
    env: { LOG_LEVEL: "warn", ...env },
    readyWhen: "healthy",
  });
  const health = performance.now() - started;
  const timed = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status} after a start`);
    return performance.now() - started;
  };
  const [page, signIn] = await Promise.all([timed("/"), timed("/api/auth/get-session")]);
  await server.stop();
  return { health, page, signIn };
}

function line(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const slowest = sorted.at(-1)!;
  console.log(
    `${name.padEnd(60)} median ${(median / 1000).toFixed(2)} s   slowest ${(slowest / 1000).toFixed(2)} s   (${times.length} starts)`,
  );
}

function summary(name: string, times: StartTimes[]) {
  line(
    `${name}: listening (health)`,
    times.map((time) => time.health),
  );
  line(
    `${name}: home page served`,
    times.map((time) => time.page),
  );
  line(
    `${name}: sign-in answers`,
    times.map((time) => time.signIn),
  );
}

async function existingDatabase() {
  const dataDir = await makeDataDir();
  try {
    await timeOneStart(dataDir.path); // makes and migrates it
    const times: StartTimes[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await timeOneStart(dataDir.path));
    summary("restart, embedded database", times);
  } finally {
    await dataDir.remove();
  }
}

async function firstStart() {
  const times: StartTimes[] = [];
  for (let run = 0; run < Math.min(RUNS, 3); run++) {
    const dataDir = await makeDataDir();
    try {
      times.push(await timeOneStart(dataDir.path));
    } finally {
      await dataDir.remove();
    }
  }
  summary("first start, empty folder", times);
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
    const times: StartTimes[] = [];
    for (let run = 0; run < Math.min(RUNS, 5); run++) {
      times.push(await timeOneStart(dataDir.path, env));
    }
    summary("restart beside a busy copy (PostgreSQL)", times);
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
