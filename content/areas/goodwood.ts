import type { AreaInput } from "../schema";

export const area = {
  slug: "goodwood",
  region: "northern-suburbs",
  name: "Goodwood",
  summary:
    "Goodwood electricians for renovations of older homes: kitchen and bathroom rewiring, plug point moves, stove and geyser circuits, and CoCs.",
  intro:
    "Goodwood is twelve minutes up the road from our workshop. It was laid out in the early 1900s and was a municipality in its own right until the 1990s, and many of its houses have been renovated more than once since they were built. Much of what we do here is electrical work for renovations, planned with the owner or the builder before the walls are closed up.",
  travelMinutes: 12,
  housing:
    "The older core of Goodwood, on either side of Voortrekker Road, is mostly single-storey freestanding houses, many with a front stoep that has since been enclosed or a room added at the back. Those additions tend to have been wired from whatever circuit was nearest, often the lights, and the original kitchens were planned around a stove and a kettle rather than the row of appliances a family uses now.",
  typicalJobs: [
    "A new kitchen is when the electrics should be settled. The stove or hob and oven need their own circuit and isolator, the island or new counters need plug points where the appliances will actually sit, and extractor and under-cabinet lighting need switching. We mark everything out with you before the builder plasters and tiles, because moving a plug point afterwards means breaking new tiles.",
    "Enclosed stoeps and back rooms are where we find the most improvised wiring in Goodwood: flex run through the ceiling, joints taped rather than made in a box, plugs fed from a lighting circuit. We bring the room onto a proper circuit of its own and certify the work, so the addition is finally on record.",
    "Bathroom renovations often move the geyser or replace it. Wherever it ends up, a geyser needs a dedicated circuit and an isolator within reach, and its tank and metal pipework have to be bonded to earth. While it is open, fitting a timer is a cheap way to stop it heating water nobody uses.",
  ],
  services: [
    "electrical-renovations",
    "power-plug-relocation",
    "electrical-appliance-installation",
    "general-construction",
    "electrical-compliance-certificates",
  ],
  nearby: ["parow", "thornton", "ravensmead", "bonteheuwel"],
  faqs: [
    {
      question: "We are renovating our kitchen. At what stage should the electrician come in?",
      answer:
        "Twice at least. First before any walls are chased or plastered, to plan circuits, plug positions and lighting with you and run the conduit, and again after the cabinets and tiles are in, to fit the plugs, lights and appliances and test. Bringing us in only at the end usually means chasing through new plaster.",
    },
  ],
} satisfies AreaInput;
