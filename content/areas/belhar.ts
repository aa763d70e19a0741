import type { AreaInput } from "../schema";

export const area = {
  slug: "belhar",
  region: "northern-suburbs",
  name: "Belhar",
  summary:
    "Belhar electricians for family homes, rooms let to students and newer flats: extra circuits, garage conversions, backup power and CoCs.",
  intro:
    "From our workshop to most Belhar streets is about ten minutes, so a fault reported in the morning can usually be looked at the same day. Belhar lies close to the University of the Western Cape and CPUT's Bellville campus, and a fair share of our work here comes from owners who let rooms to students.",
  travelMinutes: 10,
  housing:
    "Much of Belhar went up in the 1970s and 1980s: brick family houses, semis and rows, many since extended with an extra bedroom, a converted garage or an upper floor. Newer walk-up blocks of flats and social-housing complexes have been built closer to the university. The older houses usually started with a modest board and a handful of circuits, and the extensions were not always wired by an electrician, so we often find a new bedroom hanging off an old lighting circuit.",
  typicalJobs: [
    "Owners letting rooms to students ask us to make each room fit to live and study in: enough plug points that nobody chains multiplugs together, a separate circuit where several rooms would otherwise share one, and earth leakage protection covering every socket. Doing it properly once costs less than replacing scorched plugs every term and worrying about a heater left on under a bed.",
    "Garage conversions and add-on bedrooms are a regular request. We check what the existing circuit can carry, run a new circuit from the board where it cannot, and issue a Certificate of Compliance for the addition, which you will need in any case when the house is eventually sold.",
    "Households with students working late and parents working from home want lights, Wi-Fi and laptops to stay on during outages. We size the backup system for what genuinely has to keep running rather than the whole house, wire it with proper isolation, and see to its registration with the City, which every inverter connected to the installation needs.",
  ],
  services: [
    "power-point-installation",
    "electrical-upgrades",
    "electrical-panel-upgrades",
    "solar-inverter-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["bishop-lavis", "bellville", "ravensmead", "parow"],
  faqs: [
    {
      question: "We converted our garage into a room years ago. Does it need its own certificate?",
      answer:
        "It should have one. New work added to a house is certified separately, and conversions done years ago were often never certified at all. We inspect the room's wiring, put right anything that fails and certify it, so the house is not held up when it is sold or when you need proof for a tenant.",
    },
  ],
} satisfies AreaInput;
