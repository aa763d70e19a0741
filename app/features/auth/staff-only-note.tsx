import { Link } from "react-router";

import { site } from "#content/site.ts";

/** Above the forms: accounts are for staff, and how a customer reaches us instead. */
export function StaffOnlyNote() {
  return (
    <p className="mb-6">
      Accounts on this site are for {site.name} staff. Customers do not need one: call{" "}
      {site.phone.display} or send us a message from the{" "}
      <Link className="text-brand-700 underline" to="/contact">
        contact page
      </Link>
      .
    </p>
  );
}
