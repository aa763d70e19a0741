import { useEffect, useRef, type ReactNode } from "react";

/** The form's own message (a failed send, a summary of mistakes); announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800"
    >
      {children}
    </div>
  );
}

/** A confirmation whose heading takes the focus, so keyboard and screen-reader users land on it. */
export function FormSuccess({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      data-testid={testId}
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950"
    >
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold">
        {title}
      </h3>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}
