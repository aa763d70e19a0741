import { CallToAction } from "#app/components/call-to-action.tsx";
import { AnchorNav } from "#app/components/chips.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";

import type { Route } from "./+types/services";
import { serviceGroupCards } from "./services.server";

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = messages[locale].catalogue;
  const crumbs = [
    { name: text.crumbs.home, path: pathIn(locale, "/") },
    { name: text.crumbs.services, path: pathIn(locale, "/services") },
  ];
  const head = {
    title: text.services.title,
    description: text.services.description,
    path: pathIn(locale, "/services"),
  };
  return {
    meta: pageMeta(head),
    crumbs,
    groups: serviceGroupCards(locale),
    structuredData: [webPageLd(head), breadcrumbLd(crumbs)],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function Services({ loaderData }: Route.ComponentProps) {
  const text = useCatalogue();
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro
        eyebrow={text.crumbs.services}
        title={text.services.title}
        crumbs={loaderData.crumbs}
      >
        <p>{text.services.intro}</p>
        <AnchorNav
          label={text.services.groupsLabel}
          items={loaderData.groups.map((x) => ({ id: x.group, label: x.title }))}
        />
      </PageIntro>
      {loaderData.groups.map(({ group, title, services }, index) => (
        <Section key={group} id={group} title={title} tone={index % 2 ? "tint" : "white"}>
          <LinkCards cards={services} columns={3} />
        </Section>
      ))}
      <CallToAction />
    </>
  );
}
