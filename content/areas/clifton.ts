import type { AreaInput } from "../schema";

export const area = {
  slug: "clifton",
  region: "atlantic-seaboard",
  name: "Clifton",
  summary:
    "Electricians in Clifton for cliffside houses, bungalows and apartments: salt-spray corrosion, stair and terrace lighting, maintenance and storm repairs.",
  intro:
    "Clifton's homes are stacked on the granite slopes between Victoria Road and its four beaches, and many are reached only by long flights of steps. From Bishop Lavis it is about a thirty-five minute drive, and carrying materials from the road to the house can take as long as the work, so we plan each visit in detail.",
  travelMinutes: 35,
  housing:
    "Property here comes in three forms: apartment blocks and large modern houses along and just below Victoria Road, houses built down the slope on several levels, and the small bungalows near the sand. Almost all of it sits in salt spray, so outdoor fittings, balcony plugs and even the screws holding them fail first. The bigger houses have pool pumps, terraces and lighting on every level, joined by long cable runs up and down the cliff.",
  typicalJobs: [
    "Corroded fittings are the most common call. Standard outdoor lights do not last long this close to the surf, so we replace them with IP66 fittings, 316 stainless fixings and sealed cable glands, then find out whether they were the reason the earth leakage unit kept tripping.",
    "Lighting the steps and terraces. The walk down from the road can be a long one, and it needs light that comes on reliably, on a photocell or a timer, with cable protected from the weather and from anyone digging in the garden beds beside it.",
    "Faults after storms. Winter storms drive rain and spray into junction boxes and fittings on the seaward side, and a house can lose a whole circuit overnight. Our 24-hour line covers emergencies, and we bring what we expect to need so we are not climbing back to the van for it.",
  ],
  services: [
    "outdoor-lighting",
    "light-fixture-repairs",
    "electrical-maintenance",
    "emergency-electrical-services",
    "electrical-inspections",
  ],
  nearby: ["camps-bay", "sea-point"],
  faqs: [
    {
      question: "Can you work on a Clifton house that is only reached by steps?",
      answer:
        "Yes. When you book, tell us roughly how many steps there are and where we can stop to unload. Tools and materials go down by hand, so a heavier job such as replacing a board may need an extra person, and that is built into the quote before we start.",
    },
  ],
} satisfies AreaInput;
