import type { ServiceInput } from "../schema";

export const service = {
  slug: "residential-electrical-services",
  title: "Residential Electrical Services for Cape Town Homes",
  group: "residential",
  summary:
    "Electrical work for Cape Town homes of every era, from Cape Flats semis to City Bowl flats: repairs, upgrades, backup power and compliance.",
  intro:
    "A home's electrical needs change over its life. A new owner needs a CoC, a growing family adds a room, the kitchen gets an induction hob, load-shedding brings an inverter, and one day the old board or wiring has to be replaced. We do all of this for Cape Town homes: the council semis and cottages of the Cape Flats, Northern Suburbs family houses, City Bowl apartments and houses near the sea. This page helps you find the work your home needs and explains how we go about it in a house where people are living.",
  signs: [
    "You are buying or selling and need a Certificate of Compliance, or the one you have is more than two years old.",
    "Lights dim, breakers trip or plug points feel warm, and you are not sure whether it is a simple repair or something bigger.",
    "You are renovating a kitchen or bathroom, or adding a room, and the electrics need planning with the builder.",
    "The house has no earth leakage unit, an old fuse board, or cables that look brittle where they enter the board.",
    "You want backup power or solar and need to know what your board and wiring can take.",
    "You let out a home and want it safe and certified before the next tenant moves in.",
    "You live near the coast and outside lights, plugs and the gate motor keep corroding.",
  ],
  steps: [
    {
      title: "Tell us what is happening",
      text: "When you call or book, describe the problem or the project, the rough age of the house and anything recent such as building work or a new appliance. A photo of the distribution board with the cover on helps us bring the right parts the first time.",
    },
    {
      title: "Assessment at the house",
      text: "We look at the board and the circuits concerned, test where needed and explain what we found in plain terms. If we notice something unsafe elsewhere we tell you, without turning a small call-out into a sales pitch.",
    },
    {
      title: "A fixed quote with options",
      text: "You get a fixed price for the work, with optional items listed separately so that you can decide what to do now and what can wait until the next pay cheque or the next renovation.",
    },
    {
      title: "Working in your home",
      text: "We tell you when the power will be off and for how long, keep the fridge, the alarm and any medical equipment in mind, lay dust sheets, and clean up chasing dust and offcuts before we leave. Where walls must be opened, the quote says so.",
    },
    {
      title: "Testing and paperwork",
      text: "Each job ends with tests on the circuits we worked on. New work and alterations get a Certificate of Compliance, which you should keep with the house documents for the day you sell.",
    },
  ],
  compliance: [
    "Every alteration or addition to a home installation, from a single new plug point to a full rewire, must be done to SANS 10142-1 and certified with a CoC for the new work. Keep those certificates. When you sell, the conveyancer will ask for a CoC for the whole installation issued within the previous two years, and the inspecting electrician will look at every earlier addition, certified or not.",
    "When a home is let, the owner as lessor is responsible for the installation and its Certificate of Compliance, not the tenant. In a sectional title scheme, speak to the trustees before altering anything on common property, such as the supply cable to your unit, passage lights or the meter room.",
  ],
  faqs: [
    {
      question: "Can we stay in the house while you work?",
      answer:
        "Yes, for almost every job. Circuits are switched off only while we work on them, and at the end of each day the fridge and essential circuits are back on. For a full rewire we work through the house in stages so that you always have a working kitchen and bathroom.",
    },
    {
      question: "Will you have to break my walls?",
      answer:
        "New plug points and switches on brick walls usually need a chase cut for the conduit, which is then plastered over. Where there is existing conduit, a hollow wall or a ceiling void, we can often pull new cable through without chasing. Painting is not included unless agreed, and the quote shows where walls will be opened.",
    },
    {
      question: "Can you do several small jobs in one visit?",
      answer:
        "Yes, and it is usually the cheapest way to get them done. Make a list before we come, such as the loose plug in the lounge, the outside light that trips and the extra point in the bedroom, and we price them together and finish them in one visit.",
    },
    {
      question: "I am renting. Can I call you myself?",
      answer:
        "You can, but the landlord is responsible for the installation, so agree with them first who pays and whether they want the work done. For anything dangerous, such as a burning smell or sparking, switch off the circuit, call our 24-hour line and let the landlord know afterwards.",
    },
  ],
  related: [
    "electrical-compliance-certificates",
    "electrical-repairs",
    "electrical-upgrades",
    "electrical-renovations",
    "solar-inverter-installation",
    "emergency-electrical-services",
  ],
} satisfies ServiceInput;
