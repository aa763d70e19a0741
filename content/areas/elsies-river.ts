import type { AreaInput } from "../schema";

export const area = {
  slug: "elsies-river",
  region: "cape-flats",
  name: "Elsies River",
  summary:
    "Elsies River electricians for old fuse boards and brittle wiring, council flats, second dwellings on family plots and the shops along Halt Road.",
  intro:
    "Elsies River is about ten minutes' drive from our Matroosfontein workshop. It is one of the older communities on this side of the city, and its wiring spans more decades than its neighbours': some houses here have fuse boards that are older than the council estates around them.",
  travelMinutes: 10,
  housing:
    "Elsies River was lived in well before most of the Cape Flats was built up, and many houses put up and extended by their owners over generations are still standing, often on plots that families have held for a long time. Under the Group Areas Act it was set aside for coloured residents, and the council went on to build estates of semi-detached houses and blocks of flats in neighbourhoods such as Leonsdale. Halt Road grew into the main shopping street, lined with shops, take-aways and businesses trading from converted houses. A council flat of fifty years can stand a few streets from a house whose board is older still.",
  typicalJobs: [
    "In the older houses we still find rewireable fuses, boards mounted on wooden backing and cable whose rubber insulation has gone hard and brittle. That insulation cracks when it is moved, so adding a plug to one of these circuits can start a fault that was not there before. We test what is in the walls, replace the board with one that has earth leakage protection and modern breakers, and rewire the circuits that fail, one room at a time if that suits the budget.",
    "A shop on Halt Road, or a business in a converted front room, usually runs on a supply that was laid out for a home. Fridges, a pie warmer, a fryer and the lights on a handful of circuits trip the supply at the busiest time of day. We lay out circuits for what the business actually runs, separate the shop from the household where the premises is also a home, and certify the installation, which landlords and insurers often ask to see.",
    "Where a plot has space, families often build a second dwelling for a grown child, fed by a cable from the main house. That cable has to be sized for the whole second home, protected at the main board and run safely underground or on the wall, and the second home needs its own small board with earth leakage protection. If the family would rather each household paid for its own electricity, we explain what the supplier needs before it will provide a separate connection.",
  ],
  services: [
    "electrical-wiring-installation",
    "electrical-panel-upgrades",
    "electrical-fuse-replacement",
    "commercial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["parow", "ravensmead", "goodwood", "bishop-lavis", "valhalla-park"],
  faqs: [
    {
      question: "My house still has fuses instead of breakers. Does the board have to be replaced?",
      answer:
        "Not simply because it is old. But a Certificate of Compliance, which you will need when the house is sold, is issued against today's safety requirements, and an installation without earth leakage protection or with damaged cable will not pass. Many families replace the board sooner, because a rewireable fuse is easily repaired with wire that is too thick, and then it no longer protects the circuit at all.",
    },
  ],
} satisfies AreaInput;
