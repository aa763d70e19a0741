import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { getRequestListener } from "@hono/node-server";

import { site } from "#content/site.ts";

import { startRetentionJob } from "./admin/retention";
import { startEscalationJob } from "./alerts/escalation";
import { offsetClock } from "./alerts/test-clock";
import { createApp, type RenderPage } from "./app";
import { createChatService } from "./assistant/chat-service";
import { createAssistantProviders } from "./assistant/providers";
import { createAuthLater } from "./auth/auth-later";
import { loadAuthSecret } from "./auth/secret";
import { startBookingReminderJob } from "./booking-loop/reminders";
import { localSocketPath, startLocalChannel } from "./data-dir/local-channel";
import { localCommands } from "./data-dir/local-commands";
import { acquireDataDirLock, type DataDirLock } from "./data-dir/lock";
import { keepDataDirPrivate } from "./data-dir/mode";
import { embeddedDatabaseDir, openDatabase, type Database } from "./db/client";
import { migrate } from "./db/migrate";
import type { Env } from "./env";
import type { StaticFiles } from "./http/static-files";
import { createOutboxProcessor, startOutboxWorker } from "./jobs/outbox-processor";
import { launchReadiness } from "./launch/readiness";
import type { DeliverySettings } from "./leads/record-lead";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { loadVapidKeys } from "./push/vapid-keys";
import { createStatusLinks } from "./status/status-link";

export interface StartOptions {
  env: Env;
  logger: Logger;
  /** A promise is awaited once the database is open: reading the build overlaps with opening it. */
  renderPage: RenderPage | Promise<RenderPage>;
  staticFiles?: StaticFiles | Promise<StaticFiles>;
  csp: boolean;
  /** In development, Vite's middleware answers first and hands the rest to the app. */
  wrapListener?: (listener: RequestListener) => RequestListener;
}

export interface RunningServer {
  server: Server;
  url: string;
  database: Database;
  /** Stops taking requests, lets those in flight finish, then closes the database. */
  stop(): Promise<void>;
}

async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ kind: "postgres", url: env.DATABASE_URL });
  return openDatabase({ kind: "pglite", dataDir: embeddedDatabaseDir(env.DATA_DIR) });
}

