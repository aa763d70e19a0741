import { CallToAction } from "#app/components/call-to-action.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "About us",
    description: `${site.name} has served Cape Town homes and businesses from Bishop Lavis since ${site.foundedYear}. Meet the electricians behind the work.`,
    path: "/about",
  });

export default function About() {
  return (
    <>
      <PageIntro eyebrow="About us" title={`About ${site.name}`}>
        <p>
          We started in {site.address.locality} in {site.foundedYear} as a small team of
          electricians doing repairs for neighbours, and grew by word of mouth into a contractor
          that works from the Cape Flats to the Atlantic Seaboard. We still answer our own phone.
        </p>
      </PageIntro>
      <CallToAction />
    </>
  );
}
