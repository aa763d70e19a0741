import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";

import { AlertsPanel } from "./alerts/alerts-panel";
import { CapacityPanel } from "./capacity-panel";
import { DataSubjectView } from "./data-subject-view";
import { GoLiveChecklist } from "./go-live-checklist";
import { LeadDetailView } from "./lead-detail-view";
import { LeadInbox } from "./lead-inbox";

/** The specification's query cache: fresh for 5 minutes, kept 10, one retry, no refetch on focus. */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export interface AdminViewer {
  name: string;
  email: string;
  retentionDays: number;
}

const tabClass = (active: boolean) =>
  `rounded-md px-4 py-2 font-semibold ${
    active ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-100"
  }`;

/**
 * The inbox, a lead's page and the privacy requests, switched by the address (?lead=, ?view=)
 * so that the back button, bookmarks and a reload all land where the admin was.
 */
export default function AdminApp({ viewer }: { viewer: AdminViewer }) {
  const [queryClient] = useState(createAdminQueryClient);
  const [params] = useSearchParams();
  const lead = params.get("lead");
  const view = params.get("view");
  return (
    <QueryClientProvider client={queryClient}>
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Leads</h1>
          <p className="text-slate-700">
            Signed in as {viewer.name} ·{" "}
            <Link to="/auth" className="text-brand-700 underline">
              Account and sign-out
            </Link>
          </p>
        </div>
        <GoLiveChecklist />
        <nav aria-label="Admin" className="mt-4 flex gap-2">
          <Link
            to="/admin"
            className={tabClass(view !== "privacy")}
            aria-current={view !== "privacy" ? "page" : undefined}
          >
            Inbox
          </Link>
          <Link
            to="/admin?view=privacy"
            className={tabClass(view === "privacy")}
            aria-current={view === "privacy" ? "page" : undefined}
          >
            Privacy requests
          </Link>
        </nav>
        <div className="mt-6">
          {view === "privacy" ? (
            <DataSubjectView />
          ) : lead ? (
            <LeadDetailView leadKey={lead} retentionDays={viewer.retentionDays} />
          ) : (
            <div className="space-y-6">
              <LeadInbox />
              <AlertsPanel />
              <CapacityPanel />
            </div>
          )}
        </div>
      </div>
    </QueryClientProvider>
  );
}
