import type { AreaInput } from "../schema";

export const area = {
  slug: "muizenberg",
  region: "south-peninsula",
  name: "Muizenberg",
  summary:
    "Muizenberg electricians for seafront flats, old villas, guesthouses and Marina da Gama homes: corroded fittings replaced, outdoor lighting and CoCs.",
  intro:
    "It takes us around 35 minutes to drive to Muizenberg on the False Bay shore. Near the beach the south-easter carries salt and sand over everything, and a good deal of our work here is replacing outdoor lights, isolators and plug points that have corroded long before their time.",
  travelMinutes: 35,
  housing:
    "For a small suburb the housing is varied: Victorian and Edwardian villas from the years when Muizenberg was a fashionable seaside resort, Art Deco blocks of flats facing the beach, cottages on the slopes towards St James, and, beside Zandvlei, the waterside homes of Marina da Gama, built from the 1970s onward. Many of the old villas are now flats, guesthouses or backpackers, with wiring altered every time the use changed.",
  typicalJobs: [
    "Salt attacks metal from the outside in. A cover can look merely dull while the terminals behind it have turned green and loose, and loose terminals heat up. We replace corroded fittings with IP65 or IP66 rated ones, use 316 stainless screws and brackets, seal cable entries, and open up the plug points and isolators nearest the sea to check the connections inside.",
    "An old villa converted into guest rooms or flats often runs on circuits that still follow the original house, so one unit's heater trips another's lights. We rearrange the circuits to match the rooms, label the board, and inspect and certify the installation so the owner has a valid Certificate of Compliance covering the changes.",
    "At Marina da Gama, gardens run down to the water and owners want lighting on decks, jetties and paths. Every outdoor circuit goes through earth leakage protection, plug points are kept well above splash height, and fittings are chosen for constant damp as well as salt.",
  ],
  services: [
    "outdoor-lighting",
    "light-fixture-repairs",
    "electrical-repairs",
    "electrical-maintenance",
    "electrical-compliance-certificates",
  ],
  nearby: ["fish-hoek", "constantia", "wynberg"],
  faqs: [
    {
      question: "How often should outdoor electrical fittings near Muizenberg beach be checked?",
      answer:
        "We suggest a check at least once a year, ideally before the winter storms, and sooner for anything facing the sea. Tell-tale signs between checks are rust stains under a fitting, a cover that no longer closes, or earth leakage that drops out whenever it rains.",
    },
  ],
} satisfies AreaInput;
