import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "Frequently asked questions",
    description: `Answers about call-out fees, quotes, Certificates of Compliance, load-shedding backup, opening hours and emergencies from ${site.name}.`,
    path: "/faq",
  });

export default function Faq() {
  return (
    <PageIntro eyebrow="FAQ" title="Frequently asked questions">
      <p>
        Our hours are {site.hoursSummary.toLowerCase()}, and emergency call-outs run around the
        clock on {site.phone.display}. Below are the questions customers ask us most about prices,
        Certificates of Compliance and backup power.
      </p>
    </PageIntro>
  );
}
