import { Link } from "react-router";

/** The link under a section's cards to the page that lists all of them. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="mt-6">
      <Link to={to} className="font-semibold text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
