/**
 * What the visitor receives in English: the confirmation e-mail of a lead and the calendar file
 * of a requested visit. `{name}` slots are filled by the server (common/i18n/fill.ts). The
 * business's own e-mails stay English whatever the visitor's language.
 */

/** The calendar event of a visit (common/visit-event.ts). */
export const visitWords = {
  hours: "{window} window {start} to {end}",
  summary: "{business}: electrician visit ({reference}, {state})",
  description: "{service}. {what} Reference {reference}. Phone {phone}.",
  requested: {
    summary: "awaiting confirmation",
    description: "Requested visit, {hours}; {business} will confirm the time or suggest another.",
  },
  confirmed: { summary: "confirmed", description: "Confirmed visit, {hours}." },
  proposed: {
    summary: "new time proposed",
    description:
      "{business} proposes this visit, {hours}: accept it or ask for another from the link in our message.",
  },
  cancelled: { summary: "cancelled", description: "This visit is cancelled." },
};

export type VisitWords = typeof visitWords;

export const mail = {
  confirmation: {
    nouns: {
      contact_message: "message",
      appointment: "booking request",
      chatbot_submission: "call-back request",
    },
    subject: "We received your {what} ({reference})",
    bookingNext:
      "You asked for a visit on {slot}. This is a request, not yet a confirmed appointment: we will phone or e-mail you to confirm the slot or to suggest another.",
    theDayYouChose: "the day you chose",
    otherNext: "We will contact you within 24 hours, usually much sooner during working hours.",
    greeting: "Hi {name},",
    thanks:
      "Thank you for contacting {business}. Your reference number is {reference}; please quote it if you call us.",
    follow:
      "Follow your request at any time on its private page (keep the link to yourself): {url}",
    emergency:
      "If it is an emergency (sparks, a burning smell, exposed wires or no power at all), do not wait for us to get back to you: call {phone}, 24 hours a day.",
    footer:
      "You receive this e-mail because you sent us a request on our website. We use your details only to answer it, as our privacy policy explains.",
    followButton: "Follow your request",
    privacyPolicy: "Privacy policy",
  },
  visit: visitWords,
};

export type Mail = typeof mail;
