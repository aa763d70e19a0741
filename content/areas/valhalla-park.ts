import { supplierLines } from "../assistant/safety";
import type { AreaInput } from "../schema";

export const area = {
  slug: "valhalla-park",
  region: "cape-flats",
  name: "Valhalla Park",
  summary:
    "Valhalla Park electricians: council rentals, new subsidy houses that need more plugs, safe supplies to backyard homes, and who to phone in an outage.",
  intro:
    "Valhalla Park is about five minutes from our Matroosfontein workshop. Its households live in very different kinds of homes, from council-built houses to new subsidy houses and informal homes on open ground, so the first question on many jobs here is not technical at all: who owns this installation, and who is allowed to change it?",
  travelMinutes: 5,
  housing:
    "Much of Valhalla Park was built by the City as rental housing during the apartheid years, mostly rows of semi-detached and terraced houses with some blocks of flats. Many are still rented from the City; others have been sold to the families living in them. In the last few years a Breaking New Ground project has added several hundred subsidised houses, freestanding and semi-detached, some of them double-storey, handed over with title deeds. Families still waiting for housing live in backyard structures and in informal homes on open land, where power often arrives through a long cable from someone else's house.",
  typicalJobs: [
    "If you rent your home from the City, faults in the original installation are for the City's housing maintenance to repair, and alterations need the landlord's permission first. Families who have bought their council house can have us do whatever it needs. If you are unsure which applies to you, your lease or your title deed will say, and we would rather you checked than paid for work you are not entitled to have done.",
    "The new subsidy houses come with a compact installation: enough to move in, seldom enough for everything a family ends up running, such as a stove, a fridge, a washing machine and a heater in winter. Owners ask us for more plug points, an outside light and a circuit for the stove. We add them as new circuits with earth leakage protection, certify the work, and suggest keeping our certificate with the handover papers, because the house is now an asset you can sell or leave to your children.",
    "A cable from the house to a shack or wendy house, lying in the sand or strung along a fence, causes shocks and fires every winter. The safe alternatives are a circuit installed from the board of the house, buried at the proper depth or fixed to the wall, with its own breaker and earth leakage unit, or a separate connection from the supplier where one is offered. We install the first, explain what the second involves, and will not connect a supply that we cannot make safe.",
  ],
  services: [
    "power-point-installation",
    "electrical-installations",
    "electrical-repairs",
    "electrical-compliance-certificates",
    "emergency-electrical-services",
  ],
  nearby: ["bishop-lavis", "matroosfontein", "bonteheuwel", "elsies-river"],
  faqs: [
    {
      question: "The lights are off in our whole row of houses. Who do we phone?",
      answer: `When the neighbours are dark too, the fault is on the supply network, and only the supplier can repair it. Your prepaid token slip or electricity account names your supplier: report it to the City of Cape Town on ${supplierLines.city} or to Eskom on ${supplierLines.eskom}. If only your home is off and the meter still shows credit, the fault is probably inside the property, and that is a job for us.`,
    },
  ],
} satisfies AreaInput;
