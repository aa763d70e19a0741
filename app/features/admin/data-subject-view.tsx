import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";

import { TextField } from "#app/components/forms/fields.tsx";
import { FormAlert, FormSuccess } from "#app/components/forms/form-alert.tsx";
import type { ErasureReceipt } from "#common/admin-contract.ts";
import { leadKindLabels } from "#common/leads.ts";

import { formatDateTime } from "./admin-format";
import { AdminApiError } from "./api/admin-client";
import { type DataSubject, dataSubjectExportHref, dataSubjectQuery } from "./api/data-subject";
import { useEraseDataSubject } from "./api/erase-data-subject";

const buttonClass =
  "rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

function Erase({
  subject,
  onErased,
}: {
  subject: DataSubject;
  onErased(receipt: ErasureReceipt): void;
}) {
  const erase = useEraseDataSubject(subject, onErased);
  const confirmError = erase.error?.fieldErrors.confirm;
  return (
    <form
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        erase.mutate(String(new FormData(event.currentTarget).get("confirm") ?? ""));
      }}
    >
      <h3 className="text-lg font-bold text-red-900">Erase everything listed</h3>
      <p>
        This deletes the leads above, their transcripts, notes and delivery records. It cannot be
        undone. Keep what the law still requires (invoices, Certificates of Compliance) elsewhere.
      </p>
      <TextField
        id="erase-confirm"
        name="confirm"
        label="Type ERASE to confirm"
        autoComplete="off"
        error={confirmError}
      />
      {erase.isError && !confirmError && <FormAlert>{erase.error.message}</FormAlert>}
      <button
        type="submit"
        className="rounded-md bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900"
        disabled={erase.isPending}
      >
        {erase.isPending ? "Erasing…" : "Erase this person's data"}
      </button>
    </form>
  );
}

/**
 * POPIA requests: what do you hold about me (find, export) and please delete it (erase). The
 * person is found by e-mail address or phone number, written any way.
 */
export function DataSubjectView() {
  const [subject, setSubject] = useState<DataSubject>();
  const [receipt, setReceipt] = useState<ErasureReceipt>();
  const query = useQuery(dataSubjectQuery(subject));
  const fieldErrors = query.error instanceof AdminApiError ? query.error.fieldErrors : {};

  return (
    <div className="space-y-6">
      <p className="max-w-3xl">
        When someone asks what we hold about them, or asks us to delete it (POPIA sections 23 and
        24), find their records here by e-mail address or phone number. Confirm who they are before
        you send or erase anything.
      </p>
      <form
        role="search"
        aria-label="Find a person's records"
        className="grid max-w-3xl gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setReceipt(undefined);
          setSubject({
            email: String(data.get("email") ?? "").trim() || undefined,
            phone: String(data.get("phone") ?? "").trim() || undefined,
          });
        }}
      >
        <TextField
          id="subject-email"
          name="email"
          type="email"
          label="E-mail address"
          error={fieldErrors.email}
        />
        <TextField
          id="subject-phone"
          name="phone"
          type="tel"
          label="Phone number"
          error={fieldErrors.phone}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            Find records
          </button>
        </div>
      </form>

      {receipt && (
        <FormSuccess title="Erased">
          <p>
            Deleted {Object.values(receipt.leads).reduce((a, b) => a + b, 0)} lead(s),{" "}
            {receipt.deliveries} delivery record(s), {receipt.leadActivity} note(s) or status
            change(s) and {receipt.chatFlows} unfinished chat request(s) on{" "}
            {formatDateTime(receipt.erasedAt)}.
          </p>
        </FormSuccess>
      )}
      {query.isFetching && <p role="status">Searching…</p>}
      {query.isError && Object.keys(fieldErrors).length === 0 && (
        <FormAlert>{query.error.message}</FormAlert>
      )}
      {query.data && !receipt && (
        <section className="space-y-4" aria-label="Records found">
          {query.data.totals.leads === 0 && query.data.totals.chatFlows === 0 ? (
            <p role="status">Nothing is stored about this person.</p>
          ) : (
            <>
              <p role="status">
                {query.data.totals.leads} lead(s), {query.data.totals.transcripts} chat
                transcript(s), {query.data.totals.deliveries} delivery record(s),{" "}
                {query.data.totals.activities} note(s) or status change(s) and{" "}
                {query.data.totals.chatFlows} unfinished chat request(s).
              </p>
              <ul className="space-y-2">
                {query.data.leads.map((lead) => (
                  <li key={lead.id}>
                    <Link
                      to={`/admin?lead=${lead.kind}/${lead.id}`}
                      className="text-brand-700 underline"
                    >
                      {leadKindLabels[lead.kind]} {lead.reference}
                    </Link>{" "}
                    · {lead.name} · {lead.email} · {lead.phone} · {formatDateTime(lead.createdAt)}
                  </li>
                ))}
              </ul>
              <a
                href={dataSubjectExportHref(subject ?? {})}
                download
                className="inline-block rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Download everything (JSON)
              </a>
              {subject && <Erase subject={subject} onErased={setReceipt} />}
            </>
          )}
        </section>
      )}
    </div>
  );
}
