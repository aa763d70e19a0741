import { site, yearsInBusiness } from "./site";

/** The reasons on the home page; `icon` names the picture the page shows beside each. */
export function homeReasons(now: Date = new Date()) {
  return [
    {
      icon: "clock",
      title: `${yearsInBusiness(now)} years in Cape Town`,
      text: `We have worked from ${site.address.locality} since ${site.foundedYear}, and much of our work comes from customers who call us back.`,
    },
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
      text: "From our Bishop Lavis workshop the Northern Suburbs and Cape Flats are minutes away, so we can often come the same day.",
    },
  ] as const;
}

/** The home page's running text; headings and buttons stay with the page. */
export function homeCopy(now: Date = new Date()) {
  return {
    hero: `For ${yearsInBusiness(now)} years we have repaired, installed and certified electrical work in homes and businesses across ${site.serviceAreaSummary}. Every job is done to SANS 10142-1, and our emergency line is answered 24 hours a day.`,
    emergency:
      "Burning smell, sparks, a main switch that will not stay on or a live wire exposed: switch off at the main switch if it is safe, and call us.",
    services:
      "Homes, businesses and factories: repairs, new installations, backup power, compliance and security.",
    areas: `From ${site.address.suburb} we cover ${site.serviceAreaSummary}.`,
  };
}
