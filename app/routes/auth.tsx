import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "Sign in",
    description: `Staff sign-in for ${site.name}.`,
    path: "/auth",
    noindex: true,
  });

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
