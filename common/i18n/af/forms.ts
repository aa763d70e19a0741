/** Die kontak- en besprekingsvorms in Afrikaans: dieselfde sleutels as common/i18n/en/forms.ts. */
import type { Forms, Validation } from "../en/forms";

export const validation: Validation = {
  field: {
    name: "Gee asseblief jou volle naam.",
    phone: "Gee asseblief 'n geldige telefoonnommer.",
    email: "Gee asseblief 'n geldige e-posadres (byvoorbeeld naam@voorbeeld.co.za).",
    service: "Sê asseblief watter soort elektriese werk jy nodig het.",
    description: "Vertel ons asseblief 'n bietjie meer oor wat gedoen moet word.",
    location: "Gee asseblief jou volle adres in Kaapstad.",
    markup: "Laat asseblief die < en > tekens uit.",
    control:
      "Laat asseblief onsigbare beheerkarakters uit (hulle kom dikwels saam met geplakte teks).",
  },
  consent: {
    privacy: "Merk asseblief die blokkie om in te stem tot ons privaatheidsbeleid.",
  },
  contactRules: {
    suburb: "Hou asseblief die voorstad hoogstens {max} karakters lank.",
    service: "Kies asseblief 'n diens uit die lys, of los dit oop.",
  },
  bookingRules: {
    propertyType: "Kies asseblief die soort eiendom.",
    suburb: 'Kies asseblief jou voorstad, of "Ander" as dit nie gelys is nie.',
    otherSuburb: "Tik asseblief die naam van jou voorstad.",
    date: "Kies asseblief 'n datum uit die lys.",
    dateRange:
      "Kies asseblief 'n dag van {first} tot {last}, nie 'n Sondag of openbare vakansiedag nie.",
    window: "Kies asseblief 'n tydgleuf.",
    full: "Daardie tyd is nou vol bespreek. Kies asseblief 'n ander tyd of dag.",
    preferredContact: "Kies asseblief hoe ons jou moet kontak.",
  },
};

