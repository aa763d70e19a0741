import type { AreaInput } from "../schema";

export const area = {
  slug: "devils-peak-estate",
  region: "city-bowl",
  name: "Devil's Peak Estate",
  summary:
    "Electricians in Devil's Peak Estate for hillside family homes: wind-proof outdoor lighting, garden flat supplies, solar power and CoCs.",
  intro:
    "Devil's Peak Estate sits on the lower slopes of Devil's Peak, above the city and looking out over Table Bay, roughly twenty-two minutes from our workshop. It is a quiet pocket of family homes, and the jobs it gives us are shaped by two things: the slope the houses are built on and the wind that comes over the mountain.",
  travelMinutes: 22,
  housing:
    "Many houses date from the early and middle twentieth century, freestanding on stepped plots held up by retaining walls, and a lot of them have since been extended or given a flat below the main house. Newer houses stand where older ones were taken down. The usual picture is an original board in the main house, with the extension and the flat hung off it as extra circuits, sometimes through cable buried in the garden without a sleeve.",
  typicalJobs: [
    "The south-easter pours over the mountain here in summer, and outdoor lights, gate isolators and garden plugs take a beating. We replace flimsy fittings with sealed ones on solid brackets and fix every exposed cable so that it cannot flap, chafe and let water in.",
    "Garden flats that are let out need their own protection: a sub-board with its own main switch and earth leakage unit, fed by a cable sized for the flat's geyser and stove. Then a fault downstairs trips only the flat, and the tenant can reset it without knocking on the owner's door.",
    "The suburb faces north, into the sun, which suits solar panels. We size panels, a hybrid inverter and batteries to what the household uses, install them, take care of the City's SSEG registration and issue the CoC.",
  ],
  services: [
    "outdoor-lighting",
    "electrical-wiring-installation",
    "solar-panel-installation",
    "solar-inverter-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["vredehoek", "woodstock", "oranjezicht", "cape-town-cbd"],
  faqs: [],
} satisfies AreaInput;
