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
  bookingLoop: {
    confirmed: {
      subject: "Jou besoek is bevestig: {slot} ({reference})",
      news: "Die elektrisiën se besoek is bevestig vir {slot}, by {address}.",
      next: "Die kalenderlêer wat aangeheg is, sit dit in jou kalender. As die tyd later nie meer pas nie, laat weet ons op jou bespreking se bladsy, of antwoord op hierdie e-pos.",
    },
    proposed: {
      subject: "Ons stel 'n ander tyd voor vir jou besoek ({reference})",
      news: "Ons kan nie kom op die tyd waarvoor jy gevra het nie. Ons stel eerder {slot} voor, by {address}.",
      next: "Aanvaar asseblief hierdie tyd, of vra vir 'n ander een, op jou bespreking se bladsy. Die besoek is eers bespreek wanneer jy dit aanvaar.",
    },
    cancelled: {
      subject: "Jou besoek is gekanselleer ({reference})",
      news: "Die elektrisiën se besoek op {slot} is gekanselleer.",
      next: "As jy nog 'n elektrisiën nodig het, antwoord op hierdie e-pos of bel {phone}, dan kry ons 'n ander tyd. Die kalenderlêer wat aangeheg is, haal die besoek uit jou kalender.",
    },
    reminder: {
      subject: "Herinnering: jou besoek môre, {slot} ({reference})",
      news: "'n Herinnering: ons elektrisiën kom môre, {slot}, by {address}.",
      next: "Sorg asseblief dat iemand tuis is om ons in te laat. As dit nie gaan werk nie, laat weet ons op jou bespreking se bladsy, of antwoord op hierdie e-pos.",
    },
    greeting: "Hallo {name},",
    reference: "Jou verwysingsnommer is {reference}; noem dit asseblief as jy ons bel.",
    emergency:
      "As dit 'n noodgeval is (vonke, 'n brandreuk, kaal drade of glad geen krag nie), moenie vir die besoek wag nie: bel {phone}, 24 uur per dag.",
    footer:
      "Jy kry hierdie e-pos omdat jy op ons webwerf 'n besoek bespreek het. Ons gebruik jou besonderhede net vir hierdie bespreking, soos ons privaatheidsbeleid verduidelik.",
    yourBooking: "Jou bespreking: {url}",
    seeBooking: "Sien jou bespreking",
    privacyPolicy: "Privaatheidsbeleid",
  },
  visit: visitWords,
};
