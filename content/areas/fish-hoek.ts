import type { AreaInput } from "../schema";

export const area = {
  slug: "fish-hoek",
  region: "south-peninsula",
  name: "Fish Hoek",
  summary:
    "Fish Hoek electricians for family homes, retirement villages and beachfront flats: safer lighting, geyser savings, salt-air repairs and CoCs.",
  intro:
    "Fish Hoek is the furthest suburb we serve regularly, about 45 minutes from our workshop in Bishop Lavis. Most work here is booked a few days out so we can combine it with other jobs nearby, and if you phone in an emergency we give you a realistic arrival time rather than a hopeful one.",
  travelMinutes: 45,
  housing:
    "Fish Hoek was laid out as a township in the early twentieth century and filled up over the following decades with freestanding houses on the sandy valley floor and the slopes on either side, many of them modest single-storey homes. Retirement villages and sectional-title complexes have been added since, along with blocks of flats near the beach. The town has long been popular with retired people, and a lot of homes have had the same owners for many years.",
  typicalJobs: [
    "Safer lighting is a common request from older residents: brighter LED light in passages and bathrooms, two-way switching so the stair light can be turned off from the top as well as the bottom, sensor lights on the steps from the street, and plug points moved up the wall so that nobody has to bend to floor level to plug in a heater. These are small jobs that make a real difference to getting around the house at night.",
    "In most homes the geyser draws more power than anything else. On a fixed income that matters, so we fit timers, replace failed elements and thermostats, and check that the geyser has its own isolator and is bonded to earth. Where a geyser is near the end of its life, we can explain what a heat pump would save.",
    "Retirement complexes and body corporates look to us for planned maintenance of common-property lighting, gate supplies and distribution boards, with salt-air checks on anything outdoors. A regular visit suits a suburb this far from our workshop, because small faults are found and fixed together rather than one call-out at a time.",
  ],
  services: [
    "light-fixture-installation",
    "energy-efficiency-solutions",
    "geyser-electrical-repairs",
    "electrical-maintenance",
    "outdoor-lighting",
    "electrical-compliance-certificates",
  ],
  nearby: ["muizenberg"],
  faqs: [
    {
      question: "Is it worth calling you out to Fish Hoek for a small job?",
      answer:
        "It can be, especially if you list everything that needs doing so we can handle it in one visit. The call-out fee is higher than for suburbs near our workshop because of the drive, and it is quoted to you on the phone at the outset. Body corporates can also book us for regular visits.",
    },
  ],
} satisfies AreaInput;
