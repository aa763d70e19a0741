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
