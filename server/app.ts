import { Hono } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";

import type { LoadContext } from "#common/load-context.ts";
import type { AdminSettings } from "#common/viewer.ts";
import type { ReadinessItem } from "#content/readiness.ts";

import { adminRoutes } from "./api/admin/routes";
import { chatRoutes } from "./api/chat";
import { healthRoutes } from "./api/health";
import { bookingRoutes, contactRoutes } from "./api/leads";
import type { ChatService } from "./assistant/chat-service";
import type { Auth } from "./auth/auth";
import { authRoutes, requireAdmin, viewerOf } from "./auth/routes";
import { sameOrigin } from "./auth/same-origin";
import type { ViewerVariables } from "./auth/viewer";
import { fullWindows } from "./bookings/capacity";
import type { Database } from "./db/client";
import { defaultRequestLimits } from "./env";
import { compressPages } from "./http/compress-pages";
import { createRateLimiter } from "./http/rate-limit";
import { requestLog } from "./http/request-log";
import { securityHeaders, type SecurityVariables } from "./http/security-headers";
import { serveStaticFiles, type StaticFiles } from "./http/static-files";
import { closeAfterUnreadBody } from "./http/unread-body";
import type { OutboxProcessor } from "./jobs/outbox-processor";
import type { DeliverySettings } from "./leads/record-lead";
import type { Logger } from "./logger";
import { actOnBooking } from "./status/customer-booking";
import { lookUpLeadStatus } from "./status/lead-status";
import { statusPageHttp } from "./status/status-page-http";

export type RenderPage = (request: Request, context: LoadContext) => Promise<Response>;

export interface AppDependencies {
  database: Database;
  logger: Logger;
  chat: ChatService;
  outbox: OutboxProcessor;
  deliveries: DeliverySettings;
  auth: Auth;
  admin: AdminSettings;
  /** The site's public address (BETTER_AUTH_URL), when known. */
  publicUrl?: string;
  limits?: Partial<RequestLimits>;
  /** The clock the booking form's dates are checked against (tests move it). */
  now?: () => Date;
  /** React Router's request handler: renders every page that was not pre-rendered. */
  renderPage: RenderPage;
  staticFiles?: StaticFiles;
  /** Content-Security-Policy on HTML responses; off only in development. */
  csp?: boolean;
  /** The go-live checklist's content, build and environment part, for the admin. */
  launchItems?: () => ReadinessItem[];
  /** The Web Push public key for the admins' alerts; without it the alert routes are absent. */
  pushPublicKey?: string;
  /** Tests only (PUSH_ALLOW_LOCAL_SERVICE): a push service on this machine over plain http. */
  allowLocalPushService?: boolean;
}

type Variables = RequestIdVariables & SecurityVariables;

export interface RequestLimits {
  /** Proxies in front of the server whose X-Forwarded-For entry is trusted. */
  trustProxy: number;
  /** Chat, contact and booking leads per client address per 10 minutes. */
  leadsPerWindow: number;
  /** Chat messages per client address per 5 minutes. */
  chatPerWindow: number;
  /** Sign-in, sign-up, password-reset and two-factor attempts per client address per 10 minutes. */
  authPerWindow: number;
}

export function createApp({
  database,
  logger,
  chat,
  outbox,
  deliveries,
  auth,
  admin,
  publicUrl,
  renderPage,
  staticFiles = new Map(),
  csp = true,
  limits: limitOverrides,
  now,
  launchItems,
  pushPublicKey,
  allowLocalPushService,
}: AppDependencies) {
  const app = new Hono<{ Variables: Variables }>();
  const limits: RequestLimits = { ...defaultRequestLimits, ...limitOverrides };
  const leadRoutes = {
    database,
    logger,
    outbox,
    deliveries,
    trustProxy: limits.trustProxy,
    now,
  };
  const chatLimiter = createRateLimiter(database, {
    name: "chat",
    limit: limits.chatPerWindow,
    windowMs: 5 * 60_000,
  });

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(closeAfterUnreadBody());
  app.use(securityHeaders({ csp, trustProxy: limits.trustProxy }));

  // Chat, contact and booking leads share one allowance: a visitor who sends one may well send
  // another, but not dozens.
  const leadLimiter = createRateLimiter(database, {
    name: "leads",
    limit: limits.leadsPerWindow,
    windowMs: 10 * 60_000,
  });

  app.route("/api/health", healthRoutes({ database }));
  app.route(
    "/api/chat",
    chatRoutes({
      chat,
      logger,
      limiter: chatLimiter,
      leadLimiter,
      trustProxy: limits.trustProxy,
    }),
  );
  app.route("/api/contact", contactRoutes({ ...leadRoutes, limiter: leadLimiter }));
  app.route("/api/bookings", bookingRoutes({ ...leadRoutes, limiter: leadLimiter }));
  const authLimiter = createRateLimiter(database, {
    name: "auth",
    limit: limits.authPerWindow,
    windowMs: 10 * 60_000,
  });
  const accountLimiter = createRateLimiter(database, {
    name: "auth-account",
    limit: limits.authPerWindow,
    windowMs: 10 * 60_000,
  });
  app.route(
    "/api/auth",
    authRoutes({
      auth,
      logger,
      limiter: authLimiter,
      accountLimiter,
      trustProxy: limits.trustProxy,
    }),
  );
  const adminApi = new Hono<{ Variables: ViewerVariables }>();
  adminApi.use(sameOrigin(publicUrl, limits.trustProxy));
  adminApi.use(requireAdmin(auth, { requireTwoFactor: admin.requireTwoFactor }));
  adminApi.route(
    "/",
    adminRoutes({
      database,
      logger,
      outbox,
      deliveries,
      pushPublicKey,
      allowLocalPushService,
      retentionDays: admin.retentionDays,
      now,
      launchItems,
    }),
  );
  app.route("/api/admin", adminApi);
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
  app.use("/r/*", statusPageHttp());

  const clock = now ?? (() => new Date());

  // Pre-rendered pages are served compressed from memory; pages rendered per request (booking,
  // the account pages, 404s) are compressed when they are sent.
  app.all("*", compressPages(), (c) =>
    renderPage(c.req.raw, {
      cspNonce: c.get("cspNonce"),
      viewer: () => viewerOf(auth, c.req.raw.headers),
      admin,
      leadStatus: (reference, token) =>
        lookUpLeadStatus(database.db, deliveries.statusLinks, { reference, token, now: clock() }),
      leadStatusAction: (reference, token, input) =>
        actOnBooking(
          { db: database.db, deliveries, outbox, now: clock() },
          { ...input, reference, token },
        ),
      bookingAvailability: (from, to) => fullWindows(database.db, from, to),
    }),
  );

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
