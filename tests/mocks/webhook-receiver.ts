import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A webhook endpoint on loopback that records every request and can be switched to failing, or
 * to hanging (holding each request unanswered until it recovers), so tests see real HTTP, real
 * signatures, real timeouts and real retries.
 */
export async function startWebhookReceiver() {
  let failWith: number | undefined;
  let hanging = false;
  const held: (() => void)[] = [];
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (hanging) {
        held.push(() => answer());
        return;
      }
      answer();
    });
    const answer = () => {
      const status = failWith ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString(), status });
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(status < 300 ? { success: true } : { success: false, error: "down" }),
      );
    };
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** Requests answered with 2xx: what the receiving system accepted. */
    accepted: () => received.filter((request) => request.status < 300),
    fail(status = 503) {
      failWith = status;
    },
    /** Requests from now on get no answer until recover() (or close()). */
    hang() {
      hanging = true;
    },
    /** How many requests are waiting for an answer. */
    held: () => held.length,
    /** Back to answering 2xx; requests that were held are answered now. */
    recover() {
      failWith = undefined;
      hanging = false;
      for (const release of held.splice(0)) release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        hanging = false;
        for (const release of held.splice(0)) release();
        server.close(() => resolve());
      }),
  };
}
