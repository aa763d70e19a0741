/** What we collect at each point of contact (POPIA section 18(1)(a), (b) and (e)). */
export const collectionPoints = [
  {
    where: "Contact form",
    what: "Name, phone number, e-mail address and your message (required); suburb and the service you need (voluntary); whether you want marketing messages (voluntary, unticked by default).",
    why: "To answer your enquiry and, if you ask, quote for the work.",
  },
  {
    where: "Booking form",
    what: "The service, a description of the job, property type, address and suburb, preferred date and time, name, phone number and e-mail address (required); preferred way to contact you.",
    why: "To arrange and confirm a visit by an electrician.",
  },
  {
    where: "Chat assistant",
    what: "The questions you type. If you ask for a call-back: name, phone number, e-mail address, the service, a description and the address of the job.",
    why: "To answer your questions and to have an electrician call you back.",
  },
  {
    where: "Phone, WhatsApp and e-mail",
    what: "What you choose to tell us, and your number or address.",
    why: "To help you, quote and do the work.",
  },
  {
    where: "Every visit to the site",
    what: "Your IP address and browser details, held briefly by our server to protect forms from abuse; they are not stored with your enquiry.",
    why: "To keep the site and your information secure.",
  },
];
