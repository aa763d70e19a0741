import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "Privacy policy",
    description: `How ${site.name} collects, uses and protects the personal information you give us through this website, in line with POPIA.`,
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return (
    <PageIntro eyebrow="Privacy" title="Privacy policy">
      <p>
        We collect the name, phone number, e-mail address and job details you give us only so that
        we can answer your enquiry and do the work you ask for, as the Protection of Personal
        Information Act (POPIA) requires. To ask what we hold about you or to have it deleted,
        e-mail {site.email}.
      </p>
    </PageIntro>
  );
}
