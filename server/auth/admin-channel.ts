import { chmod, rm } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import { join, resolve } from "node:path";

import type { Logger } from "../logger";
import {
  AdminAccountError,
  type AdminAccountOutcome,
  type AdminAccountRequest,
} from "./admin-accounts";

/**
 * While the server owns the embedded database, nothing else may open it. Commands that change
 * data (admin:create) hand their request to the running server over a Unix socket in DATA_DIR
 * instead. The socket is readable and writable by its owner only, so only someone who could
 * read the database files anyway can use it; it is never reachable over the network.
 */
export const adminSocketPath = (dataDir: string) => join(resolve(dataDir), "admin.sock");

type Handler = (request: AdminAccountRequest) => Promise<AdminAccountOutcome>;

interface ChannelAnswer {
  outcome?: AdminAccountOutcome;
  error?: string;
}

const MAX_BODY_BYTES = 8 * 1024;

export async function startAdminChannel(
  socketPath: string,
  handle: Handler,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  // The server holds the data-folder lock, so a socket file left here belongs to a dead process.
  await rm(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: ChannelAnswer) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/admin-accounts") {
      return answer(404, { error: "Unknown request." });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      let body: AdminAccountRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as AdminAccountRequest;
      } catch {
        return answer(400, { error: "The request was not JSON." });
      }
      handle(body).then(
        (outcome) => {
          logger.info(
            { email: body.email, outcome },
            "admin account changed from the command line",
          );
          answer(200, { outcome });
        },
        (error: unknown) => {
          if (error instanceof AdminAccountError) return answer(422, { error: error.message });
          logger.error({ err: error }, "admin channel request failed");
          answer(500, { error: "The server could not make the change; see its log." });
        },
      );
    });
  });
  // The socket file is created owner-only from the start: a chmod after listen would leave a
  // moment in which the umask's group or world permissions apply.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once("error", fail);
      server.listen(socketPath, () => done());
    });
  } finally {
    process.umask(umask);
  }
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Sends a request to the running server; rejects with the server's message when it refuses. */
export function requestAdminChannel(
  socketPath: string,
  body: AdminAccountRequest,
  timeoutMs = 30_000,
): Promise<AdminAccountOutcome> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        socketPath,
        path: "/admin-accounts",
        method: "POST",
        headers: { "content-type": "application/json" },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChannelAnswer;
            if (answer.outcome) done(answer.outcome);
            else
              fail(new AdminAccountError(answer.error ?? `The server answered ${res.statusCode}.`));
          } catch {
            fail(new Error(`The server answered ${res.statusCode} with something unreadable.`));
          }
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("The server did not answer in time.")));
    req.on("error", fail);
    req.end(JSON.stringify(body));
  });
}
