/**
 * The built-in assistant's answers, one per intent, in English and Afrikaans, plus the few things
 * it says in isiXhosa. Facts come from the site config and the FAQ (content/faq.ts), so the
 * assistant never says what the site does not; it names a price only from the owner's confirmed
 * price guide (content/prices.ts).
 * A reply is a function of what the message named: a place, a service, a day.
 */
import {
  afterHoursAnswer as afrikaansAfterHours,
  paymentAnswer as afrikaansPayment,
  priceAnswer as afrikaansPrice,
  quoteAnswer as afrikaansQuote,
} from "../af/faq";
import { business, confirmed, yearsInBusiness } from "../business";
import { afterHoursAnswer, faqCategories, priceAnswer } from "../faq";
import { formatAddress, site } from "../site";
import { supplierLines, unsafeRequestReplies } from "./safety";

export type ReplyLanguage = "en" | "af";

export interface PlaceMention {
  kind: "area" | "region" | "metro" | "outside";
  name: string;
  /** For suburbs and regions with pages. */
  url?: string;
  regionName?: string;
  travelMinutes?: number;
  /** Several unlisted suburbs of the metro, answered together. */
  several?: string[];
}

export interface ServiceMention {
  title: string;
  summary: string;
  url: string;
}

export interface ReplyContext {
  places: PlaceMention[];
  services: ServiceMention[];
  days: string[];
  /** The visitor's words, lower case and folded, for answers that depend on what was asked. */
  words: string;
  /** The answer follows a safety warning: no cheerful "yes" after it. */
  afterDanger?: boolean;
}

/**
 * What people ask about a CoC beyond whether they need one, with the answer in each language.
 * Facts of the Electrical Installation Regulations, 2009 and SANS 10142-1, not of the business.
 */
const cocDetails: { asks: RegExp; en: string; af: string }[] = [
  {
    asks: /\b(fail|fails|failed|failing|druip|gedruip|problems|probleme|wrong|verkeerd)\b/,
    en: "What most often fails: no earth leakage unit or one that does not trip when tested, missing earthing or bonding (metal pipes, the geyser), a distribution board without a cover or labels, bare or loose connections, and additions made without a certificate, like extension leads used as wiring.",
    af: "Wat die meeste druip: geen aardlekskakelaar nie of een wat nie uitklap as dit getoets word nie, ontbrekende aarding of binding (metaalpype, die geiser), 'n verdeelbord sonder 'n deksel of etikette, kaal of los verbindings, en byvoegings sonder 'n sertifikaat, soos verlengkoorde wat as bedrading gebruik word.",
  },
  {
    asks: /\b(fence|fences|heining|elektriese heining)\b/,
    en: "An electric fence is not covered by the electrical CoC: it needs its own Electric Fence System certificate when the property is sold or the fence is changed.",
    af: "'n Elektriese heining val nie onder die elektriese CoC nie: dit het sy eie Electric Fence System-sertifikaat nodig wanneer die eiendom verkoop of die heining verander word.",
  },
  {
    asks: /\b(appliances?|toestelle?|fridge|yskas|tv|washing machine|wasmasjien|kettle|ketel)\b/,
    en: "A CoC covers the fixed installation: the wiring, the distribution board, plugs, lights and fixed equipment such as the geyser and stove connection. Portable appliances you plug in, like a fridge, TV or washing machine, are not part of it.",
    af: "'n CoC dek die vaste installasie: die bedrading, die verdeelbord, proppe, ligte en vaste toerusting soos die geiser en die stoof se aansluiting. Toestelle wat jy inprop, soos 'n yskas, TV of wasmasjien, is nie deel daarvan nie.",
  },
  {
    asks: /\b(own electrician|other electrician|another electrician|eie elektrisi\w*|ander elektrisi\w*|someone else|iemand anders|have to use you|julle gebruik)\b/,
    en: "You are free to have the faults repaired by any registered electrician of your choice; the electrician who issues the certificate must then inspect and test the whole installation.",
    af: "Jy is vry om die foute deur enige geregistreerde elektrisiën van jou keuse te laat regmaak; die elektrisiën wat die sertifikaat uitreik, moet dan die hele installasie inspekteer en toets.",
  },
];

/**
 * Whether the visitor asked if we do the work ("do you fit...", "kan julle..."), which a "yes"
 * answers; "we need new lights in the passage" asks nothing, and gets "we do".
 */
const askedWhetherWeDo = (words: string) =>
  /\b(do|does|can|could|will|would) (you|u|ya|your)\b|\b(doen|kan|sal|installeer|verkoop|werk|maak|sit|bied) (julle|jy|u)\b|\b(is (that|this|it) something|possible|moontlik|ningakwazi|ningayi|niyayi|ninga)\b/.test(
    words,
  );

