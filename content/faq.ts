import { supplierLines } from "./assistant/safety";
import { business, confirmed } from "./business";
import { formatRange, priceLines, priceTerms, shownPriceGuide } from "./prices";
import type { FaqCategory } from "./schema";
import { site } from "./site";

const areaList = `${site.serviceAreas.slice(0, -1).join(", ")} and ${site.serviceAreas.at(-1)}`;

/** What the site may say about registration: only what the owner has confirmed, then the rule. */
export function registrationAnswer(): string {
  const number = confirmed(business.contractorRegistration);
  const level = confirmed(business.registeredPersonLevel);
  const confirmedPart = [
    number && `We are a registered electrical contractor, registration number ${number}.`,
    level && `Our work is tested and certified by a registered ${level}.`,
  ]
    .filter(Boolean)
    .join(" ");
  const rule =
    "Every electrical contractor in South Africa must be registered with the Department of Employment and Labour, and every Certificate of Compliance must be signed by a registered person for the work it covers.";
  return confirmedPart
    ? `Yes. ${confirmedPart} ${rule} Ask to see the registration of whoever certifies your installation.`
    : `${rule} Ask us for our registration details when you book, and ask to see the registration of whoever certifies your installation.`;
}

export function guaranteeAnswer(): string {
  const months = confirmed(business.workmanshipGuaranteeMonths);
  return months === undefined
    ? "Ask what is guaranteed, and for how long, when you get your quote, and keep it in writing. Materials carry their manufacturers' warranties."
    : `Yes. If something we installed or repaired fails within ${months} months because of our workmanship, we come back and put it right at no charge. Materials carry their manufacturers' warranties.`;
}

/** How to pay: the owner's terms once confirmed; until then, what to ask. */
export function paymentAnswer(): string {
  return (
    confirmed(business.paymentTerms)?.en ??
    "Ask when you book or get your quote: it should say how you can pay, whether a deposit is needed and when the balance is due. Keep it in writing, and pay the balance only once you have seen the work and its Certificate of Compliance."
  );
}

/** Whether quotes are free: the owner's policy once confirmed; until then, what to ask. */
export function quoteAnswer(): string {
  return (
    confirmed(business.quotePolicy)?.en ??
    "Ask when you call whether there is any charge to see and price your job, and have the answer before anyone comes out. Planned work (a rewire, a new board, solar) can often be priced from a visit or clear photos and a plan; a fault has to be found before its repair can be priced."
  );
}

/**
 * How a job is priced, and the owner's price guide once it is set and confirmed. Without one the
 * answer explains what moves a price and names no amount.
 */
export function priceAnswer(): string {
  const rule =
    "Electrical work is usually priced as a call-out fee, which covers the trip and the first part of the visit, plus labour and materials. Ask for the call-out fee when you book and for a written price for the work itself before it starts, so the number on the invoice is the one you agreed to. The biggest things that move a price are the size of the job, the state of the existing wiring and the materials you choose.";
  const guide = shownPriceGuide();
  if (!guide) return rule;
  const lines = priceLines(guide).map((line) => `${line.label}: ${line.price}`);
  return `${rule} Our price guide (${priceTerms(guide)}): ${lines.join("; ")}. It is a guide; the quote for your job comes after we have seen it.`;
}

/** After-hours rates, with the amount once the owner's price guide names one. */
export function afterHoursAnswer(): string {
  const fee = shownPriceGuide()?.afterHoursCalloutFee;
  const rate = fee
    ? `Call-outs outside our normal hours carry an after-hours rate (${formatRange(fee)} at present).`
    : "Call-outs outside normal hours usually cost more: ask for the rate on the phone before anyone drives out.";
  return `${rate} On an emergency visit the first job is to make the installation safe; a larger repair can then be done in normal hours if you prefer.`;
}

