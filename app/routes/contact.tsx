import { Link } from "react-router";

import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { ContactDetails } from "#app/features/contact/contact-details.tsx";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { OpeningHours } from "#app/features/contact/opening-hours.tsx";
import { formPageText } from "#app/lib/form-text.server.ts";
import { serviceOptions } from "#app/lib/lead-options.server.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, businessLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { fill } from "#common/i18n/fill.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { allAreas } from "#content/index.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = formPageText(locale);
  const page = text.contactPage;
  const crumbs = [
    { name: page.crumbHome, path: pathIn(locale, "/") },
    { name: page.crumb, path: pathIn(locale, "/contact") },
  ];
  const head = {
    title: page.title,
    description: fill(page.description, { business: site.name }),
    path: pathIn(locale, "/contact"),
  };
  return {
    meta: pageMeta(head),
    structuredData: [
      webPageLd(head),
      businessLd(allAreas.map((area) => area.name)),
      breadcrumbLd(crumbs),
    ],
    services: serviceOptions(locale),
    crumbs,
    text,
  };
}

export const meta = metaFromLoader;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { text, crumbs } = loaderData;
  const page = text.contactPage;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro
        eyebrow={page.eyebrow}
        title={fill(page.heading, { business: site.name })}
        crumbs={crumbs}
      >
        <p>{page.intro}</p>
      </PageIntro>
      <ContactDetails text={page} />
      <Section
        id="message"
        title={page.formTitle}
        tone="tint"
        intro={
          <p>
            {page.formIntroBefore}{" "}
            <Link
              to={pathIn(text.locale, "/book-appointment")}
              className="font-semibold text-brand-700 underline"
            >
              {page.bookLink}
            </Link>{" "}
            {page.formIntroAfter}
          </p>
        }
      >
        <div className="max-w-3xl">
          <ContactForm services={loaderData.services} text={text} />
        </div>
      </Section>
      <OpeningHours text={text} />
    </>
  );
}