const cocDetailsFor = (words: string, language: "en" | "af") =>
  cocDetails
    .filter(({ asks }) => asks.test(words))
    .map((detail) => ` ${detail[language]}`)
    .join("");

export type ReplyTopic =
  | "greeting"
  | "thanks"
  | "who_are_you"
  | "complaint"
  | "years_in_business"
  | "registration"
  | "guarantee"
  | "payment"
  | "price"
  | "booking"
  | "callback"
  | "hours"
  | "contact"
  | "areas"
  | "service_check"
  | "fault_tripping"
  | "fault_no_power"
  | "prepaid_meter"
  | "geyser"
  | "plug_socket"
  | "lights"
  | "smoke_alarm"
  | "coc"
  | "backup_power"
  | "solar"
  | "generator"
  | "off_topic"
  | "unknown";

const phone = site.phone.display;
const whatsapp = site.whatsapp.display;
const link = (label: string, url: string) => `[${label}](${url})`;

/** Whether a price question is about nights, Sundays or holidays ("do you charge more at night?"). */
const asksAfterHours = (days: string[], words: string) =>
  days.some((day) => day !== "today" && day !== "tomorrow") ||
  /\b(after ?hours|na ?ure|na-ure|extra|ekstra|more|meer|duurder)\b/.test(words);

/** A FAQ answer that opens with "Yes." read as a statement, for use inside another answer. */
const statement = (answer: string) => answer.replace(/^(Yes|Ja)\. /, "");

function faq(question: string): string {
  for (const category of faqCategories) {
    const item = category.items.find((entry) => entry.question === question);
    if (item) return item.answer;
  }
  throw new Error(`content/assistant/replies.ts: no FAQ "${question}"`);
}

const serviceLinks = (services: ServiceMention[]) =>
  services
    .slice(0, 2)
    .map((service) => link(service.title, service.url))
    .join(" and ");

