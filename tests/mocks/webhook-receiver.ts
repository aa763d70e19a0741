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
 * A webhook endpoint on loopback that records every request and can be switched to failing, to
 * flaky (every other try of each delivery refused), or to hanging (holding each request
 * unanswered until it recovers), so tests see real HTTP, real signatures, real timeouts and real
 * retries.
 */
export async function startWebhookReceiver() {
  let failWith: number | undefined;
  let flakyWith: number | undefined;
  /** Tries seen so far per Idempotency-Key. */
  const tries = new Map<string, number>();
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
      const key = String(request.headers["idempotency-key"]);
      const tried = tries.get(key) ?? 0;
      tries.set(key, tried + 1);
      const status = failWith ?? (flakyWith !== undefined && tried % 2 === 0 ? flakyWith : 200);
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
      flakyWith = undefined;
    },
    /**
     * From now on every other try of each delivery (counted per Idempotency-Key) is refused:
     * the first, the third… Alternating per delivery rather than across all requests keeps how
     * often one delivery is refused, and so how long its retries take, the same on every run.
     */
    flaky(status = 503) {
      failWith = undefined;
      flakyWith = status;
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
      flakyWith = undefined;
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
