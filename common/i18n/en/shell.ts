/** A link of the header or footer; `lang` marks a link whose page is in the other language. */
export interface NavItem {
  to: string;
  label: string;
}

/**
 * The site's frame in English: what every page shows around its content. Plain data, with
 * {placeholders} filled where shown (common/i18n/fill.ts): the server sends the page's language
 * with the page, so the browser never downloads both.
 */
export const shell = {
  skipToContent: "Skip to content",
  /** The home link's path: each edition's own home page. */
  home: "/",
  nav: {
    mainLabel: "Main",
    mobileLabel: "Mobile",
    before: [
      { to: "/", label: "Home" },
      { to: "/about", label: "About" },
    ] as NavItem[],
    services: "Services",
    /** The Services dropdown, labels as the specification words them. */
    serviceMenu: [
      { to: "/services/electrical-installations", label: "Electrical Installations" },
      { to: "/services/electrical-repairs", label: "Electrical Repairs" },
      { to: "/services/solar-panel-installation", label: "Solar Panel Installation" },
      { to: "/services/emergency-electrical-services", label: "Emergency Services" },
      { to: "/services/electrical-compliance-certificates", label: "COC Certificates" },
      { to: "/services", label: "View All Services" },
    ] as NavItem[],
    after: [
      { to: "/service-areas", label: "Service Areas" },
      { to: "/gallery", label: "Gallery" },
      { to: "/blog", label: "Blog" },
      { to: "/faq", label: "FAQ" },
    ] as NavItem[],
    contact: { to: "/contact", label: "Contact" } as NavItem,
    call: "Call {phone}",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  /** The header's switch to this page in the other language (or its home page). */
  languageSwitch: {
    label: "Afrikaans",
    lang: "af" as "en" | "af",
    description: "Lees hierdie bladsy in Afrikaans",
    home: "/af",
  },
  /** The ways to reach us, as buttons (ContactActions) and the band closing most pages. */
  actions: {
    call: "Call {phone}",
    whatsapp: "WhatsApp us",
    /** {topic} is the service's name in lower case. */
    whatsappMessage: "Hello, I would like help with {topic}.",
    book: "Book a visit",
    bookPath: "/book-appointment",
    chat: "Chat with us",
    needHelpWith: "Need help with {topic}?",
    needElectrician: "Need an electrician?",
  },
  breadcrumb: "Breadcrumb",
  notFound: {
    eyebrow: "Error 404",
    title: "Page not found",
    text: "The page you were looking for is not here. It may have moved, or the address may have a typing error.",
    home: "Go to the home page",
    services: "See our services",
    servicesPath: "/services",
    urgent: "Need an electrician urgently? Call",
    dayOrNight: ", day or night.",
  },
  footer: {
    /** After the site's description: {since} is " since 2011", or nothing until confirmed. */
    based: "Based in {locality}{since}.",
    since: " since {year}",
    contact: "Contact",
    quickLinks: "Quick links",
    links: [
      { to: "/", label: "Home" },
      { to: "/services", label: "Services" },
      { to: "/gallery", label: "Our Work" },
      { to: "/contact", label: "Contact" },
      { to: "/privacy-policy", label: "Privacy Policy" },
    ] as NavItem[],
    admin: "Admin panel",
    rights: "All rights reserved.",
    websiteBy: "Website by",
  },
};