const english: Record<ReplyTopic, (context: ReplyContext) => string> = {
  greeting: () =>
    `Hello! I'm the ${site.name} assistant, an automated helper. Ask me about our services, areas, hours or prices, or type "call me back" and an electrician will phone you. For an emergency, call ${phone} (24/7).`,
  thanks: () => `You're welcome. If anything else comes up, I'm here, or call us on ${phone}.`,
  who_are_you: () =>
    `I'm ${site.name}'s automated assistant, not a person: I answer from what is on this website. A person from our team phones you back if you type "call me back" and leave your details, or you can call ${phone} or WhatsApp ${whatsapp}.`,
  complaint: () =>
    `I'm sorry: that is not the service we want anyone to have. Please call ${phone} and ask for the owner, or type "call me back" and I'll take your details so that the owner phones you. If you have a job reference, have it ready. ${statement(faq("Do you guarantee your work?"))}`,
  years_in_business: () =>
    confirmed(business.foundedYear) === undefined
      ? `Our workshop is in ${site.address.suburb}, ${site.address.locality}, and we work across ${site.serviceAreaSummary}. See ${link("about us", "/about")} for more about the business, or call ${phone}.`
      : `We have been doing electrical work in Cape Town since ${confirmed(business.foundedYear)}, ${yearsInBusiness()} years now, from our workshop in ${site.address.locality}. See ${link("about us", "/about")}.`,
  registration: () =>
    `${faq("Are your electricians registered?")} For anything else about our credentials, call ${phone} or see ${link("about us", "/about")}.`,
  guarantee: () =>
    `${faq("Do you guarantee your work?")} Questions about a job we did: call ${phone}.`,
  payment: () =>
    `${faq("How can I pay?")} For account terms for a business or a body corporate, call ${phone}.`,
  price: ({ services, days, words }) => {
    const about = services.length ? ` More on ${serviceLinks(services)}.` : "";
    const afterHours = asksAfterHours(days, words) ? ` ${statement(afterHoursAnswer())}` : "";
    return `${priceAnswer()} ${faq("Do you give free quotes?")}${afterHours}${about} For a price on your job, type "call me back" and an electrician will phone you, or call ${phone}.`;
  },
  booking: () =>
    `You can request a visit on our ${link("booking page", "/book-appointment")}: choose a day and a time window between 06:00 and 18:00, Monday to Saturday, and we confirm it with you. ${faq("How soon can you come out?")} Or type "call me back" and I'll take your details so an electrician phones you to arrange it. For an emergency, call ${phone} now.`,
  callback: () =>
    `Type "call me back" and I'll take your details (six short questions) so that an electrician phones you, or call us on ${phone}.`,
  hours: ({ days }) => {
    const closed = days.some(
      (day) => day === "Sunday" || day === "public holiday" || day === "night",
    )
      ? " Outside those hours we only do emergency call-outs."
      : "";
    const holiday = days.includes("public holiday")
      ? " Visits are not booked on public holidays; emergencies are answered then too."
      : "";
    return `We are open ${site.hoursSummary}.${closed}${holiday} ${site.emergencySummary}: call ${phone} any time for an emergency. To plan a visit, use our ${link("booking page", "/book-appointment")}.`;
  },
  contact: () =>
    `You can reach us on ${phone} (calls, 24/7 for emergencies), WhatsApp ${whatsapp} or e-mail ${site.email}. Our workshop is at ${formatAddress()}. All the options are on our ${link("contact page", "/contact")}.`,
  areas: ({ places }) =>
    places.length
      ? mergeMetro(places)
          .map((place) => englishPlace(place))
          .join(" ")
      : `From our workshop in ${site.address.locality} we cover ${site.serviceAreaSummary}: the Cape Flats, the northern and southern suburbs, the City Bowl, the Atlantic Seaboard and the South Peninsula. Tell me your suburb and I'll tell you more, or see ${link("the areas we serve", "/service-areas")}.`,
  service_check: ({ services, words, afterDanger }) => {
    const [service] = services;
    if (!service) {
      return `We do electrical work only, big jobs and small: see ${link("Electrician Services", "/services/electrician-services")} and ${link("all our services", "/services")}. If the job is electrical, tell me what needs doing and I'll point you to the right service; for a quote, type "call me back" or call ${phone}.`;
    }
    const also = services[1] ? ` We also do ${link(services[1].title, services[1].url)}.` : "";
    const opening = askedWhetherWeDo(words) && !afterDanger ? "Yes, we do" : "We do";
    return `${opening} ${service.title.toLowerCase()}. ${service.summary} More on our ${link(service.title, service.url)} page.${also} For a quote, type "call me back" or call ${phone}.`;
  },
  fault_tripping: () =>
    `A breaker or earth leakage that trips is doing its job: it has found a fault. Switch off or unplug everything on that circuit and reset it. If it stays on, plug things back one at a time: the one that trips it is the faulty appliance (kettles, geyser elements and outside plugs after rain are common). If it trips with everything unplugged, or the main switch won't reset, the fault is in the wiring: never hold the switch up or tape it, and call us. If it trips only when the heater, kettle and stove run together, that circuit is overloaded: too much load on one circuit. Run them one after another or from different circuits; a bigger breaker is never the answer, but we can add a circuit (and if it is the main switch or the prepaid meter that trips, the supply's limit is reached: the City of Cape Town or Eskom can upgrade it on application). Test the earth leakage once a month with its test button (marked T): it should trip at once, then switch it back on; if it does not trip, it is not protecting you. See ${link("Electrical Repairs and Fault-Finding", "/services/electrical-repairs")}, or call ${phone} (24/7).`,
  fault_no_power: () =>
    `First check whether your neighbours have power. If the whole street is off, it is load-shedding or a supply fault: check the load-shedding schedule, or report it to the City of Cape Town's electricity faults line on ${supplierLines.city} (Eskom customers: ${supplierLines.eskom}). If only your house is off, check your prepaid units, then the distribution board: a main switch or earth leakage that has tripped. If only part of the house is off (often after load-shedding), one breaker or the earth leakage has tripped: switch off what was running on that side, reset it, and switch things back on one at a time. If it won't reset or trips again, call us on ${phone} (24/7). See ${link("Power Restoration", "/services/electrical-power-restoration")}.`,
  prepaid_meter: () =>
    `The prepaid meter belongs to the City of Cape Town (or Eskom), so its messages are theirs to sort out. "Tamper" or a meter that rejects tokens: call the City's electricity line on ${supplierLines.city} (Eskom: ${supplierLines.eskom}); after a tariff or key change, the vendor must give you the key change tokens to enter first. Never open the meter. If the meter has units but the house has no power, the fault is on your side: check the main switch and earth leakage. Some meters also cut out when too much runs at once (the screen may say "overload" or show a load limit): switch off the geyser, heater, kettle and stove, then restore the supply as the meter's screen or the supplier's instructions say. If nothing stays on, call us on ${phone}.`,
  geyser: () =>
    `If the geyser isn't heating, check its breaker in the distribution board (often marked "geyser") and any geyser timer or switch. If the breaker trips when the geyser comes on, the element or thermostat has usually failed: we replace both and test the circuit. If water is leaking near the geyser's wiring or the board, switch the geyser's breaker off and keep clear. See ${link("Stove, Oven, Hob and Geyser Installation", "/services/electrical-appliance-installation")}, or call ${phone}.`,
  plug_socket: () =>
    `If a plug point is dead, check its breaker and the earth leakage in the distribution board. If a plug is loose, cracked, scorched or warm, stop using it and switch off its breaker: we replace it. See ${link("Power Point Repairs and Replacements", "/services/power-point-repairs")}, and for new or moved plugs ${link("Power Point Installation", "/services/power-point-installation")}. To book, type "call me back" or call ${phone}.`,
  lights: () =>
    `One light that flickers is usually the bulb, an LED driver or a dimmer that doesn't suit LEDs. If many lights flicker or dim when big appliances switch on, or a switch or fitting is warm or buzzing, it can be a loose connection that heats up: have it checked soon. See ${link("Light Fixture Repairs", "/services/light-fixture-repairs")} and ${link("Light Fixture Installation", "/services/light-fixture-installation")}, or call ${phone}.`,
  smoke_alarm: () =>
    `A smoke alarm that chirps once every minute or so is asking for a new battery (a hard-wired alarm has a backup battery too). Replace it and press the test button. Alarms also chirp when they reach the end of their life, usually ten years: the date is on the back. If a hard-wired alarm still chirps, or sounds with no smoke, we can check it and its supply: call ${phone}. If it ever sounds with smoke, get everyone out first.`,
  coc: ({ words }) =>
    `${faq("Do I need an electrical Certificate of Compliance to sell my house?")}${cocDetailsFor(words, "en")} Only an electrician registered with the Department of Employment and Labour may issue one. We inspect, test, fix what fails and issue the certificate: see ${link("Electrical Certificates of Compliance", "/services/electrical-compliance-certificates")}. The price depends on the size of the property; for a quote, type "call me back" or call ${phone}.`,
  backup_power: () =>
    `${faq("What size inverter do I need for load-shedding?")} An inverter changes the installation, so it needs a Certificate of Compliance (CoC) and, in Cape Town, registration with the City. See ${link("Hybrid Inverter and Battery Installation", "/services/solar-inverter-installation")}. For a quote, type "call me back" or call ${phone}. The load-shedding schedule for your area is on the City of Cape Town's website (or Eskom's, if Eskom supplies you).`,
  solar: () =>
    `We install rooftop solar: we size the system from your electricity use, mount it for the Cape wind, register it with the City of Cape Town as small-scale embedded generation and certify it. ${faq("Can I add solar panels to my inverter later?")} See ${link("Solar Panel Installation", "/services/solar-panel-installation")}, or call ${phone}.`,
  generator: () => unsafeRequestReplies.en.generator,
  off_topic: () =>
    `I can only help with electrical work: our services, areas, hours, prices and bookings. Leaking taps, pipes and drains are a job for a plumber (a geyser's element, thermostat and wiring are ours), and a washing machine, fridge or TV that breaks down for an appliance repairer (the plug and circuit it runs on are ours). If you need an electrician, type "call me back" and I'll take your details, or call ${phone}.`,
  unknown: () =>
    `I'm not sure I understood that. I can answer questions about our services, areas, hours and prices, or take your details so an electrician calls you back (type "call me back"). You can also call ${phone} or WhatsApp ${whatsapp}.`,
};

