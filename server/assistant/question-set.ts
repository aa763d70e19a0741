/**
 * Questions real visitors ask, with the facts a correct answer must contain. Used by the
 * assistant's accuracy test and by `npm run bench:assistant`.
 */
import { site } from "#content/site.ts";

export interface Case {
  question: string;
  /** Every one of these must appear in the answer (case-insensitive). */
  facts: string[];
}

const phone = site.phone.display;

export const questionSet: Case[] = [
  // Hours
  { question: "What are your opening hours?", facts: ["06:00", "18:00", "Saturday"] },
  { question: "Are you open on Sundays?", facts: ["Sunday", "emergenc", phone] },
  { question: "what time do you close on saturday", facts: ["18:00"] },
  { question: "Do you work after hours?", facts: ["24 hours", phone] },
  { question: "Are you open on public holidays?", facts: ["emergenc", phone] },
  // Contact
  { question: "What is your phone number?", facts: [phone] },
  { question: "Can I WhatsApp you?", facts: [site.whatsapp.display] },
  { question: "What's your email address?", facts: [site.email] },
  { question: "Where is your workshop?", facts: [site.address.suburb, "Bishop Lavis"] },
  { question: "how do I contact you", facts: [phone, "/contact"] },
  // Emergencies
  {
    question: "I have sparks coming from a plug, what do I do?",
    facts: ["main switch", "24/7", phone],
  },
  { question: "There is a burning smell from my DB board", facts: ["main switch", phone] },
  { question: "emergency! no power in the whole house", facts: ["24/7", phone] },
  {
    question: "My main switch trips and won't reset",
    facts: [phone, "/services/emergency-electrical-services"],
  },
  { question: "I got a shock from the geyser tap", facts: ["main switch", phone] },
  { question: "Is this urgent? Water is dripping into my light fitting", facts: [phone] },
  // Areas
  {
    question: "Do you work in Sea Point?",
    facts: ["Yes", "/service-areas/atlantic-seaboard/sea-point"],
  },
  {
    question: "Do you service Bellville?",
    facts: ["Yes", "/service-areas/northern-suburbs/bellville"],
  },
  {
    question: "Can you come to Hout Bay?",
    facts: ["Yes", "/service-areas/atlantic-seaboard/hout-bay"],
  },
  { question: "Are you in Bonteheuwel?", facts: ["Yes", "/service-areas/cape-flats/bonteheuwel"] },
  { question: "do you cover belhar", facts: ["Yes", "/service-areas/northern-suburbs/belhar"] },
  {
    question: "Do you go to Thornton?",
    facts: ["Yes", "/service-areas/northern-suburbs/thornton"],
  },
  {
    question: "I live in Ravensmead, can you help?",
    facts: ["Ravensmead", "/service-areas/northern-suburbs/ravensmead"],
  },
  { question: "Electrician in Parow?", facts: ["Parow", "/service-areas/northern-suburbs/parow"] },
  { question: "Do you work in the CBD?", facts: ["Yes", "/service-areas/city-bowl/cape-town-cbd"] },
  {
    question: "Do you do work in Devils Peak?",
    facts: ["/service-areas/city-bowl/devils-peak-estate"],
  },
  { question: "Do you work in Pinelands?", facts: ["Yes", "Pinelands"] },
  { question: "Can you come out to Milnerton?", facts: ["Yes", "Milnerton"] },
  { question: "Do you work in Somerset West?", facts: ["Somerset West", "arrange"] },
  { question: "Do you service Stellenbosch?", facts: ["Stellenbosch", "outside"] },
  { question: "Which areas do you cover?", facts: ["Cape", "/service-areas"] },
  { question: "Are you close to Bishop Lavis?", facts: ["/service-areas/cape-flats/bishop-lavis"] },
  // Services
  { question: "Do you install solar panels?", facts: ["/services/solar-panel-installation"] },
  {
    question: "Can you install an inverter for load shedding?",
    facts: ["/services/solar-inverter-installation"],
  },
  { question: "Do you install CCTV cameras?", facts: ["/services/cctv-installation"] },
  {
    question: "Can you fit an EV charger for my electric car?",
    facts: ["/services/electric-motor-charger-installation"],
  },
  {
    question: "I need my distribution board upgraded",
    facts: ["/services/electrical-panel-upgrades"],
  },
  { question: "Do you do gate motors and intercoms?", facts: ["/services/access-control-systems"] },
  {
    question: "Can you run network cables in my office?",
    facts: ["/services/data-network-cabling"],
  },
  { question: "my ceiling fan wobbles and makes a noise", facts: ["/services/fan-repairs"] },
  { question: "Can you install a ceiling fan?", facts: ["/services/fan-installation"] },
  {
    question: "I want more plug points in my kitchen",
    facts: ["/services/power-point-installation"],
  },
  {
    question: "Can you move a plug point behind my TV?",
    facts: ["/services/power-plug-relocation"],
  },
  { question: "Do you rewire old houses?", facts: ["/services/electrical-wiring-installation"] },
  { question: "Do you install outdoor garden lights?", facts: ["/services/outdoor-lighting"] },
  {
    question: "Can you connect my new stove?",
    facts: ["/services/electrical-appliance-installation"],
  },
  {
    question: "Do you do commercial electrical work for shops?",
    facts: ["/services/commercial-electrical-services"],
  },
  {
    question: "Do you do industrial three phase work?",
    facts: ["/services/industrial-electrical-services"],
  },
  { question: "Can you help with earthing?", facts: ["/services/earthing-wire-installation"] },
  {
    question: "Do you clean and service solar systems?",
    facts: ["/services/solar-system-maintenance"],
  },
  // Certificates of Compliance
  {
    question: "Do I need a CoC to sell my house?",
    facts: [
      "Certificate of Compliance",
      "two years",
      "/services/electrical-compliance-certificates",
    ],
  },
  {
    question: "How long is a certificate of compliance valid?",
    facts: ["two years", "/services/electrical-compliance-certificates"],
  },
  {
    question: "What usually fails a CoC inspection?",
    facts: ["earth leakage", "/services/electrical-compliance-certificates"],
  },
  { question: "Does my inverter need a COC?", facts: ["Certificate of Compliance"] },
  // Solar and load-shedding
  {
    question: "What size inverter do I need for load shedding?",
    facts: ["essential", "/services/solar-inverter-installation"],
  },
  { question: "Is it safe to plug a generator into my house?", facts: ["changeover switch"] },
  {
    question: "Do I need to register my solar system with the City?",
    facts: ["registered with the City", "/services/solar-panel-installation"],
  },
  // Prices
  { question: "How much do you charge?", facts: ["call-out", "fixed"] },
  {
    question: "How much does a CoC cost?",
    facts: ["call-out", "/services/electrical-compliance-certificates"],
  },
  { question: "Do you give free quotes?", facts: ["quote"] },
  {
    question: "What does it cost to install solar?",
    facts: ["fixed", "/services/solar-panel-installation"],
  },
  { question: "How can I pay?", facts: ["EFT", "card"] },
  // Booking and general
  { question: "How do I book an appointment?", facts: ["/book-appointment", "call me back"] },
  { question: "How soon can you come?", facts: ["/book-appointment"] },
  { question: "Are your electricians registered?", facts: ["Department of Employment and Labour"] },
  { question: "Do you guarantee your work?", facts: ["no charge"] },
  { question: "Are you a real person?", facts: ["automated", "call me back"] },
  { question: "Hello", facts: ["assistant", "call me back"] },
  { question: "Thanks for your help", facts: [phone] },
  { question: "Can you fix my washing machine motor bearings?", facts: [phone] },
  // Written after the rules above were tuned, to check they generalise.
  { question: "my lights keep flickering when the kettle is on", facts: ["/services/"] },
  { question: "Good morning, are you open today?", facts: ["06:00"] },
  {
    question: "Do you do work in Claremont?",
    facts: ["Yes", "/service-areas/southern-suburbs/claremont"],
  },
  {
    question: "I'm in Muizenberg, do you come this far?",
    facts: ["Muizenberg", "/service-areas/south-peninsula/muizenberg"],
  },
  {
    question: "can you install solar panels in Durbanville",
    facts: ["Durbanville", "/services/solar-panel-installation"],
  },
  { question: "Do you install geyser timers?", facts: ["/services/"] },
  { question: "What should I do if my plug is smoking?", facts: ["main switch", phone] },
  { question: "Is the call-out fee included in the quote?", facts: ["call-out"] },
  { question: "do u do cctv in goodwood", facts: ["Goodwood", "cctv"] },
  { question: "Can I pay by card?", facts: ["card"] },
  { question: "Who do I call for an electrical emergency at night?", facts: ["24/7", phone] },
  { question: "Do you replace old fuse boxes?", facts: ["/services/"] },
  { question: "Can you put in a new circuit for my aircon?", facts: ["/services/"] },
  { question: "What is your address?", facts: [site.address.street] },
  { question: "Do you work in Table View?", facts: ["Yes", "Table View"] },
  { question: "How long does a rewire take?", facts: ["/services/electrical-wiring-installation"] },
];
