import type { AreaInput } from "../schema";

export const area = {
  slug: "constantia",
  region: "southern-suburbs",
  name: "Constantia",
  summary:
    "Constantia electricians for large properties: borehole and pool pump circuits, gate motors, long cable runs, garden lighting, solar and CoCs.",
  intro:
    "Constantia takes us about thirty minutes to reach from Bishop Lavis, and the plots here are large. Work on a Constantia property usually involves the outside as much as the house: pumps, gates, garden lighting and cottages, each at the end of a long run of cable.",
  travelMinutes: 30,
  housing:
    "Constantia grew up around the old wine farms of the valley, and it is mostly freestanding houses on big plots, from older homes with established gardens to newer houses in security estates, with greenbelts and vineyards in between. A single property may have a main house, a cottage, a pool house and a borehole, all fed from one board, and the cable runs between them are long.",
  typicalJobs: [
    "Many properties added a borehole or wellpoint during the drought years, and some of those pumps were connected in a hurry. A pump needs a circuit of its own, correctly protected, and a cable sized for the distance it runs, or it will trip, run hot or fail early. We rewire pump supplies, fit the controls they need, and find out why a pump keeps tripping.",
    "Electric fences fall outside a Certificate of Compliance; they have a certificate of their own. The supply to the gate motor, down at the street end of the driveway, is part of the fixed installation, and we often find that cable undersized or poorly jointed. We put the supply right and tell you plainly whether the fence needs attention from a fence installer.",
    "Pools bring their own safety requirements: the pump on its own protected circuit, the pool's metalwork bonded, and underwater lights supplied at a safe extra-low voltage through a proper transformer. When a pool pump keeps tripping, we check all three rather than only the pump.",
  ],
  services: [
    "electrical-installations",
    "access-control-systems",
    "outdoor-lighting",
    "earthing-wire-installation",
    "solar-panel-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["wynberg", "newlands", "hout-bay", "muizenberg"],
  faqs: [
    {
      question: "Does my Certificate of Compliance cover the electric fence?",
      answer:
        "No. Your CoC stops where the fence energiser is connected and covers what comes before it: board, wiring, plugs and isolators. For the fence you need an Electric Fence System Certificate, from someone registered for electric fence work. When you sell, the transfer needs both.",
    },
  ],
} satisfies AreaInput;