/** Several unlisted suburbs of the metro are answered in one sentence, not one each. */
function mergeMetro(places: PlaceMention[]): PlaceMention[] {
  const metro = places.filter((place) => place.kind === "metro");
  if (metro.length < 2) return places;
  return [
    ...places.filter((place) => place.kind !== "metro"),
    { kind: "metro", name: metro[0]!.name, several: metro.map((place) => place.name) },
  ];
}

/** "Table View, Milnerton and Bothasig". */
const listOf = (names: string[], and: string) =>
  `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;

function englishPlace(place: PlaceMention): string {
  switch (place.kind) {
    case "area":
      return `Yes, we work in ${place.name} (${place.regionName}), about ${place.travelMinutes} minutes from our workshop in ${site.address.locality}. See ${link(`electricians in ${place.name}`, place.url!)}, or call us on ${phone}.`;
    case "region":
      return `Yes, we work across the ${place.name}: see ${link(place.name, place.url!)}, or call us on ${phone}.`;
    case "metro": {
      const names = place.several ? listOf(place.several, "and") : place.name;
      return place.several
        ? `${names} aren't among the suburbs listed on our site, though they are in the Cape Town metro, where we say we work. Call us on ${phone} to check whether we can come to you, or see ${link("the areas we list", "/service-areas")}.`
        : `${names} isn't one of the suburbs listed on our site, though it is in the Cape Town metro, where we say we work. Call us on ${phone} to check whether we can come to ${names}, or see ${link("the areas we list", "/service-areas")}.`;
    }
    case "outside":
      return `I'm sorry, ${place.name} is outside the Cape Town metro, and every area we list is inside it. A registered electrician near you will serve you better.`;
  }
}

