import { PageIntro } from "#app/components/page-intro.tsx";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { site } from "#content/site.ts";

export function loader() {
  return {
    meta: pageMeta({
      title: "Admin",
      description: `Staff area of ${site.name} for working the enquiries that come in through the website.`,
      path: "/admin",
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

export default function Admin() {
  return (
    <PageIntro eyebrow="Staff" title="Admin">
      <p>
        This is where the {site.name} team works the enquiries that arrive through the website.
        Staff sign-in is not open yet; customers can reach us on {site.phone.display}.
      </p>
    </PageIntro>
  );
}
