import type { AreaInput } from "../schema";

export const area = {
  slug: "bishop-lavis",
  region: "cape-flats",
  name: "Bishop Lavis",
  summary:
    "Your local electrician in Bishop Lavis and Matroosfontein: same-day repairs, prepaid meter trips, backyard room wiring and CoCs.",
  intro:
    "Our workshop is in Matroosfontein, so for most of Bishop Lavis we are a five-minute drive away and can often come out the same day. We have wired, repaired and certified homes in these streets for years, and we price for the neighbourhood rather than for the Atlantic Seaboard.",
  travelMinutes: 5,
  housing:
    "Most homes in Bishop Lavis were built by the council from the 1960s onwards: semi-detached and row houses, with blocks of flats along the main roads, and many have since been bought by the families living in them. The original wiring is simple, often four or five circuits on a small board, and it was never meant for what a modern household runs: kettles, heaters, a second fridge and a wendy house or backyard room fed from the main house.",
  typicalJobs: [
    "The call we get most is a prepaid meter or main switch that trips when the stove, kettle and heater are on together in winter. The fix is usually to split the load onto more circuits and replace a tired main switch, not just to fit a bigger breaker, which only moves the problem into the wiring.",
    "Backyard rooms and wendy houses are often supplied by an extension lead or a cable clipped along the wall. We run a proper buried or surface-mounted supply from the distribution board, with its own breaker and earth leakage protection, so a tenant's heater cannot set the main house alight.",
    "Families selling or inheriting a house need a Certificate of Compliance for the transfer. We inspect, quote item by item for anything that fails, fix it and issue the CoC, usually within two working days.",
  ],
  services: [
    "electrical-compliance-certificates",
    "electrical-repairs",
    "electrical-panel-upgrades",
    "power-point-installation",
    "emergency-electrical-services",
  ],
  nearby: ["bonteheuwel", "belhar", "ravensmead", "parow"],
  faqs: [
    {
      question: "Do you charge a call-out fee in Bishop Lavis?",
      answer:
        "Our call-out fee in Bishop Lavis, Matroosfontein and the streets around the workshop is our lowest, because we are minutes away. We tell you the fee when you book, before anyone drives out.",
    },
  ],
} satisfies AreaInput;
