import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";

import { FormAlert } from "#app/components/forms/form-alert.tsx";
import type { Delivery, LeadDetail } from "#common/admin-contract.ts";
import { isLocale, languageNames } from "#common/i18n/locale.ts";
import {
  leadKindLabels,
  leadStatuses,
  leadStatusLabels,
  parseLeadKey,
  type LeadStatus,
} from "#common/leads.ts";
import { phoneLinks } from "#common/phone.ts";
import { site } from "#content/site.ts";

import { formatDate, formatDateTime } from "./admin-format";
import { useAddLeadNote } from "./api/add-lead-note";
import { leadQuery } from "./api/lead";
import { useRetryDelivery } from "./api/retry-delivery";
import { useUpdateLeadStatus } from "./api/update-lead-status";
import { BookingActions } from "./booking-actions";
import { actorName, historyText } from "./history-text";
import { mailtoLink } from "./mailto-link";

const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const secondaryButtonClass =
  "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 p-5">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs; the values are always text, whatever a visitor typed into them. */
function Fields({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * What the electrician needs first, in the order a call-back uses it: who, their number, where
 * the job is, what it is and when; then the rest.
 */
function leadFields(detail: LeadDetail): [string, string | null | undefined][] {
  const { lead } = detail;
  const who: [string, string][] = [
    ["Name", lead.name],
    ["Phone", lead.phone],
    // The language to call them back in: the edition of the site they used.
    ["Language", isLocale(lead.language) ? languageNames[lead.language] : lead.language],
  ];
  const rest: [string, string][] = [
    ["Service", detail.serviceTitle],
    ["E-mail", lead.email],
  ];
  switch (detail.kind) {
    case "chatbot_submission":
      return [
        ...who,
        ["Address", detail.lead.address],
        ["What they need", detail.lead.description],
        ["Timeframe", detail.lead.timeframe],
        ...rest,
        ["Property", detail.lead.propertyType],
        ["Prefers", detail.lead.preferredContact],
      ];
    case "contact_message":
      return [
        ...who,
        ["Suburb", detail.lead.suburb],
        ["Message", detail.lead.message],
        ...rest,
        ["Marketing", detail.lead.marketingOptIn ? "Agreed to news and offers" : "No marketing"],
      ];
    case "appointment":
      return [
        ...who,
        ["Address", `${detail.lead.address}, ${detail.lead.suburb}`],
        ["Job", detail.lead.description],
        ["Visit", detail.slot],
        ["Booking", detail.lead.status],
        ...rest,
        ["Property", detail.lead.propertyType],
        ["Prefers", detail.lead.preferredContact === "email" ? "E-mail" : "Phone"],
        ["Marketing", detail.lead.marketingOptIn ? "Agreed to news and offers" : "No marketing"],
      ];
  }
}

function ContactLinks({ detail }: { detail: LeadDetail }) {
  const { phone, email, name } = detail.lead;
  if (!phone && !email) return null;
  const links = phoneLinks(phone);
  const greeting = encodeURIComponent(
    `Hello ${name.split(" ")[0] ?? ""}, this is ${site.name} about your enquiry ${detail.reference}.`,
  );
  const linkClass = "rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100";
  return (
    <div className="flex flex-wrap gap-3">
      {phone && (
        <a className={linkClass} href={links.call}>
          Call {phone}
        </a>
      )}
      {phone && (
        <a
          className={linkClass}
          href={`${links.whatsapp}?text=${greeting}`}
          target="_blank"
          rel="noreferrer"
        >
          WhatsApp
        </a>
      )}
      {email && (
        <a className={linkClass} href={mailtoLink(email, `Your enquiry ${detail.reference}`)}>
          E-mail {email}
        </a>
      )}
    </div>
  );
}

function StatusPanel({ detail, leadPath }: { detail: LeadDetail; leadPath: string }) {
  const [status, setStatus] = useState<LeadStatus>(detail.status);
  const change = useUpdateLeadStatus(leadPath);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ status });
      }}
    >
      <div>
        <label htmlFor="lead-status-select" className="block font-medium">
          Status
        </label>
        <select
          id="lead-status-select"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2"
        >
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className={buttonClass}
        disabled={change.isPending || status === detail.status}
      >
        {change.isPending ? "Saving…" : "Save status"}
      </button>
      {change.isError && <FormAlert>{change.error.message}</FormAlert>}
    </form>
  );
}

function NoteForm({ leadPath }: { leadPath: string }) {
  const add = useAddLeadNote(leadPath);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const note = String(new FormData(form).get("note") ?? "");
        add.mutate({ note }, { onSuccess: () => form.reset() });
      }}
    >
      <label htmlFor="lead-note" className="block font-medium">
        Add a note
      </label>
      <textarea
        id="lead-note"
        name="note"
        rows={3}
        maxLength={2000}
        aria-invalid={add.isError || undefined}
        aria-describedby={add.isError ? "lead-note-error" : undefined}
        className="block w-full rounded-md border border-slate-400 px-3 py-2"
      />
      {add.isError && (
        <p id="lead-note-error" className="text-sm font-medium text-red-700">
          {add.error.fieldErrors.note ?? add.error.message}
        </p>
      )}
      <button type="submit" className={buttonClass} disabled={add.isPending}>
        {add.isPending ? "Saving…" : "Save note"}
      </button>
    </form>
  );
}

