import type { Shell } from "../messages";

/**
 * Die webwerf se raam in Afrikaans. Skakels na bladsye wat net in Engels bestaan, wys na die
 * Engelse bladsy (die skakeltoets in common/i18n/shell.test.ts hou dit eerlik).
 */
export const shell: Shell = {
  skipToContent: "Slaan oor na die inhoud",
  home: "/af",
  nav: {
    mainLabel: "Hoofkieslys",
    mobileLabel: "Kieslys",
    before: [
      { to: "/af", label: "Tuis" },
      { to: "/af/about", label: "Oor ons" },
    ],
    services: "Dienste",
    serviceMenu: [
      { to: "/af/services/electrical-repairs", label: "Elektriese herstelwerk" },
      { to: "/af/services/emergency-electrical-services", label: "Noodgevalle" },
      {
        to: "/af/services/electrical-compliance-certificates",
        label: "Elektriese sertifikate (CoC)",
      },
      { to: "/af/services/electrical-panel-upgrades", label: "Verspreidingsborde" },
      { to: "/af/services/solar-inverter-installation", label: "Omsetters en beurtkrag" },
      { to: "/af/services", label: "Al ons dienste" },
    ],
    after: [
      { to: "/af/service-areas", label: "Waar ons werk" },
      { to: "/af/blog", label: "Artikels" },
      { to: "/af/faq", label: "Vrae" },
    ],
    contact: { to: "/af/contact", label: "Kontak ons" },
    call: "Bel {phone}",
    openMenu: "Maak kieslys oop",
    closeMenu: "Maak kieslys toe",
  },
  languageSwitch: {
    label: "English",
    lang: "en",
    description: "Read this page in English",
    home: "/",
  },
  actions: {
    call: "Bel {phone}",
    whatsapp: "WhatsApp ons",
    whatsappMessage: "Hallo, ek het hulp nodig met {topic}.",
    book: "Bespreek 'n besoek",
    bookPath: "/af/book-appointment",
    chat: "Gesels met ons",
    needHelpWith: "Hulp nodig met {topic}?",
    needElectrician: "Het jy 'n elektrisiën nodig?",
  },
  breadcrumb: "Broodkrummels",
  notFound: {
    eyebrow: "Fout 404",
    title: "Bladsy nie gevind nie",
    text: "Die bladsy wat jy soek, is nie hier nie. Dit is dalk geskuif, of daar is 'n tikfout in die adres.",
    home: "Gaan na die tuisblad",
    services: "Sien ons dienste",
    servicesPath: "/af/services",
    urgent: "Het jy dringend 'n elektrisiën nodig? Bel",
    dayOrNight: ", dag of nag.",
  },
  footer: {
    // The Afrikaans description already names the workshop's place (content/af/site.ts).
    based: "{since}",
    since: "Sedert {year}.",
    contact: "Kontak",
    quickLinks: "Vinnige skakels",
    links: [
      { to: "/af", label: "Tuis" },
      { to: "/af/services", label: "Dienste" },
      { to: "/af/contact", label: "Kontak ons" },
      { to: "/af/privacy-policy", label: "Privaatheidsbeleid" },
    ],
    admin: "Administrasie",
    rights: "Alle regte voorbehou.",
    websiteBy: "Webwerf deur",
  },
};
