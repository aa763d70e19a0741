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
 * A webhook endpoint on loopback that records every request and can be switched to failing, so
 * tests see real HTTP, real signatures and real retries.
 */
export async function startWebhookReceiver() {
  let failWith: number | undefined;
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = failWith ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString(), status });
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(status < 300 ? { success: true } : { success: false, error: "down" }),
      );
    });
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
    recover() {
      failWith = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
