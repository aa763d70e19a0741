import { createTransport } from "nodemailer";

import type { DeliveryResult } from "../jobs/delivery";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Stored in the outbox as JSON, so the content is text (a calendar file). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  /** e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://…, as nodemailer reads it. */
  url: string;
  from: string;
  timeoutMs: number;
}

export interface Mailer {
  /** `id` becomes the Message-ID, so a repeated delivery of one outbox row is recognisable. */
  send(message: MailMessage, id: string): Promise<DeliveryResult>;
  close(): void;
}

export function createMailer(settings: MailSettings): Mailer {
  const transport = createTransport({
    url: settings.url,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  const domain = settings.from.replace(/^.*@|>.*$/g, "") || "localhost";
  return {
    async send(message, id) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map(({ filename, content, contentType }) => ({
            filename,
            content,
            contentType,
          })),
          messageId: `<${id}@${domain}>`,
        });
        return { ok: true, durationMs: elapsed() };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, error: `Mail service error: ${reason}`, durationMs: elapsed() };
      }
    },
    close: () => transport.close(),
  };
}
