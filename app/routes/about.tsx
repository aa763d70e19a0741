import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Paragraphs } from "#app/components/paragraphs.tsx";
import { Section } from "#app/components/section.tsx";
import { JsonLdScript } from "#app/components/seo/json-ld.tsx";
import { AboutSummary } from "#app/features/about/about-summary.tsx";
import { Credentials } from "#app/features/about/credentials.tsx";
import { SeeForYourself } from "#app/features/about/see-for-yourself.tsx";
import { WorkingPrinciples } from "#app/features/about/working-principles.tsx";
import { readingPage } from "#app/lib/hydration.ts";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { breadcrumbLd } from "#app/lib/structured-data.server.ts";
import { sinceFounded } from "#content/business.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/about";
import { aboutFacts } from "./about.server";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "About us", path: "/about" },
];

export function loader() {
  return {
    meta: pageMeta({
      title: "About us",
      description: `${site.name}: electricians for Cape Town homes and businesses, based in Bishop Lavis${sinceFounded()}. How we work, our registration and what to expect.`,
      path: "/about",
    }),
    ...aboutFacts(),
    structuredData: breadcrumbLd(crumbs),
  };
}

export const meta = metaFromLoader;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function About({ loaderData }: Route.ComponentProps) {
  const { founded, story, credentials } = loaderData;
  return (
    <>
      <JsonLdScript data={loaderData.structuredData} />
      <PageIntro eyebrow="About us" title={`About ${site.name}`} crumbs={crumbs}>
        <AboutSummary founded={founded} />
      </PageIntro>
      {story.length > 0 && (
        <Section id="story" title="Where we come from">
          <Paragraphs paragraphs={story} />
        </Section>
      )}
      <WorkingPrinciples />
      <Credentials {...credentials} />
      <SeeForYourself hasCaseStudies={loaderData.hasCaseStudies} />
      <CallToAction />
    </>
  );
}
