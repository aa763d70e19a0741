import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "Case studies",
    description: `Electrical projects by ${site.name} in Cape Town, from the problem we found to the work we did and the result for the customer.`,
    path: "/case-studies",
  });

export default function CaseStudies() {
  return (
    <PageIntro eyebrow="Case studies" title="Case studies">
      <p>
        Real jobs from our files: what the customer called us about, what we found when we tested
        the installation, what we changed and what it cost them in time and money.
      </p>
    </PageIntro>
  );
}
