import { chmod, rm } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import { join, resolve } from "node:path";

import type { Logger } from "../logger";

/**
 * While the server owns the embedded database, nothing else may open it. Commands that need it
 * (admin:create, db:backup) hand their request to the running server over a Unix socket in
 * DATA_DIR instead. The socket is created readable and writable by its owner only, so only
 * someone who could read the database files anyway can use it; it is never reachable over the
 * network.
 */
export const localSocketPath = (dataDir: string) => join(resolve(dataDir), "admin.sock");

/** A request the server refuses for a reason the person at the command line can act on. */
export class ChannelRefusal extends Error {
  override name = "ChannelRefusal";
}

export type ChannelRoutes = Record<
  string,
  (body: Record<string, unknown>) => Promise<Record<string, unknown>>
>;

const MAX_BODY_BYTES = 8 * 1024;

export async function startLocalChannel(
  socketPath: string,
  routes: ChannelRoutes,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  // The server holds the data-folder lock, so a socket file left here belongs to a dead process.
  await rm(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: Record<string, unknown>) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const route = req.method === "POST" ? routes[req.url ?? ""] : undefined;
    if (!route) return answer(404, { error: "Unknown request." });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        return answer(400, { error: "The request was not JSON." });
      }
      route(body).then(
        (result) => answer(200, result),
        (error: unknown) => {
          if (error instanceof ChannelRefusal) return answer(422, { error: error.message });
          logger.error({ err: error, path: req.url }, "local command failed");
          answer(500, { error: "The server could not do it; see its log." });
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

/** Sends a request to the running server; rejects with its message when it refuses. */
export function requestLocalChannel<T extends Record<string, unknown>>(
  socketPath: string,
  path: string,
  body: Record<string, unknown>,
  timeoutMs = 60_000,
): Promise<T> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        socketPath,
        path,
        method: "POST",
        headers: { "content-type": "application/json" },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          let answer: Record<string, unknown>;
          try {
            answer = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
          } catch {
            return fail(
              new Error(`The server answered ${res.statusCode} with something unreadable.`),
            );
          }
          if (res.statusCode === 200) done(answer as T);
          else {
            const message =
              typeof answer.error === "string"
                ? answer.error
                : `The server answered ${res.statusCode}.`;
            fail(res.statusCode === 422 ? new ChannelRefusal(message) : new Error(message));
          }
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("The server did not answer in time.")));
    req.on("error", fail);
    req.end(JSON.stringify(body));
  });
}
