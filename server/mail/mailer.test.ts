import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startSmtpReceiver } from "#tests/mocks/smtp-receiver.ts";

import { createMailer, type Mailer } from "./mailer";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let mailer: Mailer;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  mailer = createMailer({ url: smtp.url, from: "Shop <no-reply@example.com>", timeoutMs: 2_000 });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

describe("createMailer", () => {
  it("sends a calendar attachment with its method, as calendars need it", async () => {
    const calendar = "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n";
    const result = await mailer.send(
      {
        to: "sipho@example.com",
        subject: "Your visit is cancelled",
        text: "Cancelled.",
        html: "<p>Cancelled.</p>",
        attachments: [
          {
            filename: "BK-7KX2-M94Q.ics",
            content: calendar,
            contentType: "text/calendar; charset=utf-8; method=CANCEL",
          },
        ],
      },
      "0b6f1d7e-5c1a-4c3e-9a57-2f1e6d3c4b5a",
    );
    expect(result.ok).toBe(true);
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    expect(raw).toMatch(/filename=BK-7KX2-M94Q\.ics/);
    const part = raw.split(/filename=BK-7KX2-M94Q\.ics\r?\n(?:[^\r\n]+\r?\n)*\r?\n/)[1]!;
    const encoded = part.split(/\r?\n--/)[0]!.replace(/\s+/g, "");
    expect(Buffer.from(encoded, "base64").toString()).toBe(calendar);
  });
});