export const faqCategories = [
  {
    slug: "prices-and-quotes",
    title: "Prices and quotes",
    items: [
      {
        question: "How much does an electrician cost in Cape Town?",
        answer: priceAnswer(),
      },
      {
        question: "Do you give free quotes?",
        answer: quoteAnswer(),
      },
      {
        question: "Why is your quote higher than someone else's?",
        answer:
          "Compare what is included. Our quotes include the correct cable size and protection for the load, earth leakage protection where SANS 10142-1 requires it, testing, and a Certificate of Compliance for the work. A quote without a CoC usually means the work will not be certified, which becomes your problem when you sell or claim on insurance.",
      },
      {
        question: "How can I pay?",
        answer: paymentAnswer(),
      },
    ],
  },
  {
    slug: "certificates-of-compliance",
    title: "Certificates of Compliance",
    items: [
      {
        question: "Do I need an electrical Certificate of Compliance to sell my house?",
        answer:
          "Yes. The Electrical Installation Regulations require the seller to hand over a valid Certificate of Compliance, and for a transfer it must have been issued less than two years before. If the property has an electric fence, the transfer also needs an Electric Fence System Certificate, which is separate from the CoC and issued by a registered electric fence installer. Book the inspection as soon as you decide to sell: if anything fails, there is then time to fix it without holding up the transfer.",
      },
      {
        question: "What usually fails a CoC inspection?",
        answer:
          "In Cape Town homes we most often find no earth leakage protection or a unit that no longer trips, geysers and metal pipes not bonded to earth, plug points and lights added without proper connections, outdoor fittings that are not weatherproof, and distribution boards with missing covers or labels. Each item is listed with a price so you know exactly what stands between you and the certificate.",
      },
      {
        question: "I installed an inverter. Do I need a new CoC?",
        answer:
          "Yes. An inverter changes the installation, so the altered work needs a Certificate of Compliance, and in Cape Town the system must also be registered with and authorised by the City as small-scale embedded generation, an approval that should be in hand before the inverter goes in. If it was installed without either, we can inspect it, put right what is needed and do the paperwork.",
      },
    ],
  },
  {
    slug: "load-shedding-and-backup-power",
    title: "Load-shedding and backup power",
    items: [
      {
        question: "What size inverter do I need for load-shedding?",
        answer:
          "Start from what must keep running, not from the biggest inverter on offer. Lights, Wi-Fi, the TV, the fridge and the gate motor are usually well under two kilowatts together; kettles, geysers, ovens and heaters are what make systems expensive. We list your essential circuits with you, size the inverter and battery for them, and wire them onto a separate backed-up board.",
      },
      {
        question: "Can I add solar panels to my inverter later?",
        answer:
          "Usually yes, if you choose a hybrid inverter from the start. It can run from the grid and batteries now and take panels later. In Cape Town every inverter connected to your wiring, hybrid or not, must be a model on the City's approved list (which means it complies with NRS 097-2-1), and the system must be approved by the City as small-scale embedded generation before it is installed, whether it exports power or not. Adding panels later changes what the City has approved, so its approval has to be updated to include them.",
      },
      {
        question: "Is it safe to run a generator into my house?",
        answer:
          "Only through a changeover switch fitted by an electrician. Plugging a generator into a wall socket or wiring it straight into the board can send power back into the street cable, which can kill someone working on the line, and it can destroy the generator when the power returns.",
      },
    ],
  },
  {
    slug: "hours-and-emergencies",
    title: "Hours and emergencies",
    items: [
      {
        question: "What are your hours?",
        answer: `${site.hoursSummary}. Emergency call-outs run 24 hours a day, 7 days a week, on ${site.phone.display}.`,
      },
      {
        question: "What counts as an electrical emergency?",
        answer:
          "A burning smell or smoke from a plug, switch or the board; sparks; a main switch or earth leakage unit that trips and will not stay on; exposed live wires; water getting into electrics; anyone getting a shock from a tap, appliance or metal fitting. If you are unsure, call: we would rather talk you through it than have you wait.",
      },
      {
        question: "What should I do before you arrive in an emergency?",
        answer: `Switch off the main switch at the distribution board if you can reach it safely and keep everyone away from the affected area. Do not touch anyone who is still in contact with a live conductor: switch off first. If the whole street is dark and it is not a scheduled load-shedding slot, the fault is on the supply network: report it to your supplier as well, the City of Cape Town on ${supplierLines.city} or Eskom on ${supplierLines.eskom}.`,
      },
      {
        question: "Do you charge more after hours?",
        answer: afterHoursAnswer(),
      },
    ],
  },
  {
    slug: "areas-and-booking",
    title: "Areas and booking",
    items: [
      {
        question: "Which areas do you cover?",
        answer: `We are based in ${site.address.locality}, Cape Town, and work across ${site.serviceAreaSummary}, including ${areaList}. The Northern Suburbs and Cape Flats are closest to our workshop; the Atlantic Seaboard and the South Peninsula are a longer drive, so we plan those visits ahead.`,
      },
      {
        question: "How soon can you come out?",
        answer:
          "Phone us with the fault and we will give you a time before you decide. Planned work is booked for a day and a morning or afternoon that suit you. For an emergency, do not wait for a booking: call the 24-hour line.",
      },
      {
        question: "Are your electricians registered?",
        answer: registrationAnswer(),
      },
      {
        question: "Do you guarantee your work?",
        answer: guaranteeAnswer(),
      },
    ],
  },
] satisfies FaqCategory[];
