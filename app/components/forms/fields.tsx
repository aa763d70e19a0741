/**
 * Labelled form controls with their hint and error wired to the input (aria-describedby,
 * aria-invalid), so a screen reader hears what is wrong when it lands on the field.
 */
import type { ComponentProps, ReactNode } from "react";

const controlClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-700";

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean | string;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** What every text-like control shares: its id, its description and its error state. */
function controlProps(id: string, hint: unknown, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: `${controlClass} ${error ? "border-red-700" : "border-slate-400"}`,
  } as const;
}

function FieldText({ id, hint, error }: Pick<FieldProps, "id" | "hint" | "error">) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A label above the control, its hint and error below. */
function Labelled({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {optional && (
          <span className="font-normal text-slate-600">
            {" "}
            ({optional === true ? "optional" : optional})
          </span>
        )}
      </label>
      {children}
      <FieldText id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({
  id,
  label,
  hint,
  error,
  optional,
  ...input
}: FieldProps & ComponentProps<"input">) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} optional={optional}>
      <input {...controlProps(id, hint, error)} {...input} />
    </Labelled>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  optional,
  ...input
}: FieldProps & ComponentProps<"textarea">) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea rows={5} {...controlProps(id, hint, error)} {...input} />
    </Labelled>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  children,
  ...select
}: FieldProps & ComponentProps<"select">) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} optional={optional}>
      <select {...controlProps(id, hint, error)} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldProps & ComponentProps<"input">) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-1 size-5 shrink-0 accent-brand-600"
          {...input}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      <FieldText id={id} hint={hint} error={error} />
    </div>
  );
}

/** Radio buttons in a fieldset, the legend naming the question. */
export function RadioGroup({
  id,
  legend,
  options,
  error,
  hint,
  inputProps,
  defaultValue,
}: {
  id: string;
  legend: ReactNode;
  /** The option ticked when the form opens. */
  defaultValue?: string;
  options: readonly { value: string; label: ReactNode; description?: ReactNode }[];
  error?: string;
  hint?: ReactNode;
  inputProps: ComponentProps<"input">;
}) {
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={option.value}
              defaultChecked={option.value === defaultValue}
              className="mt-1 size-4 shrink-0 accent-brand-600"
              {...inputProps}
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description && (
                <span className="block text-sm text-slate-600">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldText id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * A field only bots fill in: kept off-screen rather than display:none, which some bots skip,
 * and out of the tab order and the accessibility tree so people never meet it.
 */
export function HoneypotField(props: ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
