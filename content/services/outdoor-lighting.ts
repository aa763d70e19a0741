import type { ServiceInput } from "../schema";

export const service = {
  slug: "outdoor-lighting",
  title: "Outdoor, Garden and Security Lighting",
  group: "residential",
  summary:
    "Garden, security and driveway lighting built for Cape Town weather: IP-rated fittings, rust-proof hardware, sensors and timers on safe outdoor circuits.",
  intro:
    "Outdoor lights face winter rain driven sideways by the north-wester, sand blown by the south-easter and, near the coast, salt air that quickly corrodes cheap fittings. We use fittings with the right IP rating and hardware that will not rust, run cable in conduit or as armoured cable where it cannot be damaged, and put outdoor circuits on earth leakage protection, so your garden, driveway and entrance are lit without nuisance tripping every winter. Lights can be switched by day-night sensors, motion sensors or timers.",
  signs: [
    "The driveway, gate or front door is dark when you come home at night.",
    "You want security lights that switch on when someone walks up to the house.",
    "Garden lights trip the earth leakage unit every time there is heavy rain.",
    "Fittings near the sea have rusted, filled with water or lost their glass.",
    "You are building a patio, braai area or pool deck and want it lit.",
    "Steps and garden paths are unlit and someone has already tripped on them.",
    "Outside lights burn all day because a sensor or timer has failed.",
  ],
  steps: [
    {
      title: "Planning what needs light",
      text: "We walk the property with you and decide what needs lighting: entrances, paths and steps for safety, the driveway and boundary for security, the garden or patio for evenings outside. Fittings are aimed to light your property, not your neighbours' bedrooms.",
    },
    {
      title: "Choosing fittings and control",
      text: "Exposed positions get fittings rated IP65 or higher, and near the sea we use marine-grade or 316 stainless hardware. Security lights go on motion sensors, entrance lights on day-night switches or timers, and garden lights on their own switch.",
    },
    {
      title: "Running cable outside",
      text: "Cable goes underground in conduit or as armoured cable, deep enough and marked so a spade will not find it, or is fixed to walls out of reach. Outdoor joints are made in sealed enclosures rated for the job, with a gland on every cable entry.",
    },
    {
      title: "Protection at the board",
      text: "Outdoor lighting gets its own circuit with earth leakage protection, separate from the indoor lights, so a wet fitting trips only the garden and the house stays lit.",
    },
    {
      title: "Setting up after dark",
      text: "Once it is dark we adjust sensor ranges and aim the fittings, set the timers, then test the circuit and certify the new work.",
    },
  ],
  compliance: [
    "SANS 10142-1 sets stricter rules for outdoor work than for indoors: cable suited to burial or to sun and weather, protection against mechanical damage, weatherproof enclosures and earth leakage protection. A new outdoor lighting circuit is an addition to the installation and needs a Certificate of Compliance.",
    "Low-voltage garden lights run from a transformer are safer to touch, but the transformer still needs a proper supply in a dry or weatherproof position. Light shining into a neighbour's windows leads to complaints, and a badly aimed security light can also dazzle the CCTV camera it is meant to help.",
  ],
  faqs: [
    {
      question: "What IP rating do outdoor lights need?",
      answer:
        "Under a deep roof overhang, IP44 can be enough. Exposed walls, garden spikes and anything in the path of the winter rain should be IP65 or better, and fittings set into the ground or near sprinklers IP66 or IP67. The number describes protection against dust and water; the higher it is, the better sealed the fitting.",
    },
    {
      question: "Are solar garden lights a good alternative?",
      answer:
        "They are easy to place and need no cable, but their small panels and batteries give a dim light that fades in winter, which is when you need it most. For entrances, steps and security, wired lights are far more dependable; solar lights suit decorative spots in the garden.",
    },
    {
      question: "Should security lights stay on all night or work on sensors?",
      answer:
        "Sensors usually work better. A light that comes on suddenly draws attention and uses power only when needed, while one that burns all night is easy to ignore. A good combination is a low level of light from dusk with sensor lights that switch to full brightness when there is movement.",
    },
    {
      question: "Can the outside lights stay on during a power cut?",
      answer:
        "If you have an inverter, the outdoor lighting circuit can be moved to the backed-up side, and LED fittings draw very little. Without backup, rechargeable emergency lights at the front door and gate are a sensible fallback.",
    },
  ],
  related: [
    "light-fixture-installation",
    "light-fixture-repairs",
    "cctv-installation",
    "electrical-installations",
    "solar-inverter-installation",
  ],
} satisfies ServiceInput;
