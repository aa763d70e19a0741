import { PageIntro } from "#app/components/page-intro.tsx";
import { metaFromLoader } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/page-meta.server.ts";
import { site } from "#content/site.ts";

export function loader() {
  return {
    meta: pageMeta({
      title: "Sign in",
      description: `Staff sign-in for ${site.name}.`,
      path: "/auth",
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

export default function Auth() {
  return (
    <PageIntro eyebrow="Staff" title="Sign in">
      <p>
        Accounts on this site are for {site.name} staff only. Customers do not need an account: call{" "}
        {site.phone.display} or send us a message from the contact page.
      </p>
    </PageIntro>
  );
}
