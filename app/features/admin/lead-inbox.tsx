import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Form, Link, useSearchParams } from "react-router";

import type { InboxLead } from "#common/admin-contract.ts";
import { isLocale, languageNames } from "#common/i18n/locale.ts";
import { leadKindLabels, leadKinds, leadStatuses, leadStatusLabels } from "#common/leads.ts";
import { CALLBACK_PROMISE_HOURS } from "#common/limits.ts";
import { phoneLinks } from "#common/phone.ts";

import { formatAge, formatDateTime } from "./admin-format";
import { showNewLeadCount } from "./alerts/device-push";
import { filterQuery } from "./api/admin-client";
import { type LeadFilters, leadsCsvHref, leadsQuery } from "./api/leads";

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900";

export const statusBadgeClass: Record<string, string> = {
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  quoted: "bg-violet-100 text-violet-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
};

function useFilters(): LeadFilters {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return {
    q: params.get("q") ?? "",
    source: params.get("source") ?? "",
    status: params.get("status") ?? "",
    page,
  };
}

/** "45 min", "2 h 10 min": how long a new lead has waited, in opening hours. */
export function formatWaiting(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ""}`;
}

const PROMISE_MINUTES = CALLBACK_PROMISE_HOURS * 60;

/** A new lead's wait, red once it is past the call-back the site promised. */
function Waiting({ minutes }: { minutes: number }) {
  const late = minutes > PROMISE_MINUTES;
  return (
    <span
      className={`rounded px-2 py-0.5 text-sm font-semibold ${
        late ? "bg-red-700 text-white" : "bg-amber-100 text-amber-900"
      }`}
      data-testid="lead-waiting"
    >
      {late
        ? `Waiting ${formatWaiting(minutes)}: past the ${CALLBACK_PROMISE_HOURS}-hour promise`
        : `Waiting ${formatWaiting(minutes)}`}
    </span>
  );
}

/** One lead as a card: who, what and where, how long it has waited, and one tap to call back. */
function LeadCard({ lead }: { lead: InboxLead }) {
  const removed = Boolean(lead.anonymisedAt);
  const links = lead.phone && !removed ? phoneLinks(lead.phone) : undefined;
  const name = removed ? "(details removed)" : lead.name || "(no name)";
  const actionClass =
    "rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";
  return (
    <li
      className="rounded-lg border border-slate-300 bg-white p-3 sm:flex sm:items-start sm:justify-between sm:gap-4"
      data-testid="lead-row"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <Link
            to={`/admin?lead=${lead.kind}/${lead.id}`}
            className="text-lg font-semibold text-brand-700 underline"
          >
            {name}
          </Link>
          <span className="text-sm text-slate-600">{lead.reference}</span>
          <LanguageTag language={lead.language} />
        </p>
        <p className="text-slate-800">
          {lead.urgent && (
            // An emergency call-out, or a chat that described danger: call this one first.
            <span className="mr-2 rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">
              Emergency
            </span>
          )}
          {[leadKindLabels[lead.kind], lead.serviceTitle, lead.suburb].filter(Boolean).join(" · ")}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span title={formatDateTime(lead.createdAt)}>{formatAge(lead.createdAt)} ago</span>
          {lead.waitingMinutes !== null && <Waiting minutes={lead.waitingMinutes} />}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 sm:mt-0 sm:justify-end">
        <span
          className={`rounded px-2 py-1 text-sm font-semibold ${statusBadgeClass[lead.status]}`}
        >
          {leadStatusLabels[lead.status]}
        </span>
        {lead.booking && (
          <span className="text-sm text-slate-600">Booking {lead.booking.status}</span>
        )}
        {links && (
          <>
            <a href={links.call} className={actionClass} aria-label={`Call ${name}`}>
              Call
            </a>
            <a
              href={links.whatsapp}
              className={actionClass}
              aria-label={`WhatsApp ${name}`}
              target="_blank"
              rel="noreferrer"
            >
              WhatsApp
            </a>
          </>
        )}
      </div>
    </li>
  );
}

/** The count of new leads in the tab's title and on the installed app's icon. */
function useNewLeadCount(count: number | undefined) {
  useEffect(() => {
    if (count === undefined) return;
    const plain = () => document.title.replace(/^\(\d+\) /, "");
    document.title = count > 0 ? `(${count}) ${plain()}` : plain();
    showNewLeadCount(count);
    return () => {
      document.title = plain();
    };
  }, [count]);
}

/** All leads, newest first, with search, filters, pages and the CSV of what is shown. */
export function LeadInbox() {
  const filters = useFilters();
  const query = useQuery({ ...leadsQuery(filters), placeholderData: keepPreviousData });
  const { page } = filters;
  const data = query.data;
  useNewLeadCount(data?.newTotal);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageLink = (to: number) =>
    `/admin${filterQuery({ ...filters, page: to === 1 ? undefined : to })}`;

  return (
    <div className="space-y-6">
      <Form
        method="get"
        action="/admin"
        role="search"
        className="grid gap-4 sm:grid-cols-4 sm:items-end"
      >
        <div className="sm:col-span-2">
          <label htmlFor="lead-search" className="font-medium">
            Search name, phone or e-mail
          </label>
          <input
            id="lead-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="lead-source" className="font-medium">
            Source
          </label>
          <select
            id="lead-source"
            name="source"
            defaultValue={filters.source}
            className={controlClass}
          >
            <option value="">All sources</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-status" className="font-medium">
            Status
          </label>
          <select
            id="lead-status"
            name="status"
            defaultValue={filters.status}
            className={controlClass}
          >
            <option value="">All statuses</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-4">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Show leads
          </button>
          <a
            href={leadsCsvHref(filters)}
            download
            className="rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Export these leads (CSV)
          </a>
        </div>
      </Form>

      {query.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
          {query.error.message}{" "}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {query.isPending && <p role="status">Loading leads…</p>}

      {data && (
        <>
          <p role="status" className="text-slate-700">
            {data.total === 0
              ? "No leads match."
              : `${data.total} lead${data.total === 1 ? "" : "s"}${pages > 1 ? `, page ${page} of ${pages}` : ""}.`}
          </p>
          {data.leads.length > 0 && (
            <ul aria-label="Leads, newest first" className="space-y-3">
              {data.leads.map((lead) => (
                <LeadCard key={lead.id} lead={lead} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label="Pages" className="flex gap-4">
              {page > 1 && (
                <Link to={pageLink(page - 1)} className="text-brand-700 underline">
                  Newer leads
                </Link>
              )}
              {page < pages && (
                <Link to={pageLink(page + 1)} className="text-brand-700 underline">
                  Older leads
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** Which edition of the site the visitor used: the language to call them back in. */
function LanguageTag({ language }: { language: string }) {
  const name = isLocale(language) ? languageNames[language] : language;
  return (
    <abbr
      className="rounded border border-slate-400 px-1.5 text-xs font-semibold text-slate-700 no-underline"
      title={`Language: ${name}`}
      data-testid="lead-language"
    >
      {language.toUpperCase()}
    </abbr>
  );
}
