import type { AreaInput } from "../schema";

export const area = {
  slug: "bellville",
  region: "northern-suburbs",
  name: "Bellville",
  summary:
    "Bellville electricians for flats and offices in the centre, family homes in Boston and Oakdale and hillside houses in Welgemoed: repairs and CoCs.",
  intro:
    "Bellville is a quarter of an hour from our workshop, and it asks for more kinds of work than most suburbs: sectional-title flats and offices around the centre and Voortrekker Road, family homes in Boston and Oakdale, and bigger houses on the slopes of Welgemoed.",
  travelMinutes: 15,
  housing:
    "The blocks of flats near the centre and along the main roads are mostly several decades old, with a small board in each unit and the meters, risers and stairwell lights on common property. Boston and Oakdale are streets of freestanding family houses, while Welgemoed, on the Tygerberg Hills, has larger homes on sloping plots with pools, terraced gardens and long driveways. Each of these fails in its own way, so we ask about the building before we send anyone out.",
  typicalJobs: [
    "Selling a flat means a Certificate of Compliance for the unit. It covers the installation inside the section, from the unit's own board onward, so we inspect that, repair what fails and certify it, and we fit the work around your conveyancer's dates. Problems on common property, such as the main supply or the passage lights, belong to the body corporate, and we can quote the trustees separately.",
    "Offices in Bellville's older buildings now run far more computers, printers, kitchen appliances and air conditioners than they were wired for. We add circuits, move plug points to where the desks really are, run data cabling at the same time, and fit emergency lighting where it is missing. Starting at six in the morning lets us finish much of it before staff arrive.",
    "In Welgemoed the outside of the property gives as much trouble as the inside. Pool pumps, garden lighting on terraces and gate motors at the bottom of steep driveways all live outdoors, and we find corroded connections, cables damaged by garden work and circuits without earth leakage protection.",
  ],
  services: [
    "electrical-compliance-certificates",
    "commercial-electrical-services",
    "electrical-maintenance",
    "data-network-cabling",
    "electrical-repairs",
    "outdoor-lighting",
  ],
  nearby: ["parow", "belhar", "durbanville", "ravensmead"],
  faqs: [
    {
      question: "I am selling my flat in Bellville. Does the CoC have to cover the whole building?",
      answer:
        "No. The seller's certificate covers the installation in your section, usually from your unit's distribution board onward. The building's common-property wiring is the body corporate's responsibility. If the board or meter for your flat sits in a shared passage, tell us when you book so we can arrange access.",
    },
  ],
} satisfies AreaInput;