function afrikaansPlace(place: PlaceMention): string {
  switch (place.kind) {
    case "area":
      return `Ja, ons werk in ${place.name} (${place.regionName}), omtrent ${place.travelMinutes} minute van ons werkswinkel in ${site.address.locality}. Kyk gerus na ${link(`elektrisiëns in ${place.name}`, place.url!)}, of bel ons by ${phone} as jy hulp nodig het.`;
    case "region":
      return `Ja, ons werk oral in die ${place.name}: kyk gerus na ${link(place.name, place.url!)}, of bel ons by ${phone}.`;
    case "metro": {
      const names = place.several ? listOf(place.several, "en") : place.name;
      return place.several
        ? `${names} is nie onder die voorstede op ons webwerf nie, al is hulle in die Kaapse metro, waar ons sê ons werk. Bel ons by ${phone} om uit te vind of ons na jou kan kom, of kyk na ${link("die gebiede wat ons lys", "/service-areas")}.`
        : `${names} is nie een van die voorstede op ons webwerf nie, al is dit in die Kaapse metro, waar ons sê ons werk. Bel ons by ${phone} om uit te vind of ons na ${names} kan kom, of kyk na ${link("die gebiede wat ons lys", "/service-areas")}.`;
    }
    case "outside":
      return `Jammer, ${place.name} is buite die Kaapse metro, en al die gebiede wat ons lys, is daarbinne. 'n Geregistreerde elektrisiën naby jou sal jou beter kan help.`;
  }
}

/** The FAQ's guarantee in Afrikaans (the FAQ itself is English). */
function afrikaansGuarantee(): string {
  const months = confirmed(business.workmanshipGuaranteeMonths);
  return months === undefined
    ? "Vra wanneer jy jou kwotasie kry wat gewaarborg word en vir hoe lank, en hou dit op skrif. Materiaal het die vervaardiger se waarborg."
    : `As iets wat ons geïnstalleer of herstel het binne ${months} maande weens ons vakmanskap faal, kom ons terug en maak dit gratis reg. Materiaal het die vervaardiger se waarborg.`;
}

function afrikaansRegistration(): string {
  const number = confirmed(business.contractorRegistration);
  const rule =
    "Elke elektriese kontrakteur in Suid-Afrika moet by die Departement van Indiensneming en Arbeid geregistreer wees, en elke nakomingsertifikaat (CoC) word deur 'n geregistreerde persoon geteken.";
  return number === undefined
    ? `${rule} Vra ons vir ons registrasiebesonderhede wanneer jy bespreek.`
    : `Ja. Ons is 'n geregistreerde elektriese kontrakteur, registrasienommer ${number}. ${rule}`;
}

