import type { Claim } from "./business";

/**
 * What the privacy policy must state about the business (POPIA section 18): who answers for
 * personal information, who else receives it, and how long it is kept.
 */
export const privacy = {
  /**
   * Changes whenever the policy's substance changes; each lead records the version the visitor
   * agreed to.
   */
  version: "2026-11",
  /**
   * The person responsible for personal information under POPIA, as registered with the
   * Information Regulator (by default the head of the business). Not set yet: the policy then
   * names the role and the business's e-mail address, never a made-up person.
   */
  informationOfficer: { value: null, confirmed: false } as Claim<{
    name: string;
    title: string;
    email: string;
  }>,
  /**
   * Everyone outside the business who receives visitors' personal information, as the privacy
   * policy must list them. Keep this in step with the deployment (hosting, e-mail, AI, webhook).
   */
  processors: [
    {
      name: "Website hosting and database",
      purpose: "stores the enquiries, bookings and chat messages you send us",
      country: "South Africa",
    },
    {
      name: "E-mail delivery provider",
      purpose: "sends the confirmation e-mails you receive and our own notifications",
      country: "South Africa",
    },
    {
      name: "AI chat provider (only when our assistant uses one)",
      purpose: "writes the chat assistant's replies from the questions you type",
      country: "United States",
    },
    {
      name: "Job-management system (lead notifications)",
      purpose: "receives each enquiry so that an electrician can call you back",
      country: "South Africa",
    },
  ],
  /** How long enquiries are kept before they are anonymised (the server's default as well). */
  leadRetentionDays: 730,
};

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

/**
 * The policy's text, section by section. Links are written [label](target), with targets that
 * are a path of this site, mailto:, tel: or https:.
 */
export function privacyText(options: { legalName: string; analytics: boolean }) {
  const { legalName, analytics } = options;
  const years = Math.round(privacy.leadRetentionDays / 365);
  return {
    intro: `${legalName} ("we") is the responsible party for the personal information you give us through this website, by phone, WhatsApp or e-mail. This policy explains, as the Protection of Personal Information Act 4 of 2013 (POPIA) requires, what we collect, why, who else receives it, how long we keep it and what your rights are.`,
    collect: [
      "Fields marked as required are needed to answer you: without a name and a way to reach you, we cannot call you back. Everything else is voluntary. We use your information only for the purpose you gave it for, and we do not sell it. We send marketing messages only if you ticked the box asking for them, and every message tells you how to stop them.",
      `The site does not set advertising or tracking cookies. ${
        analytics
          ? "We use Google Analytics to count visits; it sets cookies to tell visits apart and does not receive the details you type into forms or the chat."
          : "We do not use an analytics service."
      } The chat assistant keeps your conversation in your browser's session storage so that it survives moving between pages; it is deleted when you close the tab.`,
    ],
    shareIntro:
      "These operators process information on our behalf, under written agreements that oblige them to keep it secure and use it only for our instructions:",
    shareOutro:
      "Where information leaves South Africa (for example to an AI provider in the United States), we only use providers bound by law or contract to protect it to a standard at least as high as POPIA's, as section 72 requires. We do not share your information with anyone else unless the law requires us to.",
    keep: [
      `Enquiries, bookings and chat call-back requests are kept for ${years} years (${privacy.leadRetentionDays} days) so that we can follow up on a quote or a job, and are then anonymised automatically. If you become a customer, invoices and Certificates of Compliance are kept for as long as tax and electrical safety law require.`,
      "Information travels to our site over an encrypted connection. Only our staff can see it, through an admin area that requires a password and a second sign-in factor, and the database is backed up.",
    ],
    rights:
      "You may ask us what personal information we hold about you and who has received it, ask us to correct or delete it, object to our use of it, and withdraw a consent you gave (such as for marketing). E-mail our Information Officer with your request; we will confirm who you are and respond within 30 days, at no charge.",
    complaints: [
      "If you are not satisfied with our answer, you may complain to the Information Regulator of South Africa: website [inforegulator.org.za](https://inforegulator.org.za), complaints [POPIAComplaints@inforegulator.org.za](mailto:POPIAComplaints@inforegulator.org.za), general enquiries [enquiries@inforegulator.org.za](mailto:enquiries@inforegulator.org.za).",
      "Questions about this policy are welcome on any of our [contact channels](/contact).",
    ],
  };
}
