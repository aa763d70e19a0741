/**
 * `npm run dev`: the same server as production, with Vite in front for hot reloading. Server code
 * is loaded through Vite's module runner so it can use import.meta.glob like the production bundle.
 */
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";

import type * as EnvModule from "../server/env";
import type * as LoggerModule from "../server/logger";
import type * as StartModule from "../server/start";

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run");

const { loadDotEnv, loadEnv } = (await ssr.runner.import("/server/env.ts")) as typeof EnvModule;
const { createLogger } = (await ssr.runner.import("/server/logger.ts")) as typeof LoggerModule;
const { startServer } = (await ssr.runner.import("/server/start.ts")) as typeof StartModule;

loadDotEnv();
const env = loadEnv({ ...process.env, NODE_ENV: "development" });
const logger = createLogger(env);
const running = await startServer({
  env,
  logger,
  csp: false,
  renderPage: async (request, context) => {
    const build = (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
  wrapListener: (listener) => (req, res) => vite.middlewares(req, res, () => listener(req, res)),
});

const shutdown = async () => {
  await running.stop();
  await vite.close();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
