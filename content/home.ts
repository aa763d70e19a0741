import { business, confirmed, sinceFounded, yearsInBusiness } from "./business";
import { site } from "./site";

/**
 * The reasons on the home page; `icon` names the picture the page shows beside each. The years
 * in business are a reason only once the owner has confirmed the founding year.
 */
export function homeReasons(now: Date = new Date()) {
  const years = yearsInBusiness(now);
  const history =
    years === undefined
      ? []
      : [
          {
            icon: "clock",
            title: `${years} years in Cape Town`,
            text: `We have worked from ${site.address.locality}${sinceFounded()}.`,
          } as const,
        ];
  return [
    ...history,
    {
      icon: "certificate",
      title: "Certified work",
      text: "Every installation and alteration is tested and comes with a Certificate of Compliance under SANS 10142-1.",
    },
    {
      icon: "quote",
      title: "Fixed written quotes",
      text: "You see the price before we start, and the invoice matches it. No surprises in the final bill.",
    },
    {
      icon: "nearby",
      title: "Close by",
      text: "From our Bishop Lavis workshop the Northern Suburbs and the Cape Flats are minutes away.",
    },
  ] as const;
}

/** The line above the home page's heading: registration and age only as far as confirmed. */
export function homeBadge(): string {
  const founded = confirmed(business.foundedYear);
  const registered = confirmed(business.contractorRegistration) !== undefined;
  if (registered) {
    return founded === undefined
      ? "Registered electrical contractor"
      : `Registered electrical contractor since ${founded}`;
  }
  return founded === undefined ? "Local electricians" : `Local electricians since ${founded}`;
}

const heroOpening = (years: number | undefined) =>
  years === undefined
    ? "We repair, install and certify"
    : `For ${years} years we have repaired, installed and certified`;

/** The home page's running text; headings and buttons stay with the page. */
export function homeCopy(now: Date = new Date()) {
  return {
    hero: `${heroOpening(yearsInBusiness(now))} electrical work in homes and businesses across ${site.serviceAreaSummary}. Every job is done to SANS 10142-1, and our emergency line is answered 24 hours a day.`,
    emergency:
      "Burning smell, sparks, a main switch that will not stay on or a live wire exposed: switch off at the main switch if it is safe, and call us.",
    services:
      "Homes, businesses and factories: repairs, new installations, backup power, compliance and security.",
    areas: `From ${site.address.suburb} we cover ${site.serviceAreaSummary}.`,
  };
}
