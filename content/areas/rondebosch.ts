import type { AreaInput } from "../schema";

export const area = {
  slug: "rondebosch",
  region: "southern-suburbs",
  name: "Rondebosch",
  summary:
    "Rondebosch electricians for large older homes and student digs near UCT: inspections between tenancies, phased rewiring, plug points and backup power.",
  intro:
    "Outside rush hour, the N2 gets us to Rondebosch in roughly eighteen minutes. The suburb mixes big family homes on tree-lined streets with houses near the University of Cape Town that have been turned into student digs, and the two need quite different things from an electrician.",
  travelMinutes: 18,
  housing:
    "Many Rondebosch homes are substantial houses dating from the late Victorian years to the mid-twentieth century, a good number of them double-storey, with high ceilings, timber floors and outbuildings, set under oaks and other large trees. Over the decades most have been partly rewired, extended and given newer kitchens, so one house can have a modern board alongside circuits that are far older. Near the university, houses like these are often divided into six or more let rooms.",
  typicalJobs: [
    "Landlords of digs tend to book their electrical work for the long summer break, between the end of the academic year and the new intake, when the rooms are empty. That is when we inspect, add plug points, and spread the load so that six heaters in July do not trip the board every evening.",
    "In the family homes, the common problem is old cable hiding behind new work: a renovated kitchen may still be fed from a circuit laid generations ago. We test the insulation of the older circuits and tell you which to replace first, so a full rewire can be spread over time instead of done all at once.",
    "For families who work and study at home, an inverter with batteries charged from the grid is often enough to ride out an outage; panels can be added later if the roof suits them. We size the system for the loads that matter and leave space on the board for what comes next.",
  ],
  services: [
    "electrical-inspections",
    "electrical-wiring-installation",
    "power-point-installation",
    "solar-inverter-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["observatory", "newlands", "claremont"],
  faqs: [
    {
      question: "Do I need a new CoC every time a new group of students moves into my house?",
      answer:
        "Not by law. A Certificate of Compliance stays valid until the installation is altered; a change of tenants does not cancel it. You do need a new one for any additions, such as extra plug points, and for a sale if yours is more than two years old. Many landlords still have us inspect between tenancies, because digs see hard use.",
    },
  ],
} satisfies AreaInput;
