import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "Our work",
    description: `Photos of distribution boards, rewires, solar and inverter installations, lighting and security systems finished by ${site.name} across Cape Town.`,
    path: "/gallery",
  });

export default function Gallery() {
  return (
    <PageIntro eyebrow="Gallery" title="Our work">
      <p>
        Distribution boards, rewires, inverter and solar installations, lighting and security
        systems we have finished for customers across Cape Town, with a note on what each job
        involved.
      </p>
    </PageIntro>
  );
}
