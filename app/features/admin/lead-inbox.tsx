import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Form, Link, useSearchParams } from "react-router";

import { leadKindLabels, leadKinds, leadStatuses, leadStatusLabels } from "#common/leads.ts";

import { formatAge, formatDateTime } from "./admin-format";
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

/** All leads, newest first, with search, filters, pages and the CSV of what is shown. */
export function LeadInbox() {
  const filters = useFilters();
  const query = useQuery({ ...leadsQuery(filters), placeholderData: keepPreviousData });
  const { page } = filters;
  const data = query.data;
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
            <div className="overflow-x-auto">
              <table className="w-full min-w-[720px] border-collapse text-left">
                <caption className="sr-only">Leads, newest first</caption>
                <thead>
                  <tr className="border-b-2 border-slate-300">
                    <th scope="col" className="py-2 pr-3">
                      Received
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Source
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Name
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Service
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Suburb
                    </th>
                    <th scope="col" className="py-2">
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.leads.map((lead) => (
                    <tr
                      key={lead.id}
                      className="border-b border-slate-200 align-top"
                      data-testid="lead-row"
                    >
                      <td className="py-2 pr-3">
                        <span title={formatDateTime(lead.createdAt)}>
                          {formatAge(lead.createdAt)} ago
                        </span>
                      </td>
                      <td className="py-2 pr-3">{leadKindLabels[lead.kind]}</td>
                      <td className="py-2 pr-3">
                        <Link
                          to={`/admin?lead=${lead.kind}/${lead.id}`}
                          className="font-semibold text-brand-700 underline"
                        >
                          {lead.anonymisedAt ? "(details removed)" : lead.name || "(no name)"}
                        </Link>
                        <span className="block text-sm text-slate-600">{lead.reference}</span>
                      </td>
                      <td className="py-2 pr-3">{lead.serviceTitle}</td>
                      <td className="py-2 pr-3">{lead.suburb}</td>
                      <td className="py-2">
                        <span
                          className={`rounded px-2 py-1 text-sm font-semibold ${statusBadgeClass[lead.status]}`}
                        >
                          {leadStatusLabels[lead.status]}
                        </span>
                        {lead.booking && (
                          <span className="mt-1 block text-sm text-slate-600">
                            Booking {lead.booking.status}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
