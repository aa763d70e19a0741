import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-installations",
  title: "Electrical Installations: New Circuits and Supplies",
  group: "residential",
  summary:
    "New circuits, plug points, lights, stove and geyser supplies and sub-boards installed to SANS 10142-1 in Cape Town, with a CoC for the new work.",
  intro:
    "An electrical installation is any new part of the fixed wiring: a dedicated circuit for a stove or geyser, extra plug points in a home office, lights for a new room, or a supply to a garage, cottage or backyard room. Each one has to be designed for its load, installed to SANS 10142-1 and certified. We work out what your existing board and supply can carry, size the cable and protection to match, and hand over a neat installation together with the certificate that proves it is safe.",
  signs: [
    "You are buying a stove, hob, oven, heat pump or second geyser that needs a circuit of its own.",
    "A garage, granny flat or backyard room needs a permanent supply instead of an extension lead.",
    "You are turning a room into an office, workshop or salon and need points and lighting to suit the work.",
    "An extension or new room is being built and has to be fed from the distribution board.",
    "You want a supply for a pool pump, gate motor, borehole pump or irrigation controller.",
    "The board has no spare space for the circuits you need.",
  ],
  steps: [
    {
      title: "Site visit and load check",
      text: "We look at the board, the main switch rating and the existing circuits, and ask what will run at the same time. If the supply is already close to its limit, for example a prepaid meter with a low trip rating, we tell you before you buy the appliance, not after.",
    },
    {
      title: "Design and a fixed quote",
      text: "We plan the route of each cable, the breaker sizes, where earth leakage protection is needed and whether a sub-board makes sense. You get a fixed price with the materials listed, so you can see what you are paying for.",
    },
    {
      title: "First fix",
      text: "Conduit and cable go in before plastering or ceiling boards wherever the building work allows. In finished rooms we chase neatly into the wall or, if you prefer not to disturb the plaster, run the cable in surface trunking.",
    },
    {
      title: "Connection at the board",
      text: "Each new circuit gets its own correctly rated breaker and the earth leakage protection it needs, and is labelled on the board. A supply to an outbuilding ends in a small board of its own with a main switch, so it can be isolated on site.",
    },
    {
      title: "Testing and certificate",
      text: "We test insulation resistance, earth continuity, polarity and earth leakage trip times on the new work, then issue a Certificate of Compliance with the test report.",
    },
  ],
  compliance: [
    "Under the Electrical Installation Regulations, each addition to an installation must be certified, and only someone on the Department of Employment and Labour's register may sign that certificate. Keep it with your property documents, because a buyer's conveyancer or your insurer may ask for it years later.",
    "SANS 10142-1 sets the cable size for each breaker rating and installation method, the earthing and bonding of exposed metal, and earth leakage protection for socket circuits. Geysers need their own circuit with an isolator, and the geyser and its metal pipes must be bonded to earth, which we check whenever we connect one.",
  ],
  faqs: [
    {
      question: "Can you add new circuits to my existing board?",
      answer:
        "If there is space and the board is in good order, yes. If it is full, very old or has no earth leakage unit, we quote for a sub-board or a board upgrade and explain what the board needs before the new work can be certified.",
    },
    {
      question: "Will adding a circuit mean a CoC for the whole house?",
      answer:
        "No. The certificate covers the work we did. If you are planning to sell in the near future, though, having the rest of the house inspected on the same visit can save you a second call-out.",
    },
    {
      question: "Do you do the chasing, trenching and patching?",
      answer:
        "Yes. We chase walls, dig trenches for outbuilding supplies and make good the plaster around our work so it is ready for paint. Larger building work, such as new walls or ceilings, falls under our general construction service.",
    },
    {
      question: "How long does a new circuit take to install?",
      answer:
        "A single circuit to a point near the board, such as a stove, is usually finished in a day. A supply to an outbuilding with a trench and a sub-board, or several circuits in a finished house, can take two or three days. The time frame is on the quote.",
    },
  ],
  related: [
    "power-point-installation",
    "electrical-appliance-installation",
    "electrical-panel-upgrades",
    "electrical-wiring-installation",
    "new-construction-wiring",
    "general-construction",
  ],
} satisfies ServiceInput;
