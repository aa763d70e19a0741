import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-wiring-installation",
  title: "House Wiring and Rewiring",
  group: "residential",
  summary:
    "Full and partial rewiring of Cape Town homes: perished cable replaced, earths added, circuits planned for modern loads and a CoC on completion.",
  intro:
    "Wiring has a working life. Cable insulated with rubber or cloth goes brittle and cracks, older homes were often wired with too few circuits and sometimes no earth, and extensions get tacked onto circuits that were already full. We rewire whole houses or single sections, plan the circuits around how you live now, and hand over a tested installation with its Certificate of Compliance.",
  signs: [
    "The cable you can see in the roof or at the board has black rubber or cloth insulation that crumbles when touched.",
    "The house was wired with two-core cable, so plug points have an earth hole but no earth conductor behind it.",
    "You are adding rooms, a backyard flat or a second kitchen, and the existing circuits already carry as much as they should.",
    "Several rooms share one circuit, and the lights flicker whenever a heater or kettle is switched on.",
    "The wiring is a patchwork of colours, roof joints and surface cables left by years of DIY additions.",
    "A CoC inspection found so many wiring defects that fixing them one by one would cost nearly as much as starting again.",
  ],
  steps: [
    {
      title: "Survey and circuit plan",
      text: "We walk through the house with you, note where you need plug points, lights and dedicated circuits for the stove, geyser and any future inverter, and check the roof space and floor voids for cable routes. You get a written plan and a fixed quote.",
    },
    {
      title: "Choosing the routes",
      text: "Where the old conduit is in good condition, new cable is drawn through it and the plaster stays untouched. Where there is none, we chase for new conduit or come down from the roof, and agree with you where surface trunking is acceptable, such as in a garage.",
    },
    {
      title: "Running the new circuits",
      text: "Lighting, plug points and fixed appliances go on separate circuits, so a fault in one room does not leave the whole house dark. Cable is sized for the breaker and the length of the run, and joints are made only in boxes that stay accessible.",
    },
    {
      title: "Connecting at the board",
      text: "The new circuits go into the existing board if it is sound and has space, otherwise into a new board with earth leakage and surge protection. Each circuit is labelled as it is connected.",
    },
    {
      title: "Testing and certificate",
      text: "Every circuit is tested for insulation resistance, polarity, earth continuity and earth leakage trip time. The results go on the test report, and we issue the Certificate of Compliance for the new installation.",
    },
    {
      title: "Making good",
      text: "Chases are filled and patched flush, cover plates aligned and the rooms cleaned, so the walls are ready for your painter.",
    },
  ],
  compliance: [
    "A full or partial rewire is new installation work, so it has to meet SANS 10142-1 throughout and be certified with a Certificate of Compliance when it is finished. Houses wired decades ago often use the old red and black colour code; where old and new cable meet, we join them in an accessible box and mark the conductors so the next electrician is not misled.",
    "If you plan to sell within the next couple of years, a recent rewire makes the transfer inspection far simpler, but keep in mind that a CoC issued more than two years before the transfer cannot be used for it. The house will still need a current certificate at the time of sale.",
  ],
  faqs: [
    {
      question: "Can we stay in the house while you rewire?",
      answer:
        "Usually, yes. We work room by room and reconnect circuits at the end of each day where we can, so you have lights and a working fridge at night. Expect dust while walls are chased, and move furniture away from the walls we are working on.",
    },
    {
      question: "How long does a rewire take?",
      answer:
        "That depends on the size of the house, the number of circuits and whether usable conduit is already in the walls. A small house with conduit can take a few days; a larger one that needs new chases takes longer. The timeline comes with the quote.",
    },
    {
      question: "Do I need to rewire the whole house?",
      answer:
        "Not always. If the board and most circuits test well, we may replace only the worst ones, such as original lighting cable in the roof or a kitchen circuit that has been overloaded for years. We show you the test results behind each recommendation.",
    },
    {
      question: "What makes a rewire cost more or less?",
      answer:
        "The number of points and circuits, whether existing conduit can be reused, how easy it is to get into the roof and under floors, and whether the board must be replaced. We give a fixed price after seeing the house, not an estimate per metre of cable over the phone.",
    },
  ],
  related: [
    "electrical-wiring-repairs",
    "electrical-panel-upgrades",
    "electrical-compliance-certificates",
    "earthing-wire-installation",
    "electrical-upgrades",
    "general-construction",
  ],
} satisfies ServiceInput;
