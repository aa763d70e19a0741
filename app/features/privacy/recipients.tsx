import { RichText } from "#app/components/rich-text.tsx";
import { Section } from "#app/components/section.tsx";
import { usePages } from "#app/lib/page-words.ts";
import type { privacy } from "#content/privacy.ts";

import { prose } from "./prose";

/** Who else receives visitors' information: the processors, between the policy's own words. */
export function Recipients({
  intro,
  outro,
  processors,
}: {
  intro: string;
  outro: string;
  processors: (typeof privacy)["processors"];
}) {
  const t = usePages().privacy;
  return (
    <Section id="share" title={t.shareTitle} tone="tint">
      <RichText text={intro} className={prose} />
      <ul className={`mt-4 ${prose}`}>
        {processors.map((processor) => (
          <li key={processor.name}>
            <strong className="text-brand-900">{processor.name}</strong>
            {t.which} {processor.purpose}. {t.country}: {processor.country}.
          </li>
        ))}
      </ul>
      <RichText text={outro} className={`mt-4 ${prose}`} />
    </Section>
  );
}
