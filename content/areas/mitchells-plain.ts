import { supplierLines } from "../assistant/safety";
import type { AreaInput } from "../schema";

export const area = {
  slug: "mitchells-plain",
  region: "cape-flats",
  name: "Mitchells Plain",
  summary:
    "Mitchells Plain electricians for family homes built on over four decades: extension wiring, backyard tenants, wind-blown sand in outdoor fittings and CoCs.",
  intro:
    "Mitchells Plain is one of Cape Town's largest communities and, at about twenty-five minutes from our Matroosfontein workshop, one of the longer drives on our Cape Flats list. We plan visits here so that one trip does the whole job: when you book for a fault, tell us about any rooms added over the years and whether a sale or an estate is coming up, and we will come prepared to look at the whole installation.",
  travelMinutes: 25,
  housing:
    "The City began building Mitchells Plain in the mid-1970s on the dunes south of Philippi, as a planned town for coloured families: some moved there under the Group Areas Act, many others were buying a home for the first time. Westridge, Rocklands and Portlands came first, then Eastridge, Lentegeur, Beacon Valley and Tafelsig, and subsidised housing has since filled in the edges. Most homes are brick row, semi-detached and freestanding houses on small plots, single-storey or double-storey, with the Town Centre and shopping strips along the main roads. After more than forty years many houses have been built onto more than once, many yards hold a tenant's room, and many homes are now passing from the first owners to their children.",
  typicalJobs: [
    "An extension that went up in stages, a bedroom one decade, a bigger kitchen the next, a room on top later still, usually hides cables joined in the roof without junction boxes and circuits stretched far past what the first board was meant for. When the house is sold or transferred from a parent's estate, the Certificate of Compliance must cover every part of it. We test the whole installation, give a written list of each defect and its cause, and remake the joints and split the overloaded circuits before we certify.",
    "The south-easter carries fine sand into everything, and in the streets nearer False Bay it brings salt with it. Sand packs into outdoor plugs, gate motors and wall lights, holds moisture, and the first winter rain turns it into an earth leakage trip. We replace open fittings with sealed, weatherproof ones with their cable entries underneath, place outdoor plugs out of the wind where we can, and make sure the gate motor and garden lights are on earth leakage protection.",
    "Owners with a tenant in the yard often want the electricity shared fairly. We give the room a proper supply from its own breaker, fit a small board with an earth leakage unit inside it, and can install a sub-meter after your own meter, so both households can see what the room uses. A connection made ahead of the supplier's meter is illegal and dangerous, and we never make one.",
  ],
  services: [
    "electrical-compliance-certificates",
    "electrical-inspections",
    "electrical-installations",
    "outdoor-lighting",
    "electrical-repairs",
  ],
  nearby: ["delft", "kuils-river", "muizenberg"],
  faqs: [
    {
      question: "The power is off in our whole road. Should we phone you or the supplier?",
      answer: `If the neighbours are dark too and nothing in your board has tripped, the fault is on the network, and only the supplier can repair it. Your supplier's name is on your prepaid token slip or your electricity account: report the fault to the City of Cape Town on ${supplierLines.city}, or to Eskom on ${supplierLines.eskom}. If the road's power comes back and your house stays off, then call us.`,
    },
  ],
} satisfies AreaInput;
