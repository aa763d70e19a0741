import type { Crumb } from "#app/components/breadcrumbs.tsx";
import { ContactActions } from "#app/components/contact-actions.tsx";
import { Icon } from "#app/components/icon.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { useCatalogue } from "#app/lib/catalogue.ts";
import { site } from "#content/site.ts";

export function AreaIntro({
  regionName,
  areaName,
  intro,
  travel,
  crumbs,
}: {
  regionName: string;
  areaName: string;
  intro: string;
  /** How long the drive from the workshop takes, in words. */
  travel: string;
  crumbs: Crumb[];
}) {
  const text = useCatalogue().area;
  return (
    <PageIntro eyebrow={regionName} title={text.title(areaName)} crumbs={crumbs}>
      <p>{intro}</p>
      <p className="flex items-center gap-2 text-base font-medium text-brand-800">
        <Icon name="clock" className="size-4" />
        {text.travelFrom(travel, site.address.locality)}
      </p>
      <ContactActions />
    </PageIntro>
  );
}
