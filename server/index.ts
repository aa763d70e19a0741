import { fileURLToPath } from "node:url";

import { createRequestHandler, type ServerBuild } from "react-router";

import { useModelStore } from "./assistant/model-store";
import { DataDirLockedError } from "./data-dir/lock";
import { EnvError, loadDotEnv, loadEnv } from "./env";
import { loadStaticFiles } from "./http/static-files";
import { createLogger } from "./logger";
import { startServer, type RunningServer } from "./start";

// This file is bundled to build/node/index.js; the React Router build sits beside it.
const serverBuildUrl = new URL("../server/index.js", import.meta.url);
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
// The assistant's models, trained by the build (build/node/train-models.js).
useModelStore(fileURLToPath(new URL("../models", import.meta.url)));

async function main() {
  loadDotEnv();
  const env = loadEnv();
  const logger = createLogger(env);
  // Signals are handled from the very start: a stop that arrives while the server is still
  // starting (or just after it logged "listening") waits for the start, then shuts down cleanly.
  let starting: Promise<RunningServer> | undefined;
  const shutdown = (signal: string) => {
    logger.info({ signal }, "signal received");
    // A second signal while shutting down means "now".
    process.once(signal, () => process.exit(1));
    if (!starting) process.exit(0);
    starting
      .then((running) => running.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  try {
    // Read while the database opens; startServer waits for them before it listens.
    const renderPage = import(serverBuildUrl.href).then((build: ServerBuild) =>
      createRequestHandler(build, env.NODE_ENV),
    );
    const staticFiles = loadStaticFiles(clientDir);
    // Their failure is startServer's to report; until it awaits them it must not crash the process.
    renderPage.catch(() => {});
    staticFiles.catch(() => {});
    starting = startServer({
      env,
      logger,
      renderPage,
      staticFiles,
      csp: true,
    });
    await starting;
  } catch (error) {
    if (error instanceof DataDirLockedError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "server failed to start");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // Before the logger exists (bad environment) plain stderr is all there is.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
