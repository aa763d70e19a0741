import type { AreaInput } from "../schema";

export const area = {
  slug: "claremont",
  region: "southern-suburbs",
  name: "Claremont",
  summary:
    "Claremont electricians for apartments, offices, shops and Harfield Village cottages: inverters in flats, office refits, LED lighting and CoCs.",
  intro:
    "Claremont, about 22 minutes from our workshop, is busier than the suburbs around it: shops and offices around Cavendish Square and along Main Road, blocks of flats old and new within walking distance of the station, and the small cottages of Harfield Village. Each needs a different approach, and apartments in particular come with rules of their own.",
  travelMinutes: 22,
  housing:
    "Apartments range from older walk-up blocks to recent developments with lifts and basement parking. Harfield Village is a grid of small, mostly semi-detached cottages about a century old, while upper Claremont, towards the mountain, has larger freestanding houses. Some houses on the side streets have been converted into offices and consulting rooms, which changes what the wiring has to carry.",
  typicalJobs: [
    "An inverter and battery in a flat needs more thought than one in a house. The body corporate's approval comes first, then the question of where the battery can go: somewhere ventilated and out of the sun, not in an escape route, with cabling that stays inside your section unless the trustees agree otherwise. We plan it with you, register the system with the City and issue the Certificate of Compliance.",
    "Offices that change tenants or layouts need plug points moved to where the desks are, lighting reworked and data points added. We can start at six in the morning and work on Saturdays, so most of the disruption happens before your staff arrive.",
    "Shops along Main Road ask us to replace old fluorescent and halogen lighting with LED fittings, which cuts the power bill and the heat in the shop. We check the emergency lighting and exit signs while we are on the ladder, since those are easily forgotten until an inspection.",
  ],
  services: [
    "solar-inverter-installation",
    "commercial-electrical-services",
    "power-plug-relocation",
    "data-network-cabling",
    "lighting-solutions",
  ],
  nearby: ["newlands", "rondebosch", "wynberg"],
  faqs: [
    {
      question: "Can I install an inverter and battery in my Claremont apartment?",
      answer:
        "Often, yes, but ask the body corporate before you buy anything. Many schemes have rules on batteries, wall mounting and cables through common property. Once they agree, we size the system for your flat, install it, handle the City's registration for an inverter of this kind, and certify the work.",
    },
  ],
} satisfies AreaInput;
