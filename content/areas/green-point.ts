import type { AreaInput } from "../schema";

export const area = {
  slug: "green-point",
  region: "atlantic-seaboard",
  name: "Green Point",
  summary:
    "Green Point electricians for Victorian cottages, apartments and Main Road businesses: salt-air repairs, renovations, CCTV and CoCs.",
  intro:
    "Green Point stretches from the lower slopes of Signal Hill down to the Common, the stadium and the sea, between the city and Sea Point. Getting there takes us about twenty-five minutes, though match and concert days at the stadium fill the roads and the parking, so we book around them where we can.",
  travelMinutes: 25,
  housing:
    "The older streets above Main Road have rows of Victorian and Edwardian cottages and semis, many renovated and some run as guesthouses. Towards Mouille Point and the Waterfront are apartment blocks, from 1960s buildings to recent complexes with basement parking. Main Road and Somerset Road carry restaurants, shops and offices, several of them in converted houses whose wiring was designed for a family.",
  typicalJobs: [
    "Salt air carried on the wind reaches every street here, not only the seafront. It shows up as outdoor lights full of rust, meter box hinges seized solid and balcony plugs that trip the earth leakage unit after rain. We replace them with IP65 or better fittings and stainless fixings.",
    "Renovating a cottage usually means a new board in a safer place, often moved out of a bedroom or passage cupboard, plus new circuits for a modern kitchen and bathroom and an earth that is tested rather than assumed.",
    "Small businesses on Main Road and Somerset Road need extra circuits for coffee machines and kitchen equipment, brighter shopfront lighting and CCTV. We aim cameras at your own door, till and stock rather than at the flats across the road, and put up the signs POPIA expects.",
  ],
  services: [
    "electrical-renovations",
    "light-fixture-repairs",
    "commercial-electrical-services",
    "cctv-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["sea-point", "cape-town-cbd", "bo-kaap"],
  faqs: [],
} satisfies AreaInput;
