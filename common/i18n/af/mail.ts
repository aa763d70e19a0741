/** Wat die besoeker in Afrikaans kry: dieselfde sleutels as common/i18n/en/mail.ts. */
import type { Mail, VisitWords } from "../en/mail";

export const visitWords: VisitWords = {
  hours: "{window}gleuf {start} tot {end}",
  summary: "{business}: besoek deur die elektrisiën ({reference}, {state})",
  description: "{service}. {what} Verwysing {reference}. Telefoon {phone}.",
  requested: {
    summary: "wag op bevestiging",
    description:
      "Versoekte besoek, {hours}; {business} sal die tyd bevestig of 'n ander een voorstel.",
  },
  confirmed: { summary: "bevestig", description: "Bevestigde besoek, {hours}." },
  proposed: {
    summary: "nuwe tyd voorgestel",
    description:
      "{business} stel hierdie besoek voor, {hours}: aanvaar dit of vra vir 'n ander tyd met die skakel in ons boodskap.",
  },
  cancelled: { summary: "gekanselleer", description: "Hierdie besoek is gekanselleer." },
};

export const mail: Mail = {
  confirmation: {
    nouns: {
      contact_message: "boodskap",
      appointment: "besprekingsversoek",
      chatbot_submission: "terugbelversoek",
    },
    subject: "Ons het jou {what} ontvang ({reference})",
    bookingNext:
      "Jy het gevra vir 'n besoek op {slot}. Dit is 'n versoek, nog nie 'n bevestigde afspraak nie: ons bel of e-pos jou om die tyd te bevestig of 'n ander een voor te stel.",
    theDayYouChose: "die dag wat jy gekies het",
    otherNext: "Ons kontak jou binne 24 uur, gewoonlik baie gouer in werksure.",
    greeting: "Hallo {name},",
    thanks:
      "Dankie dat jy {business} gekontak het. Jou verwysingsnommer is {reference}; noem dit asseblief as jy ons bel.",
    follow:
      "Volg jou versoek enige tyd op sy eie privaat bladsy (hou die skakel vir jouself): {url}",
    emergency:
      "As dit 'n noodgeval is (vonke, 'n brandreuk, kaal drade of glad geen krag nie), moenie wag dat ons terugkom nie: bel {phone}, 24 uur per dag.",
    footer:
      "Jy kry hierdie e-pos omdat jy op ons webwerf 'n versoek gestuur het. Ons gebruik jou besonderhede net om dit te beantwoord, soos ons privaatheidsbeleid verduidelik.",
    followButton: "Volg jou versoek",
    privacyPolicy: "Privaatheidsbeleid",
  },
  visit: visitWords,
};
