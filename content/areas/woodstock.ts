import type { AreaInput } from "../schema";

export const area = {
  slug: "woodstock",
  region: "city-bowl",
  name: "Woodstock",
  summary:
    "Woodstock electricians for Victorian cottages and converted warehouses: renovation rewiring, board upgrades, workshop supplies and CoCs for sales.",
  intro:
    "Woodstock is the closest part of the City Bowl to us, roughly eighteen minutes down the N2 from our Bishop Lavis workshop. The suburb has changed quickly: old cottages are being renovated room by room, and the warehouses and factories of lower Woodstock now hold studios, offices, workshops and places to eat, each asking more of the electrics than the building was ever given.",
  travelMinutes: 18,
  housing:
    "Upper Woodstock, climbing towards Devil's Peak, is mostly Victorian and early twentieth-century cottages, semi-detached or in terraces that share party walls, many with a narrow front stoep. Lower Woodstock, around Albert Road and down towards the railway line, is older industrial buildings. The cottages often still have a small board with a handful of circuits and, in some roofs, old rubber-insulated cable; the warehouses may have a three-phase supply, but it was laid out for machinery, not for kitchens, air conditioning and rows of desks.",
  typicalJobs: [
    "Cottage renovations are most of our Woodstock work. When new owners open up the back of a house for a kitchen and living room, we rewire while the walls and ceilings are open and replace the old board with one that has space for the new circuits and proper earth leakage protection. Doing it then costs far less than chasing into fresh plaster a year later.",
    "Warehouse and factory conversions need a different approach. We work out what supply the building has and what the new tenants will draw, give each unit its own distribution board, and run surface conduit or cable tray that looks right against exposed brick and steel. Kilns, compressors and coffee roasters each get a dedicated, correctly protected circuit.",
    "Cottages change hands often here, and a transfer cannot go through on a Certificate of Compliance more than two years old. The faults we find most in Woodstock are old metal light fittings with no earth, geysers without bonding, and extra plugs a previous owner added from the roof space.",
  ],
  services: [
    "electrical-renovations",
    "electrical-wiring-installation",
    "electrical-panel-upgrades",
    "commercial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["observatory", "devils-peak-estate", "cape-town-cbd"],
  faqs: [
    {
      question: "Can you arrange a bigger or three-phase supply for a Woodstock workshop?",
      answer:
        "Yes. We start with a load calculation, because sometimes spreading the machines evenly over the existing supply is enough. If the supply does need to grow, the upgrade is applied for from whoever supplies the building (the City or Eskom; check the account), and we do the installation behind the meter and certify it.",
    },
  ],
} satisfies AreaInput;
