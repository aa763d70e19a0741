import { fileURLToPath } from "node:url";

import { createRequestHandler, type ServerBuild } from "react-router";

import { DataDirLockedError } from "./data-dir-lock";
import { EnvError, loadDotEnv, loadEnv } from "./env";
import { createLogger } from "./logger";
import { startServer } from "./start";
import { loadStaticFiles } from "./static-files";

// This file is bundled to build/node/index.js; the React Router build sits beside it.
const serverBuildUrl = new URL("../server/index.js", import.meta.url);
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

async function main() {
  loadDotEnv();
  const env = loadEnv();
  const logger = createLogger(env);
  try {
    const build = (await import(serverBuildUrl.href)) as ServerBuild;
    const running = await startServer({
      env,
      logger,
      renderPage: createRequestHandler(build, env.NODE_ENV),
      staticFiles: await loadStaticFiles(clientDir),
      csp: true,
    });
    const shutdown = (signal: string) => {
      logger.info({ signal }, "signal received");
      // A second signal while shutting down means "now".
      process.once(signal, () => process.exit(1));
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    };
    process.once("SIGTERM", () => shutdown("SIGTERM"));
    process.once("SIGINT", () => shutdown("SIGINT"));
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