export const forms: Forms = {
  validation,
  server: {
    tooLarge:
      "Die vorm is te groot om te stuur. Maak asseblief jou boodskap korter en probeer weer.",
    unsupported: "Die vorm moet as JSON (application/json) of as 'n HTML-vorm gestuur word.",
    badShape: "Die versoek moet 'n JSON-objek met die vorm se velde wees.",
    language: 'Die taal moet "en" (Engels) of "af" (Afrikaans) wees.',
    invalid: "Maak asseblief die gemerkte velde hieronder reg en stuur die vorm weer.",
    rateLimited:
      "Jy het 'n paar vorms kort na mekaar gestuur. Wag asseblief 'n paar minute en probeer weer, of bel ons by {phone}.",
    unavailable:
      "Ons kon nie nou jou versoek stoor nie. Probeer asseblief oor 'n minuut weer, of bel ons by {phone}.",
    contactReceived: "Ons het jou boodskap ontvang. Jou verwysingsnommer is {reference}.",
    contactNext: "Ons kontak jou binne 24 uur, gewoonlik baie gouer in werksure.",
    bookingReceived:
      "Ons het jou besprekingsversoek vir {slot} ontvang. Jou verwysingsnommer is {reference}.",
    bookingNext:
      "Dit is 'n versoek, nog nie 'n bevestigde afspraak nie: ons bel of e-pos jou om die tyd te bevestig of 'n ander een voor te stel.",
  },
  resultPage: {
    checkTitle: "Kyk asseblief weer na die vorm",
    notSentTitle: "Jou versoek is nie gestuur nie",
    thanksTitle: "Baie dankie",
    backToForm: "Gaan terug na die vorm",
    backToFormNote: "(jou blaaier se terug-knoppie hou wat jy getik het).",
    home: "Terug na die tuisblad",
    follow: "Volg jou versoek",
    followNote: ": hierdie privaat skakel wys hoe dit staan. Hou dit vir jouself.",
    emergency: ", 24 uur per dag vir noodgevalle.",
  },
  client: {
    connectionFailed:
      "Ons kon nie ons bediener bereik nie. Jou besonderhede is nog in die vorm: kyk na jou verbinding en probeer weer, of bel ons by {phone}.",
    serverFailed:
      "Iets het aan ons kant skeefgeloop. Jou besonderhede is nog in die vorm: probeer asseblief weer, of bel ons by {phone}.",
  },
  common: {
    fullName: "Volle naam",
    phone: "Telefoonnommer",
    email: "E-posadres",
    optional: "opsioneel",
    consentBefore: "Ek stem in dat {business} hierdie besonderhede mag gebruik {purpose}, soos die",
    privacyPolicy: "privaatheidsbeleid",
    consentAfter: "verduidelik.",
    marketing: "Stuur my so nou en dan nuus en aanbiedinge (opsioneel; jy kan enige tyd uitteken).",
    sending: "Besig om te stuur…",
    followRequest: "Volg jou versoek",
    followNote: ": hierdie privaat skakel wys hoe dit staan. Hou dit vir jouself.",
    referenceIs: "Jou verwysingsnommer is",
  },
  contact: {
    formLabel: "Kontakvorm",
    phoneHint: "'n Selnommer is die beste, dan kan ons jou WhatsApp.",
    suburb: "Voorstad",
    service: "Diens",
    serviceNone: "Kies 'n diens, of los dit oop",
    message: "Jou boodskap",
    messageHint:
      "Wat gebeur, en van wanneer af? Hoe meer ons weet, hoe beter kan ons 'n kwotasie gee.",
    purpose: "om my navraag te beantwoord",
    send: "Stuur boodskap",
    successTitle: "Baie dankie, jou boodskap is op pad na ons",
    quoteIt: "Noem dit asseblief as jy ons bel.",
    next: "Ons kontak jou binne 24 uur, gewoonlik baie gouer in werksure.",
    emergencyBefore: "'n Noodgeval kan nie so lank wag nie: bel",
    emergencyAfter: "nou, dag of nag.",
  },
  booking: {
    formLabel: "Besprekingsvorm",
    emergencyLegend: "Is dit 'n noodgeval?",
    planned: "Nee, ek wil 'n besoek bespreek",
    emergency: "Ja, dit is 'n noodgeval",
    emergencyTitle: "Moenie vir 'n bespreking wag nie: bel ons nou.",
    emergencyBody:
      "Ons noodlyn is 24 uur per dag, 7 dae per week oop. As daar vonke, rook, 'n brandreuk of kaal drade is: skakel by die hoofskakelaar af as dit veilig is om daar te kom, hou almal weg, en bel:",
    call: "Bel {phone}",
    shock: "As iemand 'n skok gekry het, bel eers 10177 of 112 vir 'n ambulans.",
    jobTitle: "Die werk",
    service: "Diens",
    serviceNone: "Kies 'n diens",
    notSure: "Ek is nie seker nie: ek sal die probleem beskryf",
    description: "Beskryf die werk",
    descriptionHint: "Byvoorbeeld: watter kamer, wat gebeur, en van wanneer af.",
    propertyType: "Soort eiendom",
    residential: "Woonhuis",
    commercial: "Besigheid",
    industrial: "Nywerheid",
    address: "Straatadres",
    suburb: "Voorstad",
    suburbNone: "Kies jou voorstad",
    otherSuburb: "Ander (nie gelys nie)",
    yourSuburb: "Jou voorstad",
    whenTitle: "Wanneer",
    date: "Verkieslike datum",
    dateHint:
      "Suid-Afrikaanse tyd. Ons bespreek nie Sondae of openbare vakansiedae nie; noodgevalle hanteer ons 24/7 by {phone}.",
    dateNone: "Kies 'n datum",
    window: "Tydgleuf",
    fullOnDay: "Vol bespreek op hierdie dag: {windows}.",
    youTitle: "Jou besonderhede",
    confirmBy: "Hoe moet ons die besoek bevestig?",
    byPhone: "Oproep",
    byEmail: "E-pos",
    purpose: "om hierdie besoek te reël",
    send: "Versoek hierdie besoek",
    electricalWork: "Elektriese werk",
    successTitle: "Besprekingsversoek ontvang",
    askedFor: "Jy het gevra vir {slot}, Suid-Afrikaanse tyd.",
    requestNote:
      "Dit is 'n versoek, nog nie 'n bevestigde afspraak nie. Ons bel of e-pos jou om die tyd te bevestig of 'n ander een voor te stel, gewoonlik binne een werksdag.",
    addToCalendar: "Voeg by my kalender (.ics)",
    another: "Bespreek nog 'n besoek",
    calendarFailed:
      "Die kalenderlêer kon nie nou gemaak word nie; skryf asseblief die datum hierbo neer.",
  },
  contactPage: {
    title: "Kontak ons",
    description:
      "Bel, WhatsApp of e-pos {business} in Bishop Lavis, Kaapstad. Oop Maandag tot Saterdag 06:00 tot 18:00, met nooduitroepe 24/7.",
    crumbHome: "Tuis",
    crumb: "Kontak",
    eyebrow: "Kontak",
    heading: "Kontak {business}",
    intro:
      "Sê vir ons wat aangaan en waar, dan sê ons vir jou wanneer ons kan kom en wat die uitroepfooi is voordat iemand uitry.",
    formTitle: "Stuur vir ons 'n boodskap",
    formIntroBefore:
      "Ons antwoord binne 24 uur, gewoonlik baie gouer. Wil jy hê ons moet op 'n spesifieke dag kom,",
    bookLink: "bespreek 'n afspraak",
    formIntroAfter: "eerder.",
    detailsTitle: "Hoe om ons te bereik",
    phone: "Telefoon",
    tapToCall: "Tik om te bel",
    whatsappNote: "Foto's van die probleem help ons om 'n kwotasie te gee",
    email: "E-pos",
    workshop: "Werkswinkel",
    openInMaps: "Maak oop in kaarte",
    hoursSummary: "{from} tot {to} {opens} tot {closes}, Sondag toe behalwe vir noodgevalle",
    emergencySummary: "Nooduitroepe 24 uur per dag, 7 dae per week",
    hoursTitle: "Ure",
    call: "bel",
  },
  bookingPage: {
    title: "Bespreek 'n afspraak",
    description:
      "Vra vir 'n besoek deur 'n elektrisiën van {business} in Kaapstad. Kies 'n dag en 'n tydgleuf; ons bevestig per telefoon of e-pos.",
    crumbHome: "Tuis",
    crumb: "Bespreek 'n afspraak",
    eyebrow: "Bespreking",
    heading: "Bespreek 'n afspraak",
    introDays:
      "Ons bespreek besoeke op die dae en ure wat ons werk: {hours}. Vir 'n noodgeval, moenie vir 'n bespreking wag nie: bel",
    introNow: "nou, dag of nag. Vir enigiets anders kan jy ook vir ons",
    introLink: "'n boodskap stuur",
    formTitle: "Vra vir 'n besoek",
    formIntro:
      "Kies 'n dag van die volgende werksdag tot 60 dae vorentoe, en 'n tydgleuf. Ons bevestig elke versoek per telefoon of e-pos voordat ons uitkom.",
  },
  calendar: {
    morning: "Oggend",
    midday: "Middag",
    afternoon: "Namiddag",
    hours: "{start} tot {end}",
    slot: "{date}, {window} ({start} tot {end})",
  },
};
