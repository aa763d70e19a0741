import { supplierLines } from "../assistant/safety";
import type { AreaInput } from "../schema";

export const area = {
  slug: "epping",
  region: "northern-suburbs",
  name: "Epping",
  summary:
    "Epping electricians for factories, cold stores and warehouses in Epping Industria 1 and 2, businesses around the Cape Town Market, and local homes.",
  intro:
    "Epping is about ten minutes from our Matroosfontein workshop, and most of it is not houses at all. Epping Industria 1 and 2 hold food processors, packaging and motor firms, warehouses and workshops, with the Cape Town Market, the city's fresh produce market, in the middle of it all. The electrical work here is mostly three-phase, and it is planned around shifts and trading hours rather than school runs.",
  travelMinutes: 10,
  housing:
    "Epping Industria was laid out from the late 1940s and filled up from the late 1950s, so its buildings run from steel-portal and brick factories of that time, many since split into smaller units, to modern warehouses and distribution centres. Nearly every premises has a three-phase supply, and the largest users take theirs from a transformer or mini-substation of their own. Around the market there are packhouses, cold rooms and ripening rooms that work through the night. The homes are a small part of the suburb, in Epping Garden Village and Epping Forest: modest freestanding and semi-detached houses whose boards are as old as the houses unless someone has replaced them.",
  typicalJobs: [
    "Old factories divided into smaller units often leave each tenant with a tangle: circuits that cross from one unit into the next, a shared supply with a sub-meter of doubtful accuracy, and a board nobody has labelled since the building was one business. When a unit is let to a new tenant we trace what feeds it, give it a board and isolator of its own, and test and certify it, because the owner as lessor is the one who must hold a valid Certificate of Compliance for what is being let.",
    "Compressors, conveyors, extraction fans and refrigeration plant are three-phase motor loads, and when they trip or burn out there is usually a reason upstream: a missing phase, an overload relay set for a different motor, worn starter contacts, or single-phase equipment added to one phase until the supply is badly out of balance. We measure the currents on each phase under load, put right what we find, and tighten and check the terminations in the main switchboard while we are there, since a loose joint on a busy board is a fire waiting for a hot afternoon.",
    `For a cold room or a ripening room an outage is a stock problem within hours. We give refrigeration its own protected circuits and fit a changeover switch and inlet for a standby generator, interlocked so the generator can never feed back into the network and endanger people working on the lines. If the whole street is dark, the fault is on the supply side: the supplier's name is on your electricity account or token slip, and you report it to the City of Cape Town on ${supplierLines.city} or to Eskom on ${supplierLines.eskom}.`,
  ],
  services: [
    "industrial-electrical-services",
    "commercial-electrical-services",
    "electrical-maintenance",
    "electrical-panel-repairs",
    "electrical-compliance-certificates",
  ],
  nearby: ["thornton", "pinelands", "bonteheuwel", "goodwood", "elsies-river"],
  faqs: [
    {
      question: "We are leasing a unit in Epping Industria. Who has to provide the electrical CoC?",
      answer:
        "The owner, as lessor, must hold a valid Certificate of Compliance for the installation being let. Anything you add for your own business, such as a supply for a new machine, has to be certified by the registered person who does that work, and the lease normally says who pays for it. Ask to see the existing certificate and its test report before you sign, and have the board checked against the machines you plan to run.",
    },
    {
      question:
        "Our new unit only has a single-phase supply. Can we still run a three-phase machine?",
      answer:
        "Small three-phase motors, typically up to a couple of kilowatts, can often be run from single phase through a suitably rated variable speed drive. Larger machines need a three-phase supply, which means an application to your supplier and a wait for the connection. Send us the rating plate of the machine and we will tell you which case you are in before you buy anything.",
    },
  ],
} satisfies AreaInput;
