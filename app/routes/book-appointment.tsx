import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { BookingForm } from "#app/features/booking/booking-form.tsx";
import { BookingIntro } from "#app/features/booking/booking-intro.tsx";
import { formPageText } from "#app/lib/form-text.server.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { fill } from "#common/i18n/fill.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/book-appointment";
import { bookingChoices, fullWindowsAt } from "./book-appointment.server";

/**
 * Rendered per request, not at build time: the days on offer depend on today's date in
 * South Africa, and the page must list them even before its script runs.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const now = new Date();
  const locale = requestLocale(request);
  const text = formPageText(locale);
  const page = text.bookingPage;
  const crumbs = [
    { name: page.crumbHome, path: pathIn(locale, "/") },
    { name: page.crumb, path: pathIn(locale, "/book-appointment") },
  ];
  const head = {
    title: page.title,
    description: fill(page.description, { business: site.name }),
    path: pathIn(locale, "/book-appointment"),
  };
  return {
    meta: pageMeta(head),
    structuredData: [webPageLd(head), breadcrumbLd(crumbs)],
    crumbs,
    text,
    ...bookingChoices(now, await fullWindowsAt(now, context.bookingAvailability), locale),
  };
}

export const meta = metaFromLoader;

export function headers() {
  // The list of days changes at midnight and as windows fill; a cached copy must be checked first.
  return { "Cache-Control": "no-cache" };
}

export default function BookAppointment({ loaderData }: Route.ComponentProps) {
  const { text, crumbs } = loaderData;
  const page = text.bookingPage;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={page.eyebrow} title={page.heading} crumbs={crumbs}>
        <BookingIntro text={text} />
      </PageIntro>
      <Section id="booking" title={page.formTitle} intro={<p>{page.formIntro}</p>}>
        <div className="max-w-3xl">
          <BookingForm
            services={loaderData.services}
            suburbs={loaderData.suburbs}
            dates={loaderData.dates}
            windows={loaderData.windows}
            fullWindows={loaderData.fullWindows}
            listedAt={loaderData.listedAt}
            text={text}
          />
        </div>
      </Section>
    </>
  );
}
