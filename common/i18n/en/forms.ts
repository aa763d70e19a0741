/**
 * The contact and booking forms in English: what they ask, how they refuse a field (the
 * specification's messages, section 5), and what the server answers. Plain strings with `{name}`
 * slots (common/i18n/fill.ts): the page's language travels to the browser as loader data.
 */
export const validation = {
  /** The field rules shared by the chat, the contact form and the booking form. */
  field: {
    name: "Please provide your full name.",
    phone: "Please provide a valid phone number.",
    email: "Please provide a valid email address (e.g., name@example.com).",
    service: "Please specify what type of electrical service you need.",
    description: "Please provide more details about what you need done.",
    location: "Please provide your full address in Cape Town.",
    markup: "Please leave out the < and > characters.",
    control: "Please leave out invisible control characters (they often come with pasted text).",
  },
  consent: {
    privacy: "Please tick the box to agree to our privacy policy.",
  },
  contactRules: {
    suburb: "Please keep the suburb to {max} characters.",
    service: "Please choose a service from the list, or leave it blank.",
  },
  bookingRules: {
    propertyType: "Please choose the type of property.",
    suburb: 'Please choose your suburb, or "Other" if it is not listed.',
    otherSuburb: "Please type the name of your suburb.",
    date: "Please choose a date from the list.",
    dateRange: "Please choose a day from {first} to {last}, not a Sunday or public holiday.",
    window: "Please choose a time window.",
    full: "That time is now fully booked. Please choose another time or day.",
    preferredContact: "Please choose how we should contact you.",
  },
};

export type Validation = typeof validation;

/** What the browser says when the server cannot be reached or answers badly. */
export const client = {
  connectionFailed:
    "We could not reach our server. Your details are still in the form: check your connection and try again, or call us on {phone}.",
  serverFailed:
    "Something went wrong on our side. Your details are still in the form: please try again, or call us on {phone}.",
};

