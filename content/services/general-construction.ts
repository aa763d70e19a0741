import type { ServiceInput } from "../schema";

export const service = {
  slug: "general-construction",
  title: "Building Work for Electrical Jobs",
  group: "commercial",
  summary:
    "Chasing, trenching, ceilings, plastering and small builds that go with electrical work in Cape Town, done by the same team that does the wiring.",
  intro:
    "We are electricians first, but electrical jobs often come with building work: a trench for the cable to a backyard room, ceilings to open and close, walls to chase and replaster, a plinth for an inverter or a pillar for a meter box. Our team does that related construction itself, so you deal with one contractor and the building work is done with the wiring in mind. For larger building projects we are honest about where our work stops and a builder should take over.",
  signs: [
    "A rewire or new plug points mean walls must be chased and replastered to a paint-ready finish.",
    "A backyard room, garage or gate motor needs a buried cable, so a trench has to cross the yard or go under paving.",
    "A ceiling must come down to reach wiring, or a damaged ceiling board needs replacing after an electrical repair.",
    "An inverter, battery bank or outdoor board needs a concrete plinth, a sturdy wall mounting or a small enclosure.",
    "A gate motor, light pole or garden light needs a concrete base or a brick pillar.",
    "There is no trapdoor into the roof, so nobody can inspect the wiring up there.",
  ],
  steps: [
    {
      title: "Site visit and an honest scope",
      text: "We look at the electrical job and the building work it needs together, and tell you plainly which parts we will do and which, if any, need a builder, an engineer or approved plans.",
    },
    {
      title: "Protecting your property",
      text: "Floors and furniture are covered, chasing dust is kept down with extraction and cleaned up every day, and we agree working hours so the household or business can carry on around us.",
    },
    {
      title: "Opening up",
      text: "Walls are cut with a wall chaser rather than a hammer and chisel, ceilings are cut along board joints, and trenches follow a route agreed with you, checked beforehand for water pipes and other buried services.",
    },
    {
      title: "The electrical work",
      text: "Conduit, cable and boxes go in while everything is open. Buried cable is laid at the correct depth with warning tape above it before the trench is filled.",
    },
    {
      title: "Closing up and finishing",
      text: "Chases are filled and plastered flush, ceilings boarded, taped and skimmed, trenches backfilled and compacted and paving relaid, leaving surfaces ready for paint.",
    },
  ],
  compliance: [
    "SANS 10142-1 governs the electrical side: cable laid underground must be of a type made for burial and installed at the depth the standard sets, with its route protected and marked. In walls we run cables straight up, down or across from the points they serve, so that anyone drilling later can predict where they are. The electrical work is certified with a Certificate of Compliance as usual.",
    "Building work has rules of its own. New rooms, structural changes and many outbuildings need plans approved by the City of Cape Town, and we do not treat that kind of work as a small job. Some older ceiling boards and roof sheets contain asbestos; we do not cut or drill material we suspect, and it must be tested and handled by a specialist contractor first.",
  ],
  faqs: [
    {
      question: "Are you builders or electricians?",
      answer:
        "Electricians. Our team does the building work that belongs with electrical jobs, such as chasing, trenching, ceilings, plastering and small bases and enclosures, because the result is neater when one team owns both. For a new room or a structural change you need a builder, and we are happy to work alongside one.",
    },
    {
      question: "Will the walls be ready to paint when you leave?",
      answer:
        "Chases and patches are plastered flush and left smooth. Fresh plaster has to dry before it is painted, and a patch on an old wall can show through a single coat, so we tell you how long to wait and whether the whole wall should be repainted for an even finish.",
    },
    {
      question: "Can you run a cable trench under my paving?",
      answer:
        "Yes. We lift the pavers along the route, dig the trench, lay the cable with warning tape, backfill and compact, and relay the same pavers. A few usually break when lifted, so keep spares if you have them.",
    },
    {
      question: "Will you take on building work with no electrical side?",
      answer:
        "Generally not. We do construction that is part of an electrical job or closely tied to one. For a standalone building project a general builder is the right choice, and we can do the electrical work for them.",
    },
  ],
  related: [
    "electrical-wiring-installation",
    "electrical-renovations",
    "new-construction-wiring",
    "power-plug-relocation",
    "outdoor-lighting",
    "solar-inverter-installation",
  ],
} satisfies ServiceInput;
