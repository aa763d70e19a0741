import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Paragraphs } from "#app/components/paragraphs.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { Credentials } from "#app/features/about/credentials.tsx";
import { SeeForYourself } from "#app/features/about/see-for-yourself.tsx";
import { WorkingPrinciples } from "#app/features/about/working-principles.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { requestLocale, useLocale } from "#app/lib/locale.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { usePages } from "#app/lib/page-words.ts";
import { breadcrumbLd, webPageLd } from "#app/lib/structured-data.server.ts";
import { pathIn } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/about";
import { aboutFacts } from "./about.server";

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { about } = messages[locale].pages;
  const home = messages[locale].catalogue.crumbs.home;
  const facts = aboutFacts(locale);
  const crumbs = [
    { name: home, path: pathIn(locale, "/") },
    { name: about.crumb, path: pathIn(locale, "/about") },
  ];
  const head = {
    title: about.metaTitle,
    description: about.metaDescription({
      name: site.name,
      locality: site.address.locality,
      founded: facts.founded,
    }),
    path: pathIn(locale, "/about"),
  };
  return {
    meta: pageMeta(head),
    ...facts,
    crumbs,
    structuredData: [webPageLd(head), breadcrumbLd(crumbs)],
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function About({ loaderData }: Route.ComponentProps) {
  const { summary, story, principles, credentials, crumbs } = loaderData;
  const t = usePages().about;
  // The owner's story is in the owner's words, which are English until written in Afrikaans.
  const storyLang = useLocale() === "af" ? "en" : undefined;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow={t.eyebrow} title={t.title(site.name)} crumbs={crumbs}>
        <p>{summary}</p>
      </PageIntro>
      {story.length > 0 && (
        <Section id="story" title={t.storyTitle}>
          <div lang={storyLang}>
            <Paragraphs paragraphs={story} />
          </div>
        </Section>
      )}
      <WorkingPrinciples principles={principles} />
      <Credentials {...credentials} />
      <SeeForYourself hasCaseStudies={loaderData.hasCaseStudies} links={loaderData.links} />
      <CallToAction />
    </>
  );
}
