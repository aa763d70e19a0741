import type { Catalogue } from "../messages";

/** Die woorde om die inhoud van die dienste-, areas- en artikelbladsye, in Afrikaans. */
export const catalogue: Catalogue = {
  dateLocale: "af-ZA",
  crumbs: { home: "Tuis", services: "Dienste", serviceAreas: "Waar ons werk", blog: "Artikels" },
  services: {
    title: "Elektriese dienste in Kaapstad",
    description:
      "Al ons elektriese dienste in Kaapstad: herstelwerk, installasies, verspreidingsborde, sonkrag en omsetters, CoC's, kameras en netwerkkabels.",
    intro:
      "Van 'n enkele muurprop tot 'n fabriek se verspreidingsbord: elke werk word deur geregistreerde elektrisiëns gedoen en gesertifiseer waar die wet dit vra. Die dienste met 'n Afrikaanse bladsy is in Afrikaans; die res is (nog) net in Engels.",
    groupsLabel: "Soorte dienste",
  },
  service: {
    eyebrow: "Dienste",
    when: "Wanneer jy dit nodig het",
    steps: "Hoe die werk verloop",
    compliance: "Veiligheid en die regulasies",
    prices: "Prysgids",
    pricesIntro: (terms: string) => `Ons pryse ${terms}.`,
    priceNote:
      "'n Gids, nie 'n kwotasie nie: die prys van jou werk hang af van wat ons kry, en jy kry dit op skrif voor ons begin.",
    questions: "Vrae wat kliënte vra",
    caseStudies: "Werk soos hierdie wat ons al gedoen het",
    places: "Waar ons hierdie werk doen",
    placesSome: "Ons doen hierdie werk oral in Kaapstad. Hier word die meeste daarvoor gevra:",
    placesAll: (locality: string) =>
      `Ons doen hierdie werk oral in Kaapstad, van ons werkswinkel in ${locality} af:`,
    reading: "Lees verder",
    related: "Verwante dienste",
  },
  serviceAreas: {
    title: "Waar ons in Kaapstad werk",
    description: (name: string) =>
      `${name} werk oral in die Kaapse metropool van Bishop Lavis af: die Kaapse Vlakte, Noordelike Voorstede, Stadskom, Suidelike Voorstede en verder.`,
    intro: (suburb: string, locality: string, summary: string) =>
      `Ons werkswinkel is in ${suburb}, ${locality}, naby die N2 en die Noordelike Voorstede. Die meeste van ${summary} is binne 45 minute, en ons beplan besoeke aan die ander kant van die berg sodat die reistyd nie op jou rekening beland nie.`,
  },
  region: {
    title: (name: string) => `Elektrisiëns vir die ${name}`,
    working: (name: string) => `Werk in die ${name}`,
    suburbs: "Woonbuurte wat ons bedien",
    suburbsIntro: "Die naaste aan ons werkswinkel eerste.",
    mostRequested: (name: string) => `Waarvoor mense in die ${name} die meeste vra`,
    reading: "Plaaslike artikels",
  },
  area: {
    title: (name: string) => `Elektrisiëns in ${name}`,
    travelFrom: (travel: string, locality: string) =>
      `${travel} van ons werkswinkel in ${locality}`,
    homes: (name: string) => `Huise en geboue in ${name}`,
    jobs: (name: string) => `Waarvoor ons in ${name} uitgeroep word`,
    services: (name: string) => `Dienste in ${name}`,
    questions: (name: string) => `Vrae uit ${name}`,
    articles: (name: string) => `Artikels oor ${name}`,
    proof: "Onlangse werk naby",
    nearby: "Woonbuurte naby wat ons ook bedien",
    seeAll: "Sien die hele",
  },
  travel: (minutes: number) => {
    if (minutes <= 5) return "Omtrent vyf minute se ry";
    if (minutes >= 60) return "Omtrent 'n uur se ry";
    return `Omtrent ${Math.round(minutes / 5) * 5} minute se ry`;
  },
  blog: {
    title: "Elektriese raad vir huise in Kaapstad",
    description: (name: string) =>
      `Artikels van die elektrisiëns by ${name}: veiligheid, beurtkrag, voorafbetaalde meters, elektriese sertifikate en wat om te doen in 'n noodgeval.`,
    intro:
      "Reguit antwoorde van elektrisiëns wat elke dag in die veld werk: oor veiligheid, beurtkrag, sertifikate en die huise in ons buurte.",
    categoriesLabel: "Onderwerpe",
    readTime: (minutes: number) => `${minutes} min. om te lees`,
    otherEdition: {
      text: "Meer artikels, oor ander onderwerpe en buurte, is in Engels:",
      link: "al ons artikels (Engels)",
      path: "/blog",
    },
  },
  post: {
    by: "Deur",
    updated: "Bygewerk",
    services: "Dienste in hierdie artikel",
    related: "Verwante artikels",
    moreIn: "Meer oor",
    areas: "Woonbuurte:",
  },
};
