import { Hono } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { AppLoadContext } from "react-router";

import { chatRoutes } from "./api/chat";
import { healthRoutes } from "./api/health";
import type { ChatService } from "./chat/chat-service";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { requestLog } from "./request-log";
import { securityHeaders, type SecurityVariables } from "./security-headers";
import { serveStaticFiles, type StaticFiles } from "./static-files";

export type RenderPage = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface AppDependencies {
  database: Database;
  logger: Logger;
  chat: ChatService;
  /** React Router's request handler: renders every page that was not pre-rendered. */
  renderPage: RenderPage;
  staticFiles?: StaticFiles;
  /** Content-Security-Policy on HTML responses; off only in development. */
  csp?: boolean;
}

type Variables = RequestIdVariables & SecurityVariables;

export function createApp({
  database,
  logger,
  chat,
  renderPage,
  staticFiles = new Map(),
  csp = true,
}: AppDependencies) {
  const app = new Hono<{ Variables: Variables }>();

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders({ csp }));

  app.route("/api/health", healthRoutes({ database }));
  app.route("/api/chat", chatRoutes({ chat, logger }));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  // One address per page: /about/ redirects to /about.
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      // Leading slashes collapse too, so //example.com/ cannot become an off-site redirect.
      return c.redirect(`/${pathname.replace(/^\/+|\/+$/g, "")}${search}`, 301);
    }
    return next();
  });

  app.use(serveStaticFiles(staticFiles));

  app.all("*", (c) => renderPage(c.req.raw, { cspNonce: c.get("cspNonce") }));

  app.onError((error, c) => {
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "request failed");
    if (c.req.path.startsWith("/api/")) {
      return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
    }
    return c.html(
      "<!doctype html><title>Loading Error</title><h1>Loading Error</h1>" +
        "<p>Something went wrong while loading this page. Please refresh the page to try again.</p>",
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
