import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-appliance-installation",
  title: "Stove, Oven, Hob and Geyser Installation",
  group: "residential",
  summary:
    "Stoves, ovens, hobs, geysers, heat pumps and dishwashers connected in Cape Town homes on dedicated, correctly rated circuits with isolators and earthing.",
  intro:
    "Large appliances draw more current than anything else in the house, so they need cable sized for their load, a breaker that protects that cable and, for stoves and geysers, an isolator. We connect freestanding stoves, built-in ovens and hobs, geysers, heat pumps, dishwashers and washing machines, check that the circuit can carry them, and certify any new circuit or point we add.",
  signs: [
    "You bought a new stove, or a separate oven and hob, and the existing connection does not suit it.",
    "You are switching from an electric hob to gas, or the other way round, and the old circuit needs to be changed or made safe.",
    "A new or replacement geyser needs connecting, isolating and bonding.",
    "You are fitting a heat pump or solar water heater and need the electrical side done.",
    "A dishwasher or washing machine is going into a spot with no suitable plug point.",
    "Your old stove was wired into a plug point or shares a circuit with the kettle and toaster.",
  ],
  steps: [
    {
      title: "Reading the appliance's rating",
      text: "We check the appliance's rated power and installation manual, including whether a built-in oven and hob may share one circuit or need one each.",
    },
    {
      title: "Checking the circuit",
      text: "We compare that load with the existing cable, breaker and board. A larger hob or a second oven often needs heavier cable or a new dedicated circuit from the board.",
    },
    {
      title: "Isolator and connection",
      text: "A stove gets an isolator within easy reach but not above the hob, a geyser an isolator close by, and each appliance is connected through a proper outlet or connection unit rather than a plug point pressed into service.",
    },
    {
      title: "Earthing and bonding",
      text: "Metal appliance frames are earthed through the supply cable, and geysers, their metal pipes and outdoor heat pump units are bonded to the installation's main earth.",
    },
    {
      title: "Commissioning",
      text: "We switch on and try every element, zone or programme, and check that the appliance runs without tripping while the other heavy loads in the house are on.",
    },
    {
      title: "Certificate",
      text: "A new circuit, point or isolator is an addition to the installation, and we issue a Certificate of Compliance for it with the test results.",
    },
  ],
  compliance: [
    "A CoC covers the circuit, isolator and connection that feed an appliance, not the appliance itself, so a defect in a new stove is a matter for the supplier or manufacturer. What we certify is that its supply is sized, protected, earthed and isolated as SANS 10142-1 requires.",
    "Geysers usually carry a 2 to 4 kW element and belong on their own circuit with an isolator, the geyser and its metal pipes bonded to earth. Replacing one also involves plumbing, which is a plumber's job; we coordinate so that the connection, isolator and bonding are ready and the geyser is full of water before its element is switched on.",
    "A geyser timer or a heat pump cuts the energy used for hot water, and a new geyser installation is a convenient moment to add either. A heat pump mounted outside needs a weatherproof isolator and earth leakage protection.",
  ],
  faqs: [
    {
      question: "Can I plug my new oven into an ordinary plug point?",
      answer:
        "Some small built-in ovens are made to plug in, but most full-size ovens and hobs must be wired to a dedicated circuit through an isolator. Check the manual: if it specifies hard wiring, or a rating above what a plug circuit can carry, it needs a proper connection.",
    },
    {
      question: "Will my induction hob need a new circuit?",
      answer:
        "Often. An induction hob with several zones on high draws a lot of current, and the old stove circuit may not have been sized for it. We check the hob's rating against the cable and breaker; some hobs can also be set to a lower power limit to suit an existing supply.",
    },
    {
      question: "Do you install gas stoves?",
      answer:
        "We do the electrical side, such as the supply for electric ignition or for an electric oven under a gas hob. The gas piping and the connection of the appliance to gas must be done by a registered gas installer, who issues the gas certificate.",
    },
    {
      question: "Is connecting a heat pump different from connecting a geyser?",
      answer:
        "Yes. A heat pump stands outside, so it needs a weatherproof isolator, a supply sized for its compressor and earth leakage protection, and its controls have to work with the geyser's own element. We set it up so the element is the backup rather than the main heater.",
    },
  ],
  related: [
    "geyser-electrical-repairs",
    "energy-efficiency-solutions",
    "electrical-renovations",
    "power-point-installation",
    "earthing-wire-installation",
    "electrical-installations",
  ],
} satisfies ServiceInput;
