/**
 * What the business hears when a customer acts on their booking from the status page: a short
 * e-mail (when mail is configured) and a push alert to every admin device that switched alerts
 * on. The alert names the change, the service and the suburb only: it shows on a lock screen.
 */
import { formatSlot } from "#common/booking-dates.ts";
import type { CustomerBookingAction } from "#common/lead-status.ts";
import { phoneLinks } from "#common/phone.ts";
import { absoluteUrl } from "#content/site.ts";

import type { Transaction } from "../db/client";
import { escapeHtml } from "../escape-html";
import { enqueue } from "../jobs/outbox";
import { serviceTitleOf, type DeliverySettings } from "../leads/record-lead";
import type { MailMessage } from "../mail/mailer";
import type { PushRow } from "../push/deliver-push";
import { leadAlertPath, suburbIn, type LeadAlert } from "../push/lead-alert";
import { allSubscriptions } from "../push/subscriptions";
import type { StatusLead } from "./lead-status";

export const customerActionTitles: Record<CustomerBookingAction, string> = {
  accept: "Booking accepted",
  another: "Customer asked for another time",
  cancel: "Booking cancelled by the customer",
};

export interface CustomerActionNotice {
  action: CustomerBookingAction;
  lead: StatusLead;
  /** The customer's note with a request for another time, or empty. */
  note: string;
}

function sentence({ action, lead, note }: CustomerActionNotice): string {
  const slot = lead.appointment
    ? formatSlot(lead.appointment.date, lead.appointment.timeWindow)
    : "";
  if (action === "accept") return `${lead.name} accepted the proposed slot: ${slot}.`;
  if (action === "cancel") return `${lead.name} cancelled their booking for ${slot}.`;
  const said = note ? ` Their note: "${note}"` : " They left no note.";
  return `${lead.name} asked for another time instead of ${slot}.${said} Please propose a slot or call them.`;
}

/** The business's e-mail: the change, then one-tap links to call back and to open the lead. */
export function customerActionMail(notice: CustomerActionNotice, to: string): MailMessage {
  const { lead } = notice;
  const subject = `${customerActionTitles[notice.action]} (${lead.reference})`;
  const links = phoneLinks(lead.phone);
  const inbox = absoluteUrl(leadAlertPath(lead.kind, lead.id));
  const lines = [
    sentence(notice),
    `Reference: ${lead.reference}`,
    `Call: ${links.call.replace("tel:", "")}`,
    `WhatsApp: ${links.whatsapp}`,
    `Open in the inbox: ${inbox}`,
  ];
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">
<p>${escapeHtml(sentence(notice))}</p>
<p>Reference: ${escapeHtml(lead.reference)}</p>
<p>${link(links.call, `Call ${lead.name}`)} · ${link(links.whatsapp, "WhatsApp")} · ${link(inbox, "Open in the inbox")}</p>
</body></html>`;
  return { to, subject, text: lines.join("\n"), html };
}

export function customerActionAlert(notice: CustomerActionNotice): LeadAlert {
  const { lead } = notice;
  const body = [serviceTitleOf(lead.service), suburbIn(lead.suburb)].filter(Boolean).join(" · ");
  return {
    title: customerActionTitles[notice.action],
    body: body || "Open the inbox to see it.",
    url: leadAlertPath(lead.kind, lead.id),
    tag: `lead-${lead.id}`,
  };
}

/** Queues the notices in the caller's transaction; returns their outbox ids. */
export async function queueCustomerActionNotices(
  tx: Transaction,
  settings: DeliverySettings,
  notice: CustomerActionNotice,
): Promise<string[]> {
  const subject = { subjectType: notice.lead.kind, subjectId: notice.lead.id };
  const ids: string[] = [];
  if (settings.mail) {
    const message = customerActionMail(notice, settings.mail.notifyTo);
    ids.push(await enqueue(tx, { ...subject, kind: "email", payload: { ...message } }));
  }
  if (settings.push) {
    const alert = customerActionAlert(notice);
    for (const device of await allSubscriptions(tx)) {
      const payload: PushRow = { subscriptionId: device.id, alert };
      ids.push(await enqueue(tx, { ...subject, kind: "push", payload: { ...payload } }));
    }
  }
  return ids;
}
