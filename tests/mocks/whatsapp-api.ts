import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface SentTemplate {
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

const error = (message: string, code: number) => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "AbCdEfGh" },
});

/**
 * A stand-in for the WhatsApp Business Cloud API's messages endpoint that checks what the real one
 * checks about a template message (bearer token, JSON shape, digits-only recipient, text
 * parameters without new lines) and answers as it does, so the site's requests are proved well
 * formed without a Meta account.
 */
export async function startWhatsAppApi({ token = "test-token" } = {}) {
  const sent: SentTemplate[] = [];
  const refused: { status: number; message: string }[] = [];
  let failWith: number | undefined;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const reply = (status: number, body: unknown) => {
        if (status >= 300) {
          refused.push({
            status,
            message: (body as ReturnType<typeof error>).error.message,
          });
        }
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const path = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(request.url ?? "");
      if (request.method !== "POST" || !path) {
        return reply(404, error("Unknown path components", 2500));
      }
      if (request.headers.authorization !== `Bearer ${token}`) {
        return reply(401, error("Invalid OAuth access token.", 190));
      }
      if (failWith) return reply(failWith, error("Service temporarily unavailable", 2));
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
      } catch {
        return reply(400, error("Invalid JSON", 100));
      }
      const problem = checkTemplateMessage(body);
      if (problem) return reply(400, error(problem, 100));
      const template = body.template as {
        name: string;
        language: { code: string };
        components: { parameters: { text: string }[] }[];
      };
      sent.push({
        phoneNumberId: path[1]!,
        to: String(body.to),
        template: template.name,
        language: template.language.code,
        parameters: template.components[0]!.parameters.map((parameter) => parameter.text),
      });
      reply(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${sent.length}` }],
      });
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    /** What WHATSAPP_API_URL is set to. */
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    token,
    sent,
    refused,
    fail(status = 503) {
      failWith = status;
    },
    recover() {
      failWith = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function checkTemplateMessage(body: Record<string, unknown>): string | undefined {
  if (body.messaging_product !== "whatsapp") return "messaging_product must be whatsapp";
  if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) {
    return "to must be a phone number in international form, digits only";
  }
  if (body.type !== "template") return "type must be template";
  const template = body.template as Record<string, unknown> | undefined;
  if (!template || typeof template.name !== "string" || !/^[a-z0-9_]+$/.test(template.name)) {
    return "template.name must be the approved template's name";
  }
  const language = template.language as { code?: unknown } | undefined;
  if (typeof language?.code !== "string") return "template.language.code is required";
  const components = template.components as { type?: unknown; parameters?: unknown }[];
  if (!Array.isArray(components) || components[0]?.type !== "body") {
    return "template.components must start with the body";
  }
  const parameters = components[0].parameters as { type?: unknown; text?: unknown }[];
  if (!Array.isArray(parameters)) return "body parameters are required";
  for (const parameter of parameters) {
    if (parameter.type !== "text" || typeof parameter.text !== "string") {
      return "each body parameter must be text";
    }
    if (parameter.text === "" || /[\n\t]| {4}/.test(parameter.text)) {
      return "Param text cannot have new-line/tab characters or more than 4 consecutive spaces";
    }
  }
  return undefined;
}
