import { Link } from "react-router";

/** Until a customer agrees to a write-up, the page says so and points to the service pages. */
export function NoCaseStudies() {
  return (
    <p className="max-w-3xl text-lg text-slate-700" data-testid="no-case-studies">
      No write-ups yet: the first will appear here once a customer has agreed to it. Until then,
      each{" "}
      <Link to="/services" className="font-semibold text-brand-700 underline">
        service page
      </Link>{" "}
      explains how that kind of job is done, step by step, and what it needs to pass its
      certificate.
    </p>
  );
}
