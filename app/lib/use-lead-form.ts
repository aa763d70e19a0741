/**
 * A form's life in the browser: uncontrolled inputs (what the visitor typed stays in the page
 * whatever happens), the shared zod schema loaded on first use, field messages on submit and
 * re-checked as the visitor fixes them, and the answer of the server.
 *
 * The schema is imported when the visitor first focuses the form, not with the page: a page
 * that is only read never downloads it, and before it arrives the form still works as a plain
 * HTML form that the server answers (docs/decisions/011-forms-without-a-form-library.md).
 */
import { useRef, useState, type FormEvent } from "react";

import type { Locale } from "#common/i18n/locale.ts";
import type { Validate } from "#common/validation/form-validators.ts";

import { submitLead, type SubmitMessages } from "./submit-lead";

export interface LeadFormOptions<T, R> {
  endpoint: string;
  loadValidator: () => Promise<Validate<T>>;
  /** Field names in page order: the first with a message gets the focus. */
  fieldOrder: readonly string[];
  onSaved: (response: R, data: T, form: HTMLFormElement) => void;
  /** The page's language: the server answers in it and the lead records it. */
  language?: Locale;
  /** The failures' words in the page's language, with the phone number filled in. */
  messages: SubmitMessages;
}

/** The form as the server would read it: every named field, unticked boxes absent. */
function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

function focusFirst(
  form: HTMLFormElement,
  errors: Record<string, string>,
  order: readonly string[],
) {
  const first = order.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  const target = element instanceof RadioNodeList ? element[0] : element;
  if (target instanceof HTMLElement) target.focus();
}

export function useLeadForm<T, R>({
  endpoint,
  loadValidator,
  fieldOrder,
  onSaved,
  language = "en",
  messages,
}: LeadFormOptions<T, R>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const validator = useRef<Promise<Validate<T>>>(undefined);

  const load = () => {
    validator.current ??= loadValidator().catch((error: unknown) => {
      validator.current = undefined;
      throw error;
    });
    return validator.current;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    if (submitting) return;
    setFailure(undefined);
    let validate: Validate<T>;
    try {
      validate = await load();
    } catch {
      // The script could not be fetched (a flaky connection): let the browser post the form
      // itself, and the server checks and answers it.
      form.submit();
      return;
    }
    const checked = validate(formValues(form));
    if (!checked.success) {
      setErrors(checked.errors);
      focusFirst(form, checked.errors, fieldOrder);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await submitLead<R>(endpoint, { ...checked.data, language }, messages);
    setSubmitting(false);
    if (result.kind === "saved") {
      onSaved(result.body, checked.data, form);
    } else if (result.kind === "invalid") {
      setFailure(result.message);
      setErrors(result.fieldErrors);
      focusFirst(form, result.fieldErrors, fieldOrder);
    } else {
      setFailure(result.message);
    }
  }

  /** Once a field has a message, each change re-checks it, so the message goes when it is fixed. */
  async function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !(name in errors) || !validator.current) return;
    const form = event.currentTarget;
    const checked = (await validator.current)(formValues(form));
    const message = checked.success ? undefined : checked.errors[name];
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }

  return {
    errors,
    failure,
    submitting,
    clearErrors: () => setErrors({}),
    formProps: {
      method: "post",
      action: endpoint,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onChange: (event: FormEvent<HTMLFormElement>) => void onChange(event),
      // Fetch the rules while the visitor types, so checking on submit is instant.
      onFocus: () => void load().catch(() => undefined),
    },
  };
}