function History({ detail }: { detail: LeadDetail }) {
  if (detail.history.length === 0) return <p>Nobody has worked this lead yet.</p>;
  return (
    <ol className="space-y-3" data-testid="lead-history">
      {detail.history.map((entry) => (
        <li key={entry.id} className="border-l-4 border-slate-300 pl-3">
          <p className="text-sm text-slate-600">
            {formatDateTime(entry.createdAt)} · {actorName(entry)}
          </p>
          <p className="whitespace-pre-wrap">{historyText(entry)}</p>
        </li>
      ))}
    </ol>
  );
}

const deliveryNames: Record<string, string> = {
  webhook: "Webhook",
  email: "E-mail",
  whatsapp: "WhatsApp",
  push: "Alert",
};

function DeliveryRow({ delivery, leadPath }: { delivery: Delivery; leadPath: string }) {
  const retry = useRetryDelivery(delivery.id, leadPath);
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="delivery">
      <p>
        <strong>{deliveryNames[delivery.kind] ?? delivery.kind}</strong>
        {delivery.to ? ` to ${delivery.to}` : ""}: {delivery.status}
        {delivery.deliveredAt ? ` on ${formatDateTime(delivery.deliveredAt)}` : ""} ·{" "}
        {delivery.attempts} attempt{delivery.attempts === 1 ? "" : "s"}
      </p>
      {delivery.lastError && delivery.status !== "delivered" && (
        <p className="text-sm text-red-800">Last error: {delivery.lastError}</p>
      )}
      {delivery.status === "pending" && delivery.attempts > 0 && (
        <p className="text-sm text-slate-600">Next try {formatDateTime(delivery.nextAttemptAt)}</p>
      )}
      {delivery.status !== "delivered" && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? "Retrying…" : "Retry now"}
          </button>
          {retry.isError && <span className="text-sm text-red-800">{retry.error.message}</span>}
          {retry.isSuccess && <span role="status">Queued to send again.</span>}
        </div>
      )}
    </li>
  );
}

/** Everything about one lead, and the things to do with it. */
export function LeadDetailView({
  leadKey,
  retentionDays,
}: {
  leadKey: string;
  retentionDays: number;
}) {
  const key = parseLeadKey(leadKey);
  const leadPath = key ? `${key.kind}/${key.id}` : "";
  const query = useQuery({ ...leadQuery(leadPath), enabled: key !== undefined });
  if (!key) {
    return (
      <div className="space-y-6">
        <Link to="/admin" className="text-brand-700 underline">
          ← Back to all leads
        </Link>
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
          This lead does not exist, or it was deleted.
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <Link to="/admin" className="text-brand-700 underline">
        ← Back to all leads
      </Link>
      {query.isPending && <p role="status">Loading the lead…</p>}
      {query.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
          {query.error.status === 404
            ? "This lead does not exist, or it was deleted."
            : query.error.message}
        </p>
      )}
      {query.data && (
        <>
          <div>
            <h2 className="text-2xl font-bold text-slate-900">
              {query.data.lead.name || "(details removed)"}
            </h2>
            <p className="text-slate-700">
              {leadKindLabels[query.data.kind]} · {query.data.reference} · received{" "}
              {formatDateTime(query.data.createdAt)}
            </p>
          </div>
          <ContactLinks detail={query.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Details">
              <Fields rows={leadFields(query.data)} />
              <p className="text-sm text-slate-600">
                {query.data.anonymisedAt
                  ? `Personal details removed on ${formatDate(query.data.anonymisedAt)}.`
                  : `Personal details are removed on ${formatDate(query.data.anonymiseOn)} (${retentionDays} days after it arrived), as the privacy policy says.`}
              </p>
            </Panel>
            <Panel title="Work">
              <StatusPanel key={query.data.status} detail={query.data} leadPath={leadPath} />
              {query.data.kind === "appointment" && (
                <BookingActions
                  id={query.data.id}
                  status={query.data.lead.status}
                  onDone={() => void query.refetch()}
                />
              )}
              <NoteForm leadPath={leadPath} />
            </Panel>
          </div>
          {query.data.transcript && query.data.transcript.length > 0 && (
            <Panel title="Chat transcript">
              <ol className="space-y-2" data-testid="transcript">
                {query.data.transcript.map((message, index) => (
                  <li
                    key={index}
                    className={message.sender === "user" ? "text-slate-900" : "text-slate-600"}
                  >
                    <strong>{message.sender === "user" ? "Visitor" : "Assistant"}:</strong>{" "}
                    <span className="whitespace-pre-wrap">{message.message}</span>
                  </li>
                ))}
              </ol>
            </Panel>
          )}
          <Panel title="History">
            <History detail={query.data} />
          </Panel>
          <Panel title="Deliveries">
            {query.data.deliveries.length === 0 ? (
              <p>Nothing was sent for this lead (no webhook or e-mail was configured).</p>
            ) : (
              <ul className="space-y-3">
                {query.data.deliveries.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} leadPath={leadPath} />
                ))}
              </ul>
            )}
          </Panel>
        </>
      )}
    </div>
  );
}
