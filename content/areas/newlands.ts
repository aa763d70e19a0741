import type { AreaInput } from "../schema";

export const area = {
  slug: "newlands",
  region: "southern-suburbs",
  name: "Newlands",
  summary:
    "Newlands electricians for homes in one of Cape Town's wettest suburbs: damp-related faults, storm repairs, outdoor fittings and solar planned around shade.",
  intro:
    "Allow about twenty minutes for us to reach Newlands from Bishop Lavis outside rush hour. Sitting under the eastern slopes of Table Mountain, it gets more rain than almost any other suburb in Cape Town, and that shapes the faults we see: from May to August water finds its way into roof spaces, outdoor fittings and old wiring, and circuits that were fine all summer begin to trip.",
  travelMinutes: 20,
  housing:
    "Newlands has older family homes on leafy plots, many of them decades old, alongside newer townhouse developments and blocks of flats. Big oaks and pines shade many gardens and roofs, and the mountain takes the afternoon sun away earlier here than in suburbs further east. Roofs, gutters and outside walls carry a great deal of water each winter, so cables and fittings on and in them age faster than they would on the Cape Flats.",
  typicalJobs: [
    "A leaking roof is the start of many of our winter calls here. Water runs along a rafter, drips onto a downlight or a junction box in the ceiling, and the earth leakage cuts out mid-storm. We find the wet circuit, replace damaged fittings and connections, and move joints away from the leak, though the roof itself needs a roofer.",
    "Solar in Newlands has to be planned around shade rather than assumed. We look at where the mountain and the trees put the roof in shadow through the seasons before recommending panels, and sometimes advise a smaller array with more battery, or an inverter on its own, rather than panels that would spend half the winter in shadow.",
    "After a heavy storm, fallen branches and wind damage garden lights, outdoor cables and gate motors. We make the damaged circuits safe first, then repair them with fittings rated for the weather, and if the whole street is dark we tell you whether the fault is yours or the supplier's.",
  ],
  services: [
    "electrical-repairs",
    "electrical-wiring-repairs",
    "outdoor-lighting",
    "solar-panel-installation",
    "electrical-power-restoration",
  ],
  nearby: ["rondebosch", "claremont", "constantia"],
  faqs: [
    {
      question: "Is solar worth it in Newlands with the mountain and trees shading the roof?",
      answer:
        "It can be, but it depends on your particular roof. A north-facing roof clear of trees can still do well, while one shaded for much of the winter afternoon may not repay the cost of many panels. We assess the shading on site and give you an honest estimate, including the option of backup without panels.",
    },
  ],
} satisfies AreaInput;
