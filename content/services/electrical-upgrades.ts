import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-upgrades",
  title: "Electrical Upgrades for Older Homes",
  group: "residential",
  summary:
    "Bring an older Cape Town home up to today's loads: extra circuits, earth leakage and surge protection, a modern board and safer wiring, in stages.",
  intro:
    "Many Cape Town homes were wired in the 1960s, 70s and 80s for a geyser, a stove, a few lights and a radio. Today the same circuits carry a kettle, an air fryer, a dishwasher, an air-conditioner, a home office and an inverter. An upgrade is not a rewire by default. We work out which parts of the installation are overloaded, unprotected or worn, and deal with those first, so that your money goes where it makes the house safer and more reliable.",
  signs: [
    "Plug circuits trip when the kettle, microwave and heater run together.",
    "The board still has rewireable fuses, or there is no earth leakage unit protecting the plug circuits.",
    "You live on extension leads and multi-plugs because there are too few plug points.",
    "You want to add an air-conditioner, induction hob, heat pump or EV charger and are not sure the supply can carry it.",
    "Switches and plug covers are old, cracked, discoloured or scorched.",
    "Electronics have been damaged by surges after outages or lightning.",
    "An inverter was installed but the board was never reorganised, so essential and heavy circuits are mixed together.",
  ],
  steps: [
    {
      title: "Load and condition assessment",
      text: "We list what you run now and what you plan to add, measure the load at the board at a busy time of day and test the insulation of the older circuits. This shows whether the problem is capacity, protection, the condition of the wiring, or all three.",
    },
    {
      title: "A prioritised upgrade plan",
      text: "The work is split into safety items that should be done now, such as earth leakage protection, bonding and overloaded or damaged circuits, and improvements that can follow, such as extra plug points, surge protection or a circuit for a new appliance. Each item is priced separately.",
    },
    {
      title: "Board and protection",
      text: "If the board is full or outdated we replace it with one that has room to grow, earth leakage protection on plug and outdoor circuits, a surge protection device and clear labels. If the board is sound, we add only what is missing.",
    },
    {
      title: "New and split circuits",
      text: "Heavy appliances get circuits of their own, overloaded plug circuits are split, and kitchen and laundry loads are shared out so that one circuit is no longer carrying the whole kitchen.",
    },
    {
      title: "Replacing tired wiring where needed",
      text: "Where tests show that old cable has poor insulation, or that conduit holds cable too small for today's load, we replace those runs, pulling new cable through the existing conduit wherever possible to avoid chasing walls.",
    },
    {
      title: "Test and certify each stage",
      text: "Every stage is tested when it is finished and covered by a Certificate of Compliance for the work done, so the house is never left half-certified between stages.",
    },
  ],
  compliance: [
    "All upgrade work is an alteration to the installation and must be done to SANS 10142-1, with a CoC for the new work. When we upgrade part of a house we also tell you in writing about defects we saw in the parts we did not touch, so that nothing unsafe is left without your knowledge.",
    "If the house needs more power than the supply can give, the supply has to be increased by whoever provides your electricity, the City of Cape Town or Eskom; check your account to see which. The application, the connection fee and a larger main switch then become part of the plan, and on a prepaid meter the meter's own limit must be raised as well.",
  ],
  faqs: [
    {
      question: "Do I need a full rewire or just an upgrade?",
      answer:
        "A full rewire is needed when the cable insulation itself has broken down, which insulation tests reveal. If the cable tests well, upgrading the board, the protection and the overloaded circuits makes the house safe with far less disruption. We show you the readings so you can see which applies to your house.",
    },
    {
      question: "Can the upgrade be done in stages?",
      answer:
        "Yes. The safety items come first and usually take a day or two. The rest can follow as budget allows, or be timed with a kitchen renovation or repainting so that walls are opened only once. Each stage is certified as it is completed.",
    },
    {
      question: "Is surge protection worth adding?",
      answer:
        "A surge protection device at the board limits voltage spikes from nearby lightning and from the supply returning after an outage, which helps protect fridges, televisions, gate motors and inverters. It cannot stop every surge, and it needs a good earth to work, so we test the earthing when we fit one.",
    },
    {
      question: "What drives the cost of an upgrade?",
      answer:
        "The size of the house, how many circuits need splitting or adding, whether the existing board can stay, and whether walls must be chased or old conduit can be reused. We give a fixed price for each stage after the assessment, so you know the cost before you commit to anything.",
    },
  ],
  related: [
    "electrical-panel-upgrades",
    "electrical-wiring-installation",
    "earthing-wire-installation",
    "power-point-installation",
    "electrical-renovations",
    "electrical-compliance-certificates",
  ],
} satisfies ServiceInput;
