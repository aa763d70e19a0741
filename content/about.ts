import type { RegisteredPersonLevel } from "./business";
import { site } from "./site";

/**
 * The About page's "How we work": the way of working the whole site describes (the price before
 * the work, a certificate for every installation). Read them as the owner: change any that is not
 * how the business works, because a visitor will hold the business to them.
 */
export const workingPrinciples = [
  {
    title: "Find the cause, not just the symptom",
    text: "A breaker that trips is telling you something. We test circuit by circuit until we know why, instead of fitting a bigger breaker and leaving.",
  },
  {
    title: "The price before the work",
    text: "You get a written, fixed price before we start. If we find something else on the way, we stop and ask before doing it.",
  },
  {
    title: "Certified, every time",
    text: "Every installation and alteration is tested with calibrated instruments and certified under SANS 10142-1, because an uncertified job becomes your problem the day you sell or claim.",
  },
  {
    title: "Leave it neater than we found it",
    text: "Circuits labelled, boards closed, chasing patched and dust swept. You should be able to tell where we have worked only by the fact that it works.",
  },
];

/** The About page's opening paragraph; the founding year only once the owner has confirmed it. */
export function aboutSummary(founded: number | undefined): string {
  const since = founded === undefined ? "" : `, working since ${founded}`;
  return `${site.name} is an electrical contractor with its workshop in ${site.address.suburb}, ${site.address.locality}${since}. We cover ${site.serviceAreaSummary}: fault finding and repairs, Certificates of Compliance, new installations and board upgrades, backup power and solar.`;
}

/**
 * What registration an electrical contractor needs, and ours as far as the owner has confirmed it;
 * `items` is empty while nothing is confirmed.
 */
export function credentialsText(confirmedFacts: {
  registration: string | undefined;
  level: RegisteredPersonLevel | undefined;
  memberships: string[];
}) {
  const { registration, level, memberships } = confirmedFacts;
  return {
    rule: "In South Africa an electrical contractor must be registered with the Department of Employment and Labour, and every Certificate of Compliance is signed by a registered person: an electrical tester for single phase, an installation electrician (who may also certify three-phase work) or, for specialised installations, a master installation electrician. Ask to see the registration of whoever certifies your installation.",
    items: [
      registration && `Electrical contractor registration number: ${registration}`,
      level && `Our work is tested and certified by a registered ${level}.`,
      memberships.length > 0 && `Member of ${memberships.join(", ")}`,
    ].filter((item): item is string => Boolean(item)),
    sseg: "Solar and inverter systems must be approved by the City of Cape Town as small-scale embedded generation before they are installed, and we handle that paperwork for you.",
  };
}
