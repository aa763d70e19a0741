import type { AreaInput } from "../schema";

export const area = {
  slug: "pinelands",
  region: "southern-suburbs",
  name: "Pinelands",
  summary:
    "Pinelands electricians for garden-city cottages, thatched roofs, retirement homes and new flats: careful rewiring, board upgrades, backup power and CoCs.",
  intro:
    "Pinelands is about fifteen minutes from our Matroosfontein workshop, just across the N2 from Athlone. It was South Africa's first garden city, laid out from 1919 on land of the old Uitvlugt forest, and its quiet, tree-lined streets hold some of the oldest suburban houses we work on, where original wiring, later renovations and modern appliances often share one roof space.",
  travelMinutes: 15,
  housing:
    "The first homes, built by Garden Cities from the early 1920s, are cottages with steep roofs, a number of them still thatched. Later decades added bungalows and larger family houses on generous plots, and more recently townhouse complexes, retirement villages and new apartment blocks such as those on the old Conradie Hospital site. Most older houses have been renovated more than once, so a tidy board in the passage may still feed cable in the roof that predates it by decades, and the cottage, the pool pump, the garden lights and the granny flat have usually been wired at different times by different people.",
  typicalJobs: [
    "Under thatch, wiring needs more care than under tiles. We run cable through the roof space in conduit, keep lamps, transformers and joints well clear of the grass, prefer surface-mounted fittings to recessed downlights, and check the connections that have sat in a hot, dusty roof for decades. A loose joint that would be a nuisance in another house is a fire risk under a thatched roof.",
    "A board that has been added to over the years often leaves owners unsure which breaker feeds what, with some circuits still on the original rubber-insulated cable. We trace and label every circuit, test each one, and plan the upgrade in stages if you would rather not rewire the whole house at once: the board first, then the circuits that failed, working from above the ceilings and below suspended floors to spare plaster, cornices and wooden floors.",
    "Households with someone working from home, and older residents who depend on lights, a medical device or the garage door during an outage, ask about inverters and batteries. We size the system for the circuits that must keep running, wire it so it can never feed power back into the network, and register it with the supplier, which the City of Cape Town requires for every grid-tied or hybrid inverter on its network.",
  ],
  services: [
    "electrical-wiring-installation",
    "electrical-panel-upgrades",
    "electrical-inspections",
    "solar-inverter-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["thornton", "observatory", "athlone", "kensington", "goodwood"],
  faqs: [
    {
      question: "We are selling an old Pinelands cottage. Will it pass a CoC inspection as it is?",
      answer:
        "Houses of that age seldom pass without some work. The usual items are missing earth leakage protection, a geyser or metal pipes that are not bonded, outbuildings fed by an unsuitable cable, and old cable that fails the insulation test. Book the inspection before you list the house rather than after an offer, so there is time to fix what fails without delaying transfer.",
    },
  ],
} satisfies AreaInput;
