import type { Pages } from "../messages";

interface Place {
  name: string;
  locality: string;
}

/**
 * Die tuisblad, "Oor ons", die vrae en die privaatheidsbeleid se eie woorde in Afrikaans. Nuut
 * geskryf, nie woord vir woord vertaal nie; die lopende teks is inhoud (content/af/*.ts).
 */
export const pages: Pages = {
  home: {
    /**
     * pageMeta adds " | <name>" to every path but "/", so "/af" gets the name from there and not
     * from here, once: "Elektrisiëns in Kaapstad, tuis in Bishop Lavis | Lavis Electrical".
     */
    metaTitle: ({ locality }: Place) => `Elektrisiëns in Kaapstad, tuis in ${locality}`,
    metaDescription: ({ badge, locality }: { badge: string; locality: string }) =>
      `${badge}, tuis in ${locality} en aan diens oral in Kaapstad: herstelwerk, installasies, sonkrag, sertifikate van nakoming (CoC) en nooduitroepe 24/7.`,
    heading: (locality: string) => `Kaapse elektrisiëns, tuis in ${locality}`,
    emergencyHeading: "Elektriese noodgeval? Ons antwoord 24/7.",
    emergencyService: "Nooddiens",
    servicesTitle: "Wat ons doen",
    allServices: "Sien al ons dienste",
    whyTitle: "Hoekom ons?",
    areasTitle: "Waar ons werk",
    recentJobsTitle: "Onlangse werk",
    adviceTitle: "Raad van ons elektrisiëns",
    allArticles: "Alle artikels",
  },
  about: {
    metaTitle: "Oor ons",
    metaDescription: ({ name, locality, founded }: Place & { founded: number | undefined }) =>
      `${name}: elektrisiëns vir huise en besighede in Kaapstad, tuis in ${locality}${founded === undefined ? "" : ` sedert ${founded}`}. Hoe ons werk, ons registrasie en wat jy kan verwag.`,
    crumb: "Oor ons",
    eyebrow: "Oor ons",
    title: (name: string) => `Oor ${name}`,
    storyTitle: "Waar ons vandaan kom",
    howTitle: "Hoe ons werk",
    credentialsTitle: "Registrasie en nakoming",
    moreTitle: "Kyk self",
    caseStudies: "Gevallestudies",
    gallery: "Ons werk",
    areas: "Gebiede waar ons werk",
    faq: "Algemene vrae",
  },
  faq: {
    metaTitle: "Algemene vrae",
    metaDescription: (name: string) =>
      `Antwoorde van ${name} oor krag wat trip, voorafbetaalde meters, beurtkrag, die elektriese sertifikaat (CoC), pryse en noodgevalle.`,
    crumb: "Vrae",
    eyebrow: "Vrae en antwoorde",
    title: "Algemene vrae",
    topics: "Onderwerpe",
    introCall:
      "Die vrae wat mense ons die meeste vra, reguit beantwoord. Staan joune nie hier nie? Bel",
    introOr: "of",
    sendMessage: "stuur vir ons 'n boodskap",
  },
  privacy: {
    metaTitle: "Privaatheidsbeleid",
    metaDescription: (name: string) =>
      `Hoe ${name} die persoonlike inligting wat jy vir ons gee, insamel, gebruik, hou en beskerm, en jou regte onder POPIA.`,
    crumb: "Privaatheidsbeleid",
    eyebrow: "Privaatheid",
    title: "Privaatheidsbeleid",
    lastUpdated: "Laas bygewerk op",
    collectTitle: "Wat ons insamel en hoekom",
    tableCaption: "Persoonlike inligting wat op elke punt ingesamel word",
    tableHeadings: ["Waar", "Wat ons insamel", "Hoekom"],
    shareTitle: "Wie dit verder ontvang",
    which: ", wat",
    country: "Land",
    keepTitle: "Hoe lank ons dit hou en hoe ons dit beskerm",
    rightsTitle: "Jou regte",
    email: "E-pos",
    phone: "Telefoon",
    officerName: "Die Inligtingsbeampte",
    officerTitle: (name: string) => `die hoof van ${name}`,
  },
};

/** The English home page's one-line offer, shown only to a browser that prefers Afrikaans. */
export const afrikaansOffer = "Lees hierdie webwerf in Afrikaans";
