import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface StubReply {
  status?: number;
  /** Milliseconds to wait before answering (to provoke a timeout). */
  delayMs?: number;
  body?: unknown;
}

/** A chat-completions message as an OpenAI-compatible server returns it. */
export function completion(content: string | null) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
  };
}

/**
 * A local OpenAI-compatible server: answers POST /v1/chat/completions with the replies queued by
 * the test, in order, and records each request body, so the provider's real HTTP client is tested.
 */
export async function startOpenAiStub() {
  const queue: StubReply[] = [];
  const requests: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>,
      });
      const reply = queue.shift() ?? { status: 500, body: { error: "no reply queued" } };
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(reply.body ?? {}));
      }, reply.delayMs ?? 0);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...replies: StubReply[]) {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