const afrikaans: Record<ReplyTopic, (context: ReplyContext) => string> = {
  greeting: () =>
    `Hallo! Ek is ${site.name} se outomatiese assistent. Hoe kan ek help? Vra my gerus oor ons dienste, gebiede, ure of pryse, of tik "bel my terug" en 'n elektrisiën sal jou skakel. In 'n noodgeval, bel ${phone} (24/7).`,
  thanks: () =>
    `Plesier! As daar nog iets is waarmee ons kan help, is ek hier, of bel ons gerus by ${phone}.`,
  who_are_you: () =>
    `Ek is ${site.name} se outomatiese assistent, nie 'n mens nie: ek antwoord uit wat op die webwerf staan. Iemand van ons span bel jou terug as jy "bel my terug" tik en jou besonderhede los, of jy kan ${phone} bel of WhatsApp ${whatsapp}.`,
  complaint: () =>
    `Ek is jammer: dis nie die diens wat ons vir enigiemand wil gee nie. Bel asseblief ${phone} en vra vir die eienaar, of tik "bel my terug" en ek neem jou besonderhede sodat die eienaar jou skakel. As jy 'n verwysingsnommer het, hou dit byderhand. ${afrikaansGuarantee()}`,
  years_in_business: () =>
    confirmed(business.foundedYear) === undefined
      ? `Ons werkswinkel is in ${site.address.suburb}, ${site.address.locality}, en ons werk regoor die Kaapse metro. Kyk gerus na ${link("oor ons", "/about")} vir meer oor die besigheid, of bel ons by ${phone} as jy meer wil weet.`
      : `Ons doen al sedert ${confirmed(business.foundedYear)} elektriese werk in die Kaap, nou ${yearsInBusiness()} jaar, en ons werk vanuit ons werkswinkel in ${site.address.locality}. Kyk gerus na ${link("oor ons", "/about")}, of bel ons by ${phone} as jy meer wil weet.`,
  registration: () =>
    `${afrikaansRegistration()} Vir enige ander vrae oor ons kwalifikasies, bel ons by ${phone}.`,
  guarantee: () => `${afrikaansGuarantee()} Vrae oor 'n werk wat ons gedoen het: bel ${phone}.`,
  payment: () =>
    `${afrikaansPayment()} Vir rekeningterme vir 'n besigheid of 'n regspersoon, bel ons by ${phone}.`,
  price: ({ services, days, words }) => {
    const about = services.length ? ` Meer oor ${serviceLinks(services)}.` : "";
    const afterHours = asksAfterHours(days, words) ? ` ${afrikaansAfterHours()}` : "";
    return `${afrikaansPrice()} ${afrikaansQuote()}${afterHours}${about} Vir 'n prys op jou werk, tik "bel my terug" of bel ${phone}.`;
  },
  booking: () =>
    `Jy kan 'n besoek op ons ${link("besprekingsblad", "/book-appointment")} aanvra: kies 'n dag en 'n tydgleuf tussen 06:00 en 18:00, Maandag tot Saterdag, en ons bevestig dit met jou. Of ons dieselfde dag kan kom, hang af van hoe besig ons is: bel ons met die fout en ons gee vir jou 'n tyd voordat jy besluit. Beplande werk word vir 'n dag en 'n oggend of middag bespreek wat jou pas. Of tik "bel my terug" en ek neem jou besonderhede sodat 'n elektrisiën jou skakel om dit te reël. In 'n noodgeval, bel ${phone} nou.`,
  callback: () =>
    `Tik "bel my terug" en ek neem jou besonderhede (ses kort vrae) sodat 'n elektrisiën jou skakel, of bel ons by ${phone}.`,
  hours: ({ days }) => {
    const closed = days.some(
      (day) => day === "Sunday" || day === "public holiday" || day === "night",
    )
      ? " Buite daardie ure kom ons net vir noodgevalle uit."
      : "";
    const holiday = days.includes("public holiday")
      ? " Op openbare vakansiedae bespreek ons nie besoeke nie, maar noodgevalle word steeds beantwoord."
      : "";
    return `Ons is oop Maandag tot Saterdag van 06:00 tot 18:00, en Sondag toe behalwe vir noodgevalle.${closed}${holiday} Ons kom 24 uur per dag, 7 dae per week vir noodgevalle uit: bel ${phone} enige tyd. Om 'n besoek te beplan, gebruik ons ${link("besprekingsblad", "/book-appointment")}.`;
  },
  contact: () =>
    `Jy kan ons bel by ${phone} (24/7 vir noodgevalle), WhatsApp ${whatsapp} of e-pos ${site.email}. Ons werkswinkel is by ${formatAddress()}. Al die opsies is op ons ${link("kontakblad", "/contact")}.`,
  areas: ({ places }) =>
    places.length
      ? mergeMetro(places)
          .map((place) => afrikaansPlace(place))
          .join(" ")
      : `Vanaf ons werkswinkel in ${site.address.locality} werk ons in die groter Kaapse metro: die Kaapse Vlakte, die noordelike en suidelike voorstede, die Stadskom, die Atlantiese seekus en die Suidskiereiland. Sê vir my in watter voorstad jy is, of kyk na ${link("die gebiede wat ons bedien", "/service-areas")}.`,
  service_check: ({ services, words, afterDanger }) => {
    const [service] = services;
    if (!service) {
      return `Ons doen net elektriese werk, groot en klein: kyk na ${link("Electrician Services", "/services/electrician-services")} en ${link("al ons dienste", "/services")}. As dit elektriese werk is, sê vir my wat gedoen moet word, dan wys ek jou na die regte diens; vir 'n kwotasie, tik "bel my terug" of bel ${phone}.`;
    }
    const also = services[1] ? ` Ons doen ook ${link(services[1].title, services[1].url)}.` : "";
    const opening = askedWhetherWeDo(words) && !afterDanger ? "Ja, ons doen dit" : "Ons doen dit";
    return `${opening}: ${link(service.title, service.url)}.${also} As jy 'n kwotasie wil hê, tik "bel my terug" en ons skakel jou, of bel ons by ${phone}.`;
  },
  fault_tripping: () =>
    `'n Breker of aardlekskakelaar wat uitklap, doen sy werk: dit het 'n fout gevind. Skakel alles op daardie stroombaan af of trek dit uit, en sit die skakelaar weer aan. As dit aanbly, prop die toestelle een vir een terug: die een wat dit laat uitklap, is die skuldige (ketels, geiser-elemente en buiteproppe ná reën is algemeen). As dit uitklap terwyl alles uitgetrek is, of die hoofskakelaar wil nie aanbly nie, is die fout in die bedrading: moet dit nooit ophou of vasplak nie, en bel ons. As dit net uitklap wanneer die verwarmer, ketel en stoof saam aan is, is daardie stroombaan oorlaai: te veel las op een stroombaan. Gebruik hulle een na die ander of op verskillende stroombane; 'n groter breker is nooit die antwoord nie, maar ons kan 'n stroombaan byvoeg (en as dit die hoofskakelaar of die voorafbetaalde meter is wat uitklap, is die toevoer se limiet bereik: die Stad Kaapstad of Eskom kan dit op aansoek opgradeer). Toets die aardlekskakelaar een keer 'n maand met sy toetsknoppie (gemerk T): dit moet dadelik uitklap, en dan sit jy dit weer aan; as dit nie uitklap nie, beskerm dit jou nie. Kyk na ${link("Electrical Repairs and Fault-Finding", "/services/electrical-repairs")}, of bel ${phone} (24/7).`,
  fault_no_power: () =>
    `Kyk eers of jou bure krag het. As die hele straat af is, is dit beurtkrag of 'n fout by die verskaffer: kyk na die beurtkragskedule, of meld dit by die Stad Kaapstad se elektrisiteitsfoutlyn by ${supplierLines.city} (Eskom-kliënte: ${supplierLines.eskom}). As net jou huis af is, kyk of jy nog eenhede het, en dan by die verdeelbord of die hoofskakelaar of aardlek uitgeklap het. As net 'n deel van die huis af is (dikwels ná beurtkrag), het een breker of die aardlek uitgeklap: skakel af wat aan daardie kant gebruik is, sit die skakelaar weer aan, en skakel die toestelle een vir een terug. As dit nie wil aanbly nie, bel ons by ${phone} (24/7). Kyk na ${link("Power Restoration", "/services/electrical-power-restoration")}.`,
  prepaid_meter: () =>
    `Die voorafbetaalde meter behoort aan die Stad Kaapstad (of Eskom), so sy boodskappe is hulle s'n om reg te maak. "Tamper" of 'n meter wat kragkaarte weier: bel die Stad se elektrisiteitslyn by ${supplierLines.city} (Eskom: ${supplierLines.eskom}); ná 'n tarief- of sleutelverandering moet die verkoper jou eers die sleutelveranderingskodes gee. Moet nooit die meter oopmaak nie. As die meter eenhede het maar die huis het geen krag nie, is die fout aan jou kant: kyk na die hoofskakelaar en aardlek. Party meters sny ook af as te veel gelyk aan is (die skerm wys dalk "overload" of 'n lasperk): skakel die geiser, verwarmer, ketel en stoof af, en sit dan die krag terug soos die meter se skerm of die verskaffer se instruksies sê. As niks aanbly nie, bel ons by ${phone}.`,
  geyser: () =>
    `As die geiser nie warm word nie, kyk na sy breker in die verdeelbord (dikwels "geyser" gemerk) en enige geiser-tydskakelaar. As die breker uitklap wanneer die geiser aanskakel, is die element of termostaat gewoonlik stukkend: ons vervang albei en toets die stroombaan. As water naby die geiser se bedrading of die bord lek, skakel die geiser se breker af en bly weg. Kyk na ${link("Stove, Oven, Hob and Geyser Installation", "/services/electrical-appliance-installation")}, of bel ${phone}.`,
  plug_socket: () =>
    `As 'n kragprop dood is, kyk na sy breker en die aardlek in die verdeelbord. As 'n prop los, gekraak, geskroei of warm is, hou op om dit te gebruik en skakel sy breker af: ons vervang dit. Kyk na ${link("Power Point Repairs and Replacements", "/services/power-point-repairs")}, en vir nuwe of geskuifde proppe ${link("Power Point Installation", "/services/power-point-installation")}. Om te bespreek, tik "bel my terug" of bel ${phone}.`,
  lights: () =>
    `Een lig wat flikker, is gewoonlik die gloeilamp, 'n LED-drywer of 'n verdowwer wat nie by LEDs pas nie. As baie ligte flikker of dof word wanneer groot toestelle aanskakel, of 'n skakelaar of ligpunt is warm of zoem, kan dit 'n los verbinding wees wat warm word: laat dit gou nagaan. Kyk na ${link("Light Fixture Repairs", "/services/light-fixture-repairs")}, of bel ${phone}.`,
  smoke_alarm: () =>
    `'n Rookalarm wat elke minuut of so tjirp, vra vir 'n nuwe battery ('n vasbedrade alarm het ook 'n rugsteunbattery). Vervang dit en druk die toetsknoppie. Alarms tjirp ook wanneer hulle aan die einde van hul leeftyd is, gewoonlik tien jaar: die datum is agterop. As 'n vasbedrade alarm steeds tjirp, of afgaan sonder rook, kan ons dit en sy toevoer nagaan: bel ${phone}. As dit ooit met rook afgaan, kry eers almal uit.`,
  coc: ({ words }) =>
    `Ja, die verkoper moet 'n geldige nakomingsertifikaat (CoC) oorhandig, en vir 'n oordrag moet dit minder as twee jaar oud wees.${cocDetailsFor(words, "af")} Net 'n elektrisiën wat by die Departement van Indiensneming en Arbeid geregistreer is, mag een uitreik. Bespreek die inspeksie sodra jy besluit om te verkoop: as iets druip, is daar tyd om dit reg te maak. Ons inspekteer, toets, maak reg wat druip en reik die sertifikaat uit: kyk na ${link("Electrical Certificates of Compliance", "/services/electrical-compliance-certificates")}. Die prys hang af van die grootte van die eiendom; vir 'n kwotasie, tik "bel my terug" of bel ${phone}.`,
  backup_power: () =>
    `Die grootte van die omsetter hang af van wat jy tydens beurtkrag wil laat loop: ligte, die internet, die TV en die yskas vra baie minder as 'n ketel, oond of geiser. Ons kyk na jou verbruik en stel 'n omsetter en batterye voor wat by jou pas, geregistreer by die Stad en gesertifiseer. 'n Omsetter verander die installasie, so dit het 'n nakomingsertifikaat (CoC) nodig en in Kaapstad ook registrasie by die Stad. Kyk na ${link("Hybrid Inverter and Battery Installation", "/services/solar-inverter-installation")}. Vir 'n kwotasie, tik "bel my terug" of bel ${phone}. Die beurtkragskedule vir jou area is op die Stad Kaapstad se webwerf (of Eskom s'n, as Eskom jou krag verskaf).`,
  solar: () =>
    `Ons installeer sonpanele op die dak: ons bepaal die grootte volgens jou verbruik, monteer dit vir die Kaapse wind, registreer dit by die Stad Kaapstad en sertifiseer dit. Kyk na ${link("Solar Panel Installation", "/services/solar-panel-installation")}, of bel ${phone}.`,
  generator: () => unsafeRequestReplies.af.generator,
  off_topic: () =>
    `Ek kan net met elektriese werk help: ons dienste, gebiede, ure, pryse en besprekings. 'n Lekkende kraan, pyp of drein is werk vir 'n loodgieter ('n geiser se element, termostaat en bedrading is ons s'n), en 'n wasmasjien, yskas of TV wat breek, vir 'n toestelhersteller (die prop en stroombaan waarop dit loop, is ons s'n). As jy 'n elektrisiën nodig het, tik "bel my terug" en ek neem jou besonderhede, of bel ${phone}.`,
  unknown: () =>
    `Ek is nie seker ek het dit reg verstaan nie. Ek kan vrae oor ons dienste, gebiede, ure en pryse beantwoord, of jou besonderhede neem sodat 'n elektrisiën jou terugbel (tik "bel my terug"). Jy kan ook ${phone} bel of WhatsApp ${whatsapp}.`,
};

