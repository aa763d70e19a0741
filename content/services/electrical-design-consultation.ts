import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-design-consultation",
  title: "Electrical Design and Consultation",
  group: "commercial",
  summary:
    "Electrical layouts, load calculations, board schedules and backup power advice for Cape Town building projects, fit-outs and business premises.",
  intro:
    "Decisions made on paper are cheap to change; the same decisions made after the walls are plastered are not. We design electrical installations for new houses, extensions, shop and office fit-outs and small industrial units: where the points and lights go, how the circuits are divided, what size the supply and boards must be, and how backup power fits in. You get drawings and schedules that your builder, architect and electrician can price and build from, and advice you can use even if someone else does the installation.",
  signs: [
    "You are building a house or an extension and the plans show walls and windows but no electrical layout.",
    "You are fitting out a shop, restaurant or office and need to know whether the existing supply is enough.",
    "Your architect or quantity surveyor has asked for a load figure or a distribution board schedule.",
    "You want to plan backup power or solar properly instead of buying a system and fitting the house around it.",
    "Several contractors have quoted on the same job and the quotes cannot be compared because each assumed something different.",
    "A new connection or a supply upgrade has to be applied for and you need the load calculation to support it.",
  ],
  steps: [
    {
      title: "Briefing",
      text: "We meet on site or over the plans to understand how the building will be used: the appliances and machines, where people will work or cook, what must keep running in an outage, and what might be added in a later phase.",
    },
    {
      title: "Load calculation",
      text: "We add up the connected loads, apply realistic diversity, because not everything runs at once, and arrive at the maximum demand. That figure sets the supply size, the main switch and the supply cable, and it is what the supply authority asks for in an application.",
    },
    {
      title: "Layout drawings",
      text: "Plug points, switches, lights, isolators, data points and equipment positions are marked on the plans, with mounting heights where they matter, such as above kitchen worktops, beside a bed or behind a wall-mounted television.",
    },
    {
      title: "Circuit design and board schedules",
      text: "Circuits are grouped and sized, cable sizes are checked for current and voltage drop, and each board is scheduled with its breakers and earth leakage protection. Where there is backup power, the essential circuits are grouped on their own board so the inverter carries only what it should.",
    },
    {
      title: "Review and handover",
      text: "We go through the design with you and your builder or architect, make the changes, and hand over the final drawings and schedules. If we install the work, we remain responsible for the design on site; if someone else does, we can come back to answer their questions.",
    },
  ],
  compliance: [
    "The design follows SANS 10142-1, which sets the rules for circuit protection, cable sizing, earthing, earth leakage protection and how close outlets may be to baths, showers and basins. Designing to it from the start means the finished work can be certified with a CoC without changes on site.",
    "In Cape Town a grid-tied or hybrid solar system must be registered with the City as small-scale embedded generation and use an inverter on the City's approved list, even if it never exports. New connections and supply upgrades go through the City or Eskom, depending on who supplies the property. We plan for both early so that approvals do not hold up the building.",
  ],
  faqs: [
    {
      question: "Do I need an electrical design for a house extension?",
      answer:
        "For a single room, a marked-up floor plan agreed with your electrician is usually enough. For a new house, a double-storey extension or anything with backup power, a proper layout and load calculation prevents an undersized supply, missing points and expensive changes once the walls are up.",
    },
    {
      question: "Can another electrician install from your design?",
      answer:
        "Yes. The drawings and schedules are yours to use. Giving every contractor the same design also makes their quotes comparable. Whoever installs and certifies the work remains responsible for the installation complying with the wiring code.",
    },
    {
      question: "When should we bring you in on a building project?",
      answer:
        "Before the plans are final, ideally while the architect is still laying out rooms. The position of the board, the route of the supply cable and the space for an inverter and batteries are easy to change on paper and hard to change once the slab is cast.",
    },
    {
      question: "What does a design cost?",
      answer:
        "It depends on the size and type of building and the detail you need. A marked-up layout for a home is a small job; a fit-out with several boards, three-phase loads and backup power takes considerably longer. We quote a fixed fee once we have seen the plans.",
    },
  ],
  related: [
    "new-construction-wiring",
    "electrical-renovations",
    "commercial-electrical-services",
    "solar-inverter-installation",
    "electrical-part-assembly",
    "lighting-solutions",
  ],
} satisfies ServiceInput;
