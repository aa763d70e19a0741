import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { BookingForm } from "#app/features/booking/booking-form.tsx";
import { BookingIntro } from "#app/features/booking/booking-intro.tsx";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/book-appointment";
import { bookingChoices, fullWindowsAt } from "./book-appointment.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Book an appointment", path: "/book-appointment" },
];

/**
 * Rendered per request, not at build time: the days on offer depend on today's date in
 * South Africa, and the page must list them even before its script runs.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  return {
    meta: pageMeta({
      title: "Book an appointment",
      description: `Request a visit from a ${site.name} electrician in Cape Town. Choose a day and a time window; we confirm by phone or e-mail.`,
      path: "/book-appointment",
    }),
    structuredData: breadcrumbLd(crumbs),
    ...bookingChoices(now, await fullWindowsAt(now, context.bookingAvailability)),
  };
}

export const meta = metaFromLoader;

export function headers() {
  // The list of days changes at midnight and as windows fill; a cached copy must be checked first.
  return { "Cache-Control": "no-cache" };
}

export default function BookAppointment({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="Booking" title="Book an appointment" crumbs={crumbs}>
        <BookingIntro />
      </PageIntro>
      <Section
        id="booking"
        title="Request a visit"
        intro={
          <p>
            Choose a day from the next working day up to 60 days ahead, and a time window. We
            confirm every request by phone or e-mail before we come out.
          </p>
        }
      >
        <div className="max-w-3xl">
          <BookingForm
            services={loaderData.services}
            suburbs={loaderData.suburbs}
            dates={loaderData.dates}
            windows={loaderData.windows}
            fullWindows={loaderData.fullWindows}
            listedAt={loaderData.listedAt}
          />
        </div>
      </Section>
    </>
  );
}
