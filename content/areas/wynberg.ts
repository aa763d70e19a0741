import type { AreaInput } from "../schema";

export const area = {
  slug: "wynberg",
  region: "southern-suburbs",
  name: "Wynberg",
  summary:
    "Wynberg electricians for Main Road shops, houses divided into flats and older homes in Chelsea: fault-finding, board work, discreet rewiring and CoCs.",
  intro:
    "The drive from our workshop to Wynberg takes about 25 minutes, and the suburb has two quite different sides. Lower Wynberg, around Main Road and the station, is busy with shops, takeaways and older houses divided into flats. Upper Wynberg and the Chelsea streets near Maynardville are quieter, with cottages and villas, some dating from the nineteenth century.",
  travelMinutes: 25,
  housing:
    "Lower Wynberg's buildings have often been altered many times: a house turned into two flats, then into rooms, with shops on the ground floor of older double-storey buildings along Main Road. Upper Wynberg keeps more of its original character, with period cottages and larger villas on established plots. In both, we regularly find one old board feeding more separate occupants than it was ever meant to.",
  typicalJobs: [
    "Takeaways and small shops around the transport interchange run fryers, fridges and display lighting for long hours. When one business shares a board or a supply cable with its neighbour, a fault in one can trip the other. We trace which circuits belong to whom, separate and label them, and give each tenancy its own isolator and protection.",
    "Where a house has been divided into flats or rooms, it makes sense for each unit to have its own board, clearly labelled, so that a tenant can switch off their own supply and an electrician can isolate it safely. We regroup the circuits unit by unit and certify the result for the owner.",
    "In Chelsea and Upper Wynberg the owners want the work to disappear into the house. We take new cable through the ceiling void and beneath the floorboards, keep new meter boxes, conduit and outside lights as inconspicuous as the installation allows, and reuse period light fittings where they can be made safe.",
  ],
  services: [
    "commercial-electrical-services",
    "electrical-panel-repairs",
    "electrical-testing-inspection",
    "electrical-wiring-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["claremont", "constantia", "newlands"],
  faqs: [
    {
      question:
        "Our shop shares an old board with the shop next door. Who is responsible for fixing it?",
      answer:
        "The owner of the building, as the lessor, answers for the board and wiring and must hold a valid Certificate of Compliance. If you are a tenant, report the problem to your landlord in writing. We can inspect and give the owner a quote for separating the two tenancies.",
    },
  ],
} satisfies AreaInput;
