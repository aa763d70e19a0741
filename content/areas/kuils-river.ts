import { supplierLines } from "../assistant/safety";
import type { AreaInput } from "../schema";

export const area = {
  slug: "kuils-river",
  region: "northern-suburbs",
  name: "Kuils River",
  summary:
    "Kuils River electricians for the old town, family suburbs, townhouse complexes and estates below the Bottelary Hills: pool pumps, outages and CoCs.",
  intro:
    "Kuils River is about twenty minutes from our workshop outside rush hour, on the eastern edge of the area we cover every day. It grew from an outspan on the old road to Stellenbosch into a town of its own, and it was a municipality in its own right from 1950 until 1996. Today it mixes an old centre, decades of family suburbs and newer complexes climbing towards the Bottelary Hills.",
  travelMinutes: 20,
  housing:
    "The oldest streets are around the town centre and in Sarepta, where the Rhenish Missionary Society founded a church in 1843; the first residential stands in the village were sold in 1898. From the 1970s onward the town spread in suburbs of freestanding brick family houses, many with a pool, a double garage and a flatlet added later. More recent growth has been in townhouse complexes and security estates on the slopes below Zevenwacht, and there is industry on the town's edges. So a Kuils River house may be on its second or third board and its fourth owner, or be barely twenty years old with its electrical layout fixed by a developer and a body corporate.",
  typicalJobs: [
    "Pool pumps on the bigger suburban plots are often wired as an afterthought: a plug point behind the wendy house, an extension lead to the pump shed, or a cable laid in the lawn without conduit. A pump needs a fixed supply on its own circuit with earth leakage protection, a weatherproof isolator beside it and a timer, and the pool equipment and the metal around it must be properly bonded. We put that right, and check the pump motor is not the reason the earth leakage unit trips in the first week of summer.",
    "In a townhouse complex the meter and main breaker for each unit may sit in a kiosk or meter room at the entrance, with a cable running under the paving to the unit. When one unit loses power and its neighbours do not, we test in order: the unit's own board, then the breaker at the kiosk, then the cable between them. We write down what we found, so the owner and the managing agent can see whether the repair falls on the unit or on the body corporate.",
    `Supply interruptions out here have several causes: cable theft, storms, planned work and faults on the network. If your own board has not tripped and the neighbours are dark too, it is the supplier's problem. Your account or token slip names the supplier; report City of Cape Town faults on ${supplierLines.city} and Eskom faults on ${supplierLines.eskom}. When power comes back, the first seconds can bring a surge, so we recommend surge arresters in the board and can fit them, along with timers that stop the geyser and pool pump from all starting at the same moment.`,
  ],
  services: [
    "electrical-wiring-installation",
    "outdoor-lighting",
    "electrical-power-restoration",
    "electrical-repairs",
    "electrical-compliance-certificates",
  ],
  nearby: ["belhar", "bellville", "delft"],
  faqs: [
    {
      question: "Our townhouse has no power but the rest of the complex does. Who do we call?",
      answer:
        "Start with your own board: if the main switch or earth leakage unit has tripped, reset it once, and if it trips again leave it off and call an electrician. If nothing has tripped inside, the fault is between the complex's meter kiosk and your unit, or at the kiosk itself. Let your managing agent know, because the cable and kiosk are often the body corporate's responsibility under the complex's rules; we can find the fault and give both of you a written report.",
    },
  ],
} satisfies AreaInput;
