import type { AreaInput } from "../schema";

export const area = {
  slug: "ravensmead",
  region: "northern-suburbs",
  name: "Ravensmead",
  summary:
    "Ravensmead electricians for homes that double as workplaces: dedicated circuits for freezers, salons and welders, tripping faults and CoCs.",
  intro:
    "Ravensmead is one of our closest neighbours in the Northern Suburbs, around ten minutes away. Plenty of households here earn part of their living at home, and that shapes the electrical work: a freezer full of stock, a hairdresser's dryers or a welding machine in the garage all ask more of the wiring than a family house was designed to give.",
  travelMinutes: 10,
  housing:
    "The housing is mainly brick semi-detached and freestanding homes on small plots, built during the second half of the last century and added to by their owners ever since, with some flats and newer infill housing. Front rooms turned into tuck shops and garages turned into workshops are a common sight. The supply for them nearly always comes from the house's own small board, through cable sized for a few lights and plugs.",
  typicalJobs: [
    "A welder or compressor plugged into a house socket causes dimming lights, tripping and plugs that are hot to the touch. We give the machine a dedicated circuit in cable matched to its current, fit an isolator and the right breaker, and tell you straight when a machine is too large for a single-phase home supply, so you do not spend money on wiring that cannot carry it.",
    "Chest freezers and display fridges for a home shop run day and night. If they share a circuit with the kettle and the iron, one trip can spoil a week's stock before anyone notices. We put refrigeration on its own protected circuit, away from the appliances most likely to cause a trip, and check that the earth leakage unit itself is healthy.",
    "A salon in a converted room draws heavily: hair dryers and straighteners at every station, sometimes a geyser for the basins. We add plug points where the chairs are, spread the stations across circuits, and check the total against the trip limit of your prepaid meter, which is often the first thing to cut out on a busy Saturday.",
  ],
  services: [
    "electrical-installations",
    "power-point-installation",
    "electrical-repairs",
    "commercial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["parow", "belhar", "bishop-lavis", "bellville"],
  faqs: [
    {
      question: "Can I run my welding machine from an ordinary plug point at home?",
      answer:
        "Sometimes, but only if the machine's input current suits the socket and the circuit behind it, and many welders used for real work draw more than that for long stretches. Send us the rating plate details or show us the machine on site, and we will tell you whether it needs a dedicated circuit, an isolator or a different supply.",
    },
  ],
} satisfies AreaInput;