/** A line that links the services a visitor named when the answer did not. */
export const moreOn: Record<ReplyLanguage, (services: ServiceMention[]) => string> = {
  en: (services) => `More on ${serviceLinks(services)}.`,
  af: (services) =>
    `Kyk ook gerus na ${serviceLinks(services)} vir meer oor die werk wat ons doen.`,
};

export const replies: Record<
  ReplyLanguage,
  Record<ReplyTopic, (context: ReplyContext) => string>
> = { en: english, af: afrikaans };

/** isiXhosa: greetings, thanks, who answers, and everything else pointed to the phone. */
export const isixhosaReplies = {
  greeting: `Molo! Ndingumncedisi ozenzekelayo we-${site.name}. Ndingakunceda njani? Ukuba ufuna umbane ulungiswe, bhala "ndifowunele" okanye tsalela ku-${phone}. Kwingxakeko, tsalela ku-${phone} (24/7).`,
  thanks: `Enkosi! Ukuba ufuna uncedo kwakhona, tsalela ku-${phone}.`,
  who_are_you: `Ndingumncedisi ozenzekelayo (an automated assistant, a bot), andingomntu. Umntu weqela lethu angakufowunela: bhala "ndifowunele", okanye tsalela ku-${phone}.`,
  fault_no_power: `Jonga ukuba abamelwane banombane. Ukuba isitrato siphela asinambane, tsalela iSixeko saseKapa (City of Cape Town) ku-${supplierLines.city}, okanye i-Eskom ku-${supplierLines.eskom}. Ukuba yindlu yakho kuphela, jonga i-main switch. Tsalela u-${site.name} ku-${phone} (24/7).`,
  complaint: `Uxolo kakhulu ngale nto. Nceda tsalela ku-${phone} ucele umnini (owner), okanye bhala "ndifowunele" ukuze umnini akufowunele.`,
  /** Put before an answer given in English. */
  inEnglish: `Ndiza kuphendula ngesiNgesi. Ukuba ufuna ukuthetha nomntu, tsalela ku-${phone}.`,
} as const;