export const forms = {
  validation,
  /** What the API answers besides field messages. */
  server: {
    tooLarge: "The form is too large to send. Please shorten your message and try again.",
    unsupported: "The form must be sent as JSON (application/json) or as an HTML form.",
    badShape: "The request must be a JSON object with the form's fields.",
    language: 'The language must be "en" (English) or "af" (Afrikaans).',
    invalid: "Please correct the fields marked below and send the form again.",
    rateLimited:
      "You have sent several forms in a short time. Please wait a few minutes and try again, or call us on {phone}.",
    unavailable:
      "We could not save your request just now. Please try again in a minute, or call us on {phone}.",
    contactReceived: "We received your message. Your reference number is {reference}.",
    contactNext: "We will contact you within 24 hours, usually much sooner during working hours.",
    bookingReceived:
      "We received your booking request for {slot}. Your reference number is {reference}.",
    bookingNext:
      "This is a request, not yet a confirmed appointment: we will phone or e-mail you to confirm the slot or to suggest another.",
  },
  /** The page a form sent without JavaScript gets back. */
  resultPage: {
    checkTitle: "Please check the form",
    notSentTitle: "Your request was not sent",
    thanksTitle: "Thank you",
    backToForm: "Go back to the form",
    backToFormNote: "(your browser's back button keeps what you typed).",
    home: "Back to the home page",
    follow: "Follow your request",
    followNote: ": this private link shows where it stands. Keep it to yourself.",
    emergency: ", 24 hours a day for emergencies.",
  },
  client,
  /** Parts both forms share. */
  common: {
    fullName: "Full name",
    phone: "Phone number",
    email: "E-mail address",
    optional: "optional",
    consentBefore: "I agree that {business} may use these details {purpose}, as the",
    privacyPolicy: "privacy policy",
    consentAfter: "explains.",
    marketing: "Send me occasional news and offers (optional; you can unsubscribe at any time).",
    sending: "Sending…",
    followRequest: "Follow your request",
    followNote: ": this private link shows where it stands. Keep it to yourself.",
    referenceIs: "Your reference number is",
  },
  contact: {
    formLabel: "Contact form",
    phoneHint: "A cell number is best, so we can WhatsApp you.",
    suburb: "Suburb",
    service: "Service",
    serviceNone: "Choose a service, or leave this blank",
    message: "Your message",
    messageHint: "What is happening, and since when? The more we know, the better we can quote.",
    purpose: "to answer my enquiry",
    send: "Send message",
    successTitle: "Thank you, your message is on its way to us",
    quoteIt: "Please quote it if you call us.",
    next: "We will contact you within 24 hours, usually much sooner during working hours.",
    emergencyBefore: "An emergency cannot wait for that: call",
    emergencyAfter: "now, day or night.",
  },
  booking: {
    formLabel: "Booking form",
    emergencyLegend: "Is this an emergency?",
    planned: "No, I want to book a visit",
    emergency: "Yes, it is an emergency",
    emergencyTitle: "Do not wait for a booking: call us now.",
    emergencyBody:
      "Our emergency line is open 24 hours a day, 7 days a week. If there are sparks, smoke, a burning smell or exposed wires, switch off at the main switch if it is safe to do so, keep people away, and call:",
    call: "Call {phone}",
    shock: "If a person has had a shock, call 10177 or 112 for an ambulance first.",
    jobTitle: "The job",
    service: "Service",
    serviceNone: "Choose a service",
    notSure: "Not sure: I will describe the problem",
    description: "Describe the job",
    descriptionHint: "For example: which room, what happens, and since when.",
    propertyType: "Type of property",
    residential: "Residential",
    commercial: "Commercial",
    industrial: "Industrial",
    address: "Street address",
    suburb: "Suburb",
    suburbNone: "Choose your suburb",
    otherSuburb: "Other (not listed)",
    yourSuburb: "Your suburb",
    whenTitle: "When",
    date: "Preferred date",
    dateHint:
      "South African time. We do not book Sundays or public holidays; emergencies are handled 24/7 on {phone}.",
    dateNone: "Choose a date",
    window: "Time window",
    fullOnDay: "Fully booked on this day: {windows}.",
    youTitle: "Your details",
    confirmBy: "How should we confirm the visit?",
    byPhone: "Phone call",
    byEmail: "E-mail",
    purpose: "to arrange this visit",
    send: "Request this visit",
    electricalWork: "Electrical work",
    successTitle: "Booking request received",
    askedFor: "You asked for {slot}, South African time.",
    requestNote:
      "This is a request, not yet a confirmed appointment. We will phone or e-mail you to confirm the slot or to suggest another, usually within a working day.",
    addToCalendar: "Add to my calendar (.ics)",
    another: "Book another visit",
    calendarFailed: "The calendar file could not be made just now; please note the date above.",
  },
  /** The two pages around the forms. */
  contactPage: {
    title: "Contact us",
    description:
      "Call, WhatsApp or e-mail {business} in Bishop Lavis, Cape Town. Open Monday to Saturday 06:00 to 18:00, with emergency call-outs 24/7.",
    crumbHome: "Home",
    crumb: "Contact",
    eyebrow: "Contact",
    heading: "Contact {business}",
    intro:
      "Tell us what is happening and where, and we will tell you when we can come and what the call-out costs before anyone drives out.",
    formTitle: "Send us a message",
    formIntroBefore:
      "We answer within 24 hours, usually much sooner. For a planned visit on a particular day,",
    bookLink: "book an appointment",
    formIntroAfter: "instead.",
    detailsTitle: "How to reach us",
    phone: "Phone",
    tapToCall: "Tap to call",
    whatsappNote: "Photos of the problem help us quote",
    email: "E-mail",
    workshop: "Workshop",
    openInMaps: "Open in maps",
    /** For Afrikaans only; the English page shows content/site.ts' own words. */
    hoursSummary: "{from} to {to} {opens} to {closes}, closed Sunday except emergencies",
    emergencySummary: "Emergency call-outs 24 hours a day, 7 days a week",
    hoursTitle: "Hours",
    call: "call",
  },
  bookingPage: {
    title: "Book an appointment",
    description:
      "Request a visit from a {business} electrician in Cape Town. Choose a day and a time window; we confirm by phone or e-mail.",
    crumbHome: "Home",
    crumb: "Book an appointment",
    eyebrow: "Booking",
    heading: "Book an appointment",
    introDays:
      "We book visits on the days and hours we work: {hours}. For an emergency, do not wait for a booking: call",
    introNow: "now, day or night. For anything else you can also",
    introLink: "send us a message",
    formTitle: "Request a visit",
    formIntro:
      "Choose a day from the next working day up to 60 days ahead, and a time window. We confirm every request by phone or e-mail before we come out.",
  },
  /** The booking calendar's words: the time windows and how a slot reads. */
  calendar: {
    morning: "Morning",
    midday: "Midday",
    afternoon: "Afternoon",
    hours: "{start} to {end}",
    slot: "{date}, {window} ({start} to {end})",
  },
};

export type Forms = typeof forms;
