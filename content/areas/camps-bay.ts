import type { AreaInput } from "../schema";

export const area = {
  slug: "camps-bay",
  region: "atlantic-seaboard",
  name: "Camps Bay",
  summary:
    "Camps Bay electricians for homes below the Twelve Apostles: gate motors, access control, CCTV, garden and pool lighting, and holiday-let maintenance.",
  intro:
    "Camps Bay spreads up the slopes below the Twelve Apostles and Lion's Head, with the beach and Victoria Road at the bottom. Coming over Kloof Nek it is about thirty-five minutes from our workshop, longer on a summer weekend when the beachfront traffic backs up.",
  travelMinutes: 35,
  housing:
    "Homes range from mid-twentieth-century houses, many since rebuilt or extended, to large modern builds of glass and concrete higher up the slope, most with pools, decks and entertainment areas. The newer ones carry complex installations: several boards, automated gates, alarms, pool and heat pump circuits and a lot of garden lighting. A good share are let to holidaymakers, which means more wear on fittings and fewer eyes on the installation between visits.",
  typicalJobs: [
    "Gates, intercoms and cameras. Gate motors and keypads sit at the bottom of the property, where irrigation water and salt air reach them, so we give their supplies proper isolators and sealed enclosures. We also install CCTV and access control, with cameras covering your own property rather than the neighbours' garden.",
    "Garden, deck and pool lighting that stands up to the south-easter. Fittings are sealed and firmly mounted, pool lights run at safety extra-low voltage from a transformer kept away from the water, and circuits are grouped so that one failed garden light does not switch off the whole terrace.",
    "Holiday lets. Between bookings we test the earth leakage units, replace blown lamps and broken fittings, and sort out the plug or light the last guests reported, so the next arrivals find a house where everything works.",
  ],
  services: [
    "access-control-systems",
    "cctv-installation",
    "outdoor-lighting",
    "lighting-solutions",
    "electrical-maintenance",
  ],
  nearby: ["clifton", "hout-bay", "sea-point", "tamboerskloof"],
  faqs: [
    {
      question: "Can you fit work into the gap between holiday guests?",
      answer:
        "Yes, if we know the dates. Send us the checkout and check-in times when you book, and we plan the visit so the work is finished and tidied up in between. Owners who live elsewhere can let the letting agent or a caretaker give us access.",
    },
  ],
} satisfies AreaInput;
