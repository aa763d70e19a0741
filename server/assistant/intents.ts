/**
 * What a visitor can mean, as the classifier knows it. Each intent has one answer (in
 * `content/assistant/`); places and services named in the message are entities, found apart
 * from the intent, so "do you do CCTV in Parow" is `service_check` with a service and a place.
 */
export const intentDescriptions = {
  greeting: "hello, good morning, howzit, with nothing else asked",
  thanks: "thanks, ok, bye, that helps, with nothing else asked",
  who_are_you: "who or what is answering: is this a bot, a person, can I talk to a human",
  complaint: "unhappy with the business: nobody answered, the electrician never came, bad work",
  years_in_business: "how long the business has been going, how experienced it is",
  registration: "whether the electricians are registered, qualified, licensed, insured, accredited",
  guarantee: "warranty or guarantee on work and parts, what if it breaks again",
  payment: "how to pay: card, EFT, cash, deposit, payment terms, invoices",
  price: "what something costs, call-out fee, rates, whether quotes are free, how quoting works",
  booking: "how to book a visit or an appointment, availability, how soon someone can come",
  callback:
    "asks the business to phone them, send someone, take their details or give a quote for a job",
  hours: "opening hours, days open, weekends, public holidays, after hours",
  contact: "phone number, WhatsApp, e-mail, where the workshop is",
  areas: "which areas or suburbs are served, whether they come to a named place",
  service_check: "whether the business does a kind of work (install, repair, CCTV, gate motors...)",
  fault_tripping: "a breaker, earth leakage or main switch that trips",
  fault_no_power: "no electricity in the house, part of the house, or the whole street",
  prepaid_meter: "prepaid meter problems: tokens rejected, tamper, error codes, no units",
  geyser: "geyser not heating, geyser element, thermostat, geyser breaker, geyser timer",
  plug_socket: "a plug point or socket that does not work, is loose or broken, needs moving",
  lights: "lights that flicker, do not work, buzz, or need fitting",
  coc: "Certificate of Compliance: selling or renting a property, what it costs, how long it lasts",
  backup_power: "load-shedding, inverters, batteries, UPS, backup power",
  solar: "solar panels, PV, registering with the City, feed-in",
  generator: "connecting or using a generator at home (safe hook-up, changeover switch)",
  emergency: "danger now: sparks, smoke, burning smell, fire, shock, water on electrics",
  dangerous_diy:
    "wants to defeat protection or work live: bypass earth leakage, bridge a breaker, back-feed a generator",
  off_topic: "nothing to do with an electrician: jokes, other trades, spam, job seekers",
} as const;

export type Intent = keyof typeof intentDescriptions;
export const intents = Object.keys(intentDescriptions) as Intent[];
