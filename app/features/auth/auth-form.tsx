import { useRef, useState, type FormEvent, type ReactNode } from "react";

import { FormAlert } from "#app/components/forms/form-alert.tsx";

export interface AuthFailure {
  /** The form's own message, shown above the fields. */
  message?: string;
  /** Messages for single fields, by input name. */
  fields?: Record<string, string | undefined>;
}

interface AuthFormProps {
  submitLabel: string;
  pendingLabel: string;
  /** Resolves with a failure to show, or nothing when the form has done its job. */
  onSubmit(data: FormData): Promise<AuthFailure | undefined | void>;
  children(errors: Record<string, string | undefined>): ReactNode;
  /** Names the form for screen readers and tests. */
  label: string;
}

/**
 * The shape every account form shares: one submit at a time, what was typed stays in the fields
 * on failure, the message is announced, and the first wrong field takes the focus.
 */
export function AuthForm({ submitLabel, pendingLabel, onSubmit, children, label }: AuthFormProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure>({});
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = (await onSubmit(new FormData(event.currentTarget))) ?? {};
    // A form that succeeded may already have been replaced by the next step.
    if (!form.current) return;
    setPending(false);
    setFailure(result);
    const firstField = Object.keys(result.fields ?? {})[0];
    if (firstField) form.current.querySelector<HTMLElement>(`[name="${firstField}"]`)?.focus();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label={label} className="space-y-5">
      {failure.message && <FormAlert>{failure.message}</FormAlert>}
      {children(failure.fields ?? {})}
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}

/** A form field's text value, trimmed unless it is a password. */
export const fieldValue = (data: FormData, name: string) => String(data.get(name) ?? "");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailProblem = (email: string) =>
  EMAIL.test(email.trim()) ? undefined : "Enter your e-mail address, like name@example.com.";

/**
 * Only paths on this site, so a link cannot send someone elsewhere after they sign in. The value
 * is resolved as a browser would (which drops tabs and turns \\ into /), and kept only if it
 * stays on this origin.
 */
export function safeNext(next: string | null | undefined, fallback = "/admin"): string {
  if (!next?.startsWith("/")) return fallback;
  const base = "http://this.site";
  try {
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