/** Database, migrations, HTTP: the start-up shared by production (index.ts) and development. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env, logger } = options;
  const started = performance.now();

  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    // A real PostgreSQL server guards its own data; only the embedded database needs the lock.
    if (!env.DATABASE_URL) lock = await acquireDataDirLock(env.DATA_DIR);
    database = await openConfiguredDatabase(env);
    const applied = await migrate(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
    // The files PGlite has just made (mode 666, whatever the umask) become the owner's alone.
    if (lock) await keepDataDirPrivate(env.DATA_DIR);
  } catch (error) {
    await database?.close().catch(() => {});
    await lock?.release();
    throw error;
  }

  const webhook = env.WEBHOOK_URL
    ? { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET ?? "", timeoutMs: env.WEBHOOK_TIMEOUT_MS }
    : undefined;
  const mailer = env.SMTP_URL
    ? createMailer({
        url: env.SMTP_URL,
        from: env.SMTP_FROM ?? `${site.name} <${site.email}>`,
        timeoutMs: env.SMTP_TIMEOUT_MS,
      })
    : undefined;
  const push = {
    vapid: await loadVapidKeys(env),
    subject: env.VAPID_SUBJECT ?? `mailto:${site.email}`,
    timeoutMs: env.PUSH_TIMEOUT_MS,
  };
  const whatsapp =
    env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ALERT_TO
      ? {
          sender: {
            apiUrl: env.WHATSAPP_API_URL,
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            timeoutMs: env.WHATSAPP_TIMEOUT_MS,
          },
          alert: {
            to: env.WHATSAPP_ALERT_TO,
            template: env.WHATSAPP_TEMPLATE,
            language: env.WHATSAPP_TEMPLATE_LANGUAGE,
          },
        }
      : undefined;
  const authSecret = await loadAuthSecret(env);
  const deliveries: DeliverySettings = {
    webhook: webhook !== undefined,
    mail: mailer ? { notifyTo: env.LEAD_NOTIFY_EMAIL ?? site.email } : undefined,
    push: true,
    whatsapp: whatsapp?.alert,
    customerWhatsApp:
      whatsapp && env.WHATSAPP_CUSTOMER_TEMPLATE
        ? { template: env.WHATSAPP_CUSTOMER_TEMPLATE, language: env.WHATSAPP_TEMPLATE_LANGUAGE }
        : undefined,
    statusLinks: createStatusLinks(authSecret),
  };
  const outbox = createOutboxProcessor({
    database,
    logger,
    webhook,
    mailer,
    push,
    whatsapp: whatsapp?.sender,
    // Twice the longest attempt, plus a margin: a crashed server's rows are retried that soon.
    leaseMs:
      2 *
        Math.max(
          webhook ? env.WEBHOOK_TIMEOUT_MS : 0,
          mailer ? env.SMTP_TIMEOUT_MS : 0,
          env.PUSH_TIMEOUT_MS,
          whatsapp ? env.WHATSAPP_TIMEOUT_MS : 0,
        ) +
      10_000,
    policy: {
      baseDelayMs: env.OUTBOX_RETRY_BASE_MS,
      maxDelayMs: 6 * 60 * 60_000,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    },
  });
  const worker = startOutboxWorker(outbox, { intervalMs: env.OUTBOX_POLL_MS, logger });
  const chat = createChatService({
    database,
    logger,
    outbox,
    deliveries,
    ...createAssistantProviders(env),
  });

  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_URL) {
    logger.warn(
      "BETTER_AUTH_URL is not set: sign-in works on localhost only. Set it to the site's address.",
    );
  }
  let listened!: () => void;
  const { auth, ready: authReady } = createAuthLater(
    { database, logger, secret: authSecret, baseUrl: env.BETTER_AUTH_URL, mailer },
    new Promise<void>((resolve) => (listened = resolve)),
  );
  authReady.catch((error: unknown) => {
    logger.error({ err: error }, "sign-in could not be loaded: admin pages and sign-in will fail");
  });
  if (env.TEST_CLOCK_FILE) {
    logger.warn(
      { file: env.TEST_CLOCK_FILE },
      "TEST_CLOCK_FILE is set: escalation runs on a test clock. Never set it on a live site.",
    );
  }
  const escalation = startEscalationJob({
    database,
    logger,
    outbox,
    intervalMs: env.ESCALATION_CHECK_MS,
    now: env.TEST_CLOCK_FILE ? offsetClock(env.TEST_CLOCK_FILE) : undefined,
    settings: {
      afterMinutes: env.ESCALATE_AFTER_MINUTES,
      urgentAfterMinutes: env.ESCALATE_URGENT_AFTER_MINUTES,
      push: true,
      whatsapp: whatsapp && {
        ...whatsapp.alert,
        to: env.ESCALATE_TO_WHATSAPP ?? whatsapp.alert.to,
      },
      email: mailer ? env.ESCALATE_TO_EMAIL : undefined,
    },
  });
  const reminders =
    env.BOOKING_REMINDER_TIME && (deliveries.mail || deliveries.customerWhatsApp)
      ? startBookingReminderJob({
          database,
          logger,
          outbox,
          deliveries,
          time: env.BOOKING_REMINDER_TIME,
        })
      : undefined;
  const retention = startRetentionJob({
    database,
    logger,
    retentionDays: env.LEAD_RETENTION_DAYS,
    intervalMs: 6 * 60 * 60_000,
  });
  // Only the embedded database needs the channel: with PostgreSQL the commands open it directly.
  const openForChannel = database;
  const adminChannel = lock
    ? await startLocalChannel(
        localSocketPath(env.DATA_DIR),
        localCommands({ auth, database: openForChannel, logger }),
        logger,
      ).catch((error: unknown) => {
        // The site works without it; only the commands cannot reach this server.
        logger.warn({ err: error }, "local command channel not available");
        return undefined;
      })
    : undefined;

  const app = createApp({
    launchItems: () => launchReadiness(env),
    pushPublicKey: push.vapid.publicKey,
    allowLocalPushService: env.PUSH_ALLOW_LOCAL_SERVICE,
    database,
    logger,
    chat,
    outbox,
    deliveries,
    auth,
    publicUrl: env.BETTER_AUTH_URL,
    admin: {
      requireTwoFactor: env.ADMIN_REQUIRE_2FA ?? env.NODE_ENV === "production",
      retentionDays: env.LEAD_RETENTION_DAYS,
    },
    limits: {
      trustProxy: env.TRUST_PROXY,
      leadsPerWindow: env.LEAD_RATE_LIMIT,
      chatPerWindow: env.CHAT_RATE_LIMIT,
      authPerWindow: env.AUTH_RATE_LIMIT,
    },
    renderPage: await options.renderPage,
    staticFiles: await options.staticFiles,
    csp: options.csp,
  });
  const listener = getRequestListener(app.fetch) as RequestListener;
  const server = createServer(options.wrapListener ? options.wrapListener(listener) : listener);
  // Longer than a typical proxy's idle timeout, so the proxy closes kept-alive connections first.
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, env.HOST);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
  logger.info(
    { url, database: database.kind, startupMs: Math.round(performance.now() - started) },
    "server listening",
  );
  listened();
  if (env.NODE_ENV === "production") {
    // The site runs with made-up facts (a stranger's number could be among them), but says so.
    const open = launchReadiness(env).filter((item) => item.blocking);
    if (open.length > 0) {
      logger.warn(
        { open: open.map((item) => item.id) },
        `not ready for a real launch: ${open.length} facts, examples or settings are still open; run npm run launch:check`,
      );
    }
  }

  let stopping: Promise<void> | undefined;
  const openDb = database;
  const stop = () => {
    stopping ??= (async () => {
      logger.info("shutting down: finishing requests in flight");
      const closed = once(server, "close");
      server.close();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
      await closed;
      clearTimeout(force);
      await escalation.stop();
      await reminders?.stop();
      await worker.stop();
      await retention.stop();
      await adminChannel?.close();
      mailer?.close();
      await openDb.close();
      if (lock) await keepDataDirPrivate(env.DATA_DIR).catch(() => {});
      await lock?.release();
      logger.info("shut down cleanly");
    })();
    return stopping;
  };

  return { server, url, database, stop };
}
