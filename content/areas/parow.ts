import type { AreaInput } from "../schema";

export const area = {
  slug: "parow",
  region: "northern-suburbs",
  name: "Parow",
  summary:
    "Parow electricians for older houses, flats and Voortrekker Road premises: rewiring, fuse board replacement, fault-finding and CoCs for sales.",
  intro:
    "We reach Parow in about ten minutes, and it is one of the suburbs where we do the most rewiring. Many houses here are old enough that the wiring has outlived its insulation, and a sale, with the Certificate of Compliance it needs, is usually when that comes to light.",
  travelMinutes: 10,
  housing:
    "Parow's housing comes in layers. The streets nearer Voortrekker Road have houses from the first half of the twentieth century; Parow North grew from the late 1950s with larger, architect-designed family homes; and from the 1970s substantial blocks of flats went up towards the northern end. In the oldest houses we still find rewirable fuse boards and rubber-insulated cable that cracks and crumbles as soon as it is moved.",
  typicalJobs: [
    "Rewiring a house people are living in is a job we plan room by room. We chase new conduit into the walls, pull in new cable, keep the old circuits working until their replacements are tested, and patch as we go, so the family is never without lights overnight. Brittle rubber insulation is the reason: it leaves bare copper in the roof and behind switches, and no amount of repair makes it sound again.",
    "Fuse boards cause a steady stream of calls. A fuse that keeps blowing has often been rewired with thicker wire than the circuit can take, which stops the nuisance and removes the protection with it. We swap old boards for new ones with breakers, an earth leakage unit and surge arresters, and label every circuit so the next person knows what is what.",
    "Businesses on the Voortrekker Road strip change tenants often, and each new business wants the plugs, lights and signage somewhere else. We rework the circuits for the new layout, test the installation, and issue a Certificate of Compliance for the alterations so the landlord's paperwork stays in order.",
  ],
  services: [
    "electrical-wiring-installation",
    "electrical-panel-upgrades",
    "electrical-fuse-replacement",
    "electrical-compliance-certificates",
    "commercial-electrical-services",
  ],
  nearby: ["goodwood", "bellville", "ravensmead", "belhar", "thornton"],
  faqs: [
    {
      question: "My Parow house still has a fuse board. Will it fail the CoC inspection?",
      answer:
        "Not just for being old. The inspection tests whether the installation is safe and complies, and old fuse boards usually fail on what surrounds the fuses: no earth leakage protection on the plug circuits, oversized fuse wire, cracked carriers or scorch marks. When that is the case, a new board generally costs less than repairing the old one, and we quote for both so you can compare.",
    },
  ],
} satisfies AreaInput;
