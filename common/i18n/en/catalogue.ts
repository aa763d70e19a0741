/**
 * The words around the content of the services, areas and blog pages, in English. Dates and
 * numbers are formatted with `dateLocale`.
 */
export const catalogue = {
  dateLocale: "en-ZA",
  crumbs: { home: "Home", services: "Services", serviceAreas: "Service areas", blog: "Blog" },
  services: {
    title: "Electrical services in Cape Town",
    description:
      "Every electrical service we offer in Cape Town: repairs, installations, distribution boards, solar and inverters, CoCs, CCTV, access control and data cabling.",
    intro:
      "From a single plug point to a factory distribution board, every job is done by registered electricians and certified where the law requires it.",
    groupsLabel: "Service groups",
  },
  service: {
    eyebrow: "Services",
    when: "When you need this",
    steps: "What the job involves",
    compliance: "Safety and compliance",
    prices: "Price guide",
    pricesIntro: (terms: string) => `Our prices ${terms}.`,
    priceNote:
      "A guide, not a quote: the price of your job depends on what we find, and you have it in writing before we start.",
    questions: "Questions customers ask",
    caseStudies: "Jobs like this we have done",
    places: "Where we do this work",
    placesSome:
      "We do this work across Cape Town. These are the suburbs where it is asked for most:",
    placesAll: (locality: string) =>
      `We do this work across Cape Town, from our workshop in ${locality}:`,
    reading: "Further reading",
    related: "Related services",
  },
  serviceAreas: {
    title: "Areas we serve in Cape Town",
    description: (name: string) =>
      `${name} works across the Cape Metro from Bishop Lavis: Cape Flats, Northern Suburbs, City Bowl, Southern Suburbs, Atlantic Seaboard and South Peninsula.`,
    intro: (suburb: string, locality: string, summary: string) =>
      `Our workshop is in ${suburb}, ${locality}, close to the N2 and the Northern Suburbs. Most of ${summary} is within 45 minutes, and we plan visits to the far side of the mountain so that travel does not land on your bill.`,
  },
  region: {
    title: (name: string) => `Electricians in the ${name}`,
    working: (name: string) => `Working in the ${name}`,
    suburbs: "Suburbs we cover",
    suburbsIntro: "Nearest to our workshop first.",
    mostRequested: (name: string) => `Most requested in the ${name}`,
    reading: "Local articles",
  },
  area: {
    title: (name: string) => `Electricians in ${name}`,
    travelFrom: (travel: string, locality: string) => `${travel} from our workshop in ${locality}`,
    homes: (name: string) => `Homes and buildings in ${name}`,
    jobs: (name: string) => `What we are called out for in ${name}`,
    services: (name: string) => `Services in ${name}`,
    questions: (name: string) => `Questions from ${name}`,
    articles: (name: string) => `Articles about ${name}`,
    proof: "Recent work nearby",
    nearby: "Nearby areas we cover",
    seeAll: "See all of the",
  },
  /** "About 25 minutes' drive" for a travel time in minutes. */
  travel: (minutes: number) => {
    if (minutes <= 5) return "About five minutes' drive";
    if (minutes >= 60) return "About an hour's drive";
    return `About ${Math.round(minutes / 5) * 5} minutes' drive`;
  },
  blog: {
    title: "Electrical advice for Cape Town homes and businesses",
    description: (name: string) =>
      `Articles from the electricians at ${name}: safety, load-shedding, solar, Certificates of Compliance and what to expect in your suburb.`,
    intro:
      "Straight answers from working electricians about safety, backup power, compliance and the suburbs we work in.",
    categoriesLabel: "Categories",
    readTime: (minutes: number) => `${minutes} min read`,
    /** Shown on the Afrikaans blog only: where the articles not yet written in it are. */
    otherEdition: null as null | { text: string; link: string; path: string },
  },
  post: {
    by: "By",
    updated: "Updated",
    services: "Services in this article",
    related: "Related articles",
    moreIn: "More in",
    areas: "Areas:",
  },
};
