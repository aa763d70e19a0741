import type { ServiceInput } from "../schema";

export const service = {
  slug: "new-construction-wiring",
  title: "New Build Electrical Installations",
  group: "commercial",
  summary:
    "Electrical installations for new houses, flats and small commercial buildings in Cape Town, from conduit in the slab to the CoC the supplier needs.",
  intro:
    "On a new build the electrician belongs on site early, when conduit goes into the slab and the brickwork rises. We work from your architect's plans or draw up an electrical layout with you, coordinate with the builder at each stage, help you apply for the supply connection and hand over a tested installation with the Certificate of Compliance the supply authority needs before it connects.",
  signs: [
    "You have approved plans for a new house, granny flat or second dwelling and the foundations are about to be poured.",
    "You are building a few flats or townhouses and every unit will need a separate board and supply.",
    "A shop, workshop or small office is going up and it may need a three-phase supply.",
    "Your builder needs an electrical contractor who can keep pace with the building programme.",
    "You want solar, backup power or EV charging planned in from the start instead of retrofitted later.",
  ],
  steps: [
    {
      title: "Electrical layout and load",
      text: "We go through the plans room by room: points, lights, circuits, the board position and the size of supply the building needs. That load calculation decides whether single phase is enough or three phase is required.",
    },
    {
      title: "Supply application",
      text: "The supply authority, the City of Cape Town or Eskom depending on where you build, needs an application for the new connection. We help prepare it early, because connections take time and a finished building without power cannot be lived in.",
    },
    {
      title: "First fix in slab and walls",
      text: "Conduit and boxes go into the slab before the pour and into the walls as the brickwork goes up, so nothing has to be chased later. We come back at roof stage for the ceiling and roof conduit.",
    },
    {
      title: "Cabling and the board",
      text: "Once the plaster is on, we pull cable, mount and wire the distribution board and run the supply cable from the meter position.",
    },
    {
      title: "Second fix",
      text: "After the painters leave we fit switches, plug points, light fittings and isolators, connect the stove, geyser and other fixed appliances, and energise the circuits one at a time.",
    },
    {
      title: "Testing, CoC and handover",
      text: "We test the complete installation, issue the Certificate of Compliance, and hand you a marked-up layout showing circuits and cable routes, which will save time on every future job.",
    },
  ],
  compliance: [
    "Under the Electrical Installation Regulations a supplier may not connect a new installation without a Certificate of Compliance, so the CoC is part of getting the building switched on, not paperwork for later. The whole installation must meet SANS 10142-1, and it must be certified by someone whose registration covers it: a three-phase installation by an installation electrician or a master installation electrician, whatever its size, and a specialised installation, such as one in a hazardous or medical location, by a master installation electrician.",
    "New buildings also have to meet the energy-efficiency requirements of the national building regulations (SANS 10400-XA), which affect how hot water is heated and how the building uses energy. Plan solar PV or a hybrid inverter from the start: in Cape Town every grid-tied or hybrid system must be registered with the City as small-scale embedded generation, including a system set up not to export.",
  ],
  faqs: [
    {
      question: "At which stages do you need to be on site?",
      answer:
        "Before the slab is poured, while the walls go up, at roof stage, after plastering and after painting. We agree those visits with your builder so that conduit is never an afterthought and nobody waits for us.",
    },
    {
      question: "Do I need a three-phase supply?",
      answer:
        "Most houses run well on single phase. Three phase suits larger homes with heavy loads, workshops with three-phase machines and some commercial premises. We work it out from the load calculation; the supply authority then decides what it can provide at your site.",
    },
    {
      question: "Can you prepare for solar and an inverter I will only buy later?",
      answer:
        "Yes, and it costs far less than retrofitting. We leave conduit from the roof to the inverter position, space in the board for an essential-loads section and a cable route for a future EV charger, so the later installation is mostly connecting up.",
    },
    {
      question: "Do you work from the architect's drawings?",
      answer:
        "Yes. Where the drawings show only a basic electrical layout, we go through it with you and suggest changes before building starts, such as more plug points in the kitchen, two-way switching on stairs or outside lights at every door.",
    },
  ],
  related: [
    "electrical-design-consultation",
    "electrical-installations",
    "solar-inverter-installation",
    "electric-motor-charger-installation",
    "data-network-cabling",
    "general-construction",
  ],
} satisfies ServiceInput;
