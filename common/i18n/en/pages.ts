/**
 * The home, about, FAQ and privacy pages' own strings in English: headings, buttons, section
 * titles, breadcrumbs, alt texts and table headers. Their running text is content (content/*.ts).
 * The business's name, place and phone come in as arguments: common/ imports nothing of ours.
 */

interface Place {
  name: string;
  locality: string;
}

export const pages = {
  home: {
    metaTitle: ({ name, locality }: Place) => `Electricians in Cape Town | ${name}, ${locality}`,
    metaDescription: ({ badge, locality }: { badge: string; locality: string }) =>
      `${badge}, based in ${locality} and serving Cape Town: repairs, installations, solar, CoCs and 24/7 emergency call-outs.`,
    heading: (locality: string) => `Cape Town electricians, based in ${locality}`,
    emergencyHeading: "Electrical emergency? We answer 24/7.",
    emergencyService: "Emergency service",
    servicesTitle: "What we do",
    allServices: "View all services",
    whyTitle: "Why call us",
    areasTitle: "Where we work",
    recentJobsTitle: "Recent jobs",
    adviceTitle: "Advice from our electricians",
    allArticles: "All articles",
  },
  about: {
    metaTitle: "About us",
    metaDescription: ({ name, locality, founded }: Place & { founded: number | undefined }) =>
      `${name}: electricians for Cape Town homes and businesses, based in ${locality}${founded === undefined ? "" : ` since ${founded}`}. How we work, our registration and what to expect.`,
    crumb: "About us",
    eyebrow: "About us",
    title: (name: string) => `About ${name}`,
    storyTitle: "Where we come from",
    howTitle: "How we work",
    credentialsTitle: "Registration and compliance",
    moreTitle: "See for yourself",
    caseStudies: "Case studies",
    gallery: "Our work",
    areas: "Areas we serve",
    faq: "Frequently asked questions",
  },
  faq: {
    metaTitle: "Frequently asked questions",
    metaDescription: (name: string) =>
      `Answers about prices and quotes, Certificates of Compliance, load-shedding backup, opening hours and emergencies from ${name}.`,
    crumb: "FAQ",
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    topics: "Topics",
    /** The intro reads: {introCall} <phone> {introOr} <link>{sendMessage}</link>. */
    introCall: "The questions customers ask us most, answered plainly. If yours is not here, call",
    introOr: "or",
    sendMessage: "send us a message",
  },
  privacy: {
    metaTitle: "Privacy policy",
    metaDescription: (name: string) =>
      `How ${name} collects, uses, keeps and protects the personal information you give us, and your rights under POPIA.`,
    crumb: "Privacy policy",
    eyebrow: "Privacy",
    title: "Privacy policy",
    lastUpdated: "Last updated",
    collectTitle: "What we collect and why",
    tableCaption: "Personal information collected at each point",
    tableHeadings: ["Where", "What we collect", "Why"],
    shareTitle: "Who else receives it",
    /** A processor reads: <name>{which} <purpose>. {country}: <country>. */
    which: ", which",
    country: "Country",
    keepTitle: "How long we keep it and how we protect it",
    rightsTitle: "Your rights",
    email: "E-mail",
    phone: "Phone",
    officerName: "The Information Officer",
    officerTitle: (name: string) => `the head of ${name}`,
  },
};
