import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { site } from "#content/site.ts";

export const meta = () =>
  pageMeta({
    title: "Book an appointment",
    description: `Request a visit from a ${site.name} electrician in Cape Town. Choose a day and a time window; we confirm by phone or e-mail.`,
    path: "/book-appointment",
  });

export default function BookAppointment() {
  return (
    <PageIntro eyebrow="Booking" title="Book an appointment">
      <p>
        We book visits {site.hoursSummary.toLowerCase()}. For an emergency, do not wait for a
        booking: call {site.phone.display} now, day or night.
      </p>
    </PageIntro>
  );
}
