import { site } from "#content/site.ts";

/** Who we are in one paragraph; the founding year only once the owner has confirmed it. */
export function AboutSummary({ founded }: { founded: number | undefined }) {
  return (
    <p>
      {site.name} is an electrical contractor with its workshop in {site.address.suburb},{" "}
      {site.address.locality}
      {founded === undefined ? "" : `, working since ${founded}`}. We cover{" "}
      {site.serviceAreaSummary}: fault finding and repairs, Certificates of Compliance, new
      installations and board upgrades, backup power and solar.
    </p>
  );
}
