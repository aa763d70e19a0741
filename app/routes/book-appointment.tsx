import { Link } from "react-router";

import { PageIntro } from "#app/components/page-intro.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/book-appointment";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Book an appointment", path: "/book-appointment" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "Book an appointment",
      description: `Request a visit from a ${site.name} electrician in Cape Town. Choose a day and a time window; we confirm by phone or e-mail.`,
      path: "/book-appointment",
    }),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

export default function BookAppointment({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Booking" title="Book an appointment" crumbs={crumbs}>
        <p>
          We book visits {site.hoursSummary.toLowerCase()}. For an emergency, do not wait for a
          booking: call{" "}
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
            {site.phone.display}
          </a>{" "}
          now, day or night. For anything else you can also{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            send us a message
          </Link>
          .
        </p>
      </PageIntro>
    </>
  );
}
