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
  /** What a customer is told about their booked visit afterwards (server/mail/booking-mail.ts). */
  bookingLoop: {
    confirmed: {
      subject: "Your visit is confirmed: {slot} ({reference})",
      news: "Your electrician visit is confirmed for {slot}, at {address}.",
      next: "The calendar file attached puts it in your calendar. If the time stops suiting you, let us know from your booking's page, or reply to this e-mail.",
    },
    proposed: {
      subject: "We propose another time for your visit ({reference})",
      news: "We cannot come at the time you asked for. We propose {slot} instead, at {address}.",
      next: "Please accept this time, or ask for another, from your booking's page. Until you accept, the visit is not booked.",
    },
    cancelled: {
      subject: "Your visit is cancelled ({reference})",
      news: "Your electrician visit on {slot} is cancelled.",
      next: "If you still need an electrician, reply to this e-mail or call {phone} and we will find another time. The calendar file attached removes the visit from your calendar.",
    },
    reminder: {
      subject: "Reminder: your visit tomorrow, {slot} ({reference})",
      news: "A reminder: our electrician visits you tomorrow, {slot}, at {address}.",
      next: "Please make sure someone is home to let us in. If you cannot make it, let us know from your booking's page, or reply to this e-mail.",
    },
    greeting: "Hi {name},",
    reference: "Your reference number is {reference}; please quote it if you call us.",
    emergency:
      "If it is an emergency (sparks, a burning smell, exposed wires or no power at all), do not wait for the visit: call {phone}, 24 hours a day.",
    footer:
      "You receive this e-mail because you booked a visit on our website. We use your details only for this booking, as our privacy policy explains.",
    yourBooking: "Your booking: {url}",
    seeBooking: "See your booking",
    privacyPolicy: "Privacy policy",
  },
  visit: visitWords,
};

export type Mail = typeof mail;
