import { supplierLines } from "../assistant/safety";
import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-power-restoration",
  title: "Power Restoration After an Outage or Fault",
  group: "residential",
  summary:
    "No power in part of the house or the whole property? We find out whether the fault is yours, the City's or Eskom's, fix your side and get you back on.",
  intro:
    "When the lights go out, the first question is where the fault is. It can be inside your installation (a tripped main switch, a failed earth leakage unit, a burnt connection at the board), at the meter, in the cable that supplies the property, or on the network down the street. Only the first is yours to fix, and a lot of time is lost calling the wrong people. We check the board, the meter and the incoming supply, restore whatever is on your side and, if the fault belongs to the network, tell you exactly what to report and whether it goes to the City of Cape Town or to Eskom.",
  signs: [
    "Your house is dark but the neighbours' lights are on.",
    "The power came back after load-shedding or a network outage, but part of the house stayed off.",
    "The main switch will not stay up, or nothing happens when you push it back on.",
    "Your prepaid meter has credit but shows an error or will not reconnect.",
    "Some rooms work and others do not, with no breaker showing as tripped.",
    "A storm, a falling tree or a vehicle has damaged the cable or pole that supplies your property.",
    "Your business cannot open because the supply to the premises has failed.",
  ],
  steps: [
    {
      title: "Quick checks on the phone",
      text: "We ask whether the street has power, what the meter display shows and which way the main switch and earth leakage units are pointing. Sometimes that is enough to tell you it is a network fault we cannot fix, which saves you a call-out fee.",
    },
    {
      title: "Measuring at the board",
      text: "On site we measure the voltage arriving at the main switch. If it is there, the fault is inside the installation, and we switch circuits on one by one until we find the one that trips the supply or has failed.",
    },
    {
      title: "Meter and supply cable",
      text: "If no voltage reaches the board, we check between the meter and the board, then whether the supply reaches the meter at all. The meter and everything before it belong to the supplier, so we record what we measured to help you report it accurately.",
    },
    {
      title: "Restoring your side",
      text: "We replace a failed main switch or earth leakage unit, repair a burnt connection, or disconnect the circuit at fault, which lets everything else come back on while that one is repaired.",
    },
    {
      title: "Bringing equipment back in stages",
      text: "Once the supply is stable we switch circuits on in stages, so fridges, the geyser, pumps and an inverter do not all start at once. Then we check that the gate motor, alarm panel and any backup system have come back properly.",
    },
  ],
  compliance: [
    "Nobody except the supplier may open or work on the meter, the supply cable or the network side of the installation. Tampering with a meter is an offence as well as dangerous, and a bypassed meter can leave a property live when the supplier believes it is isolated. When the fault is on their side, we help you report it with the details they need: your account number, what the meter shows and whether neighbours are affected.",
    "Anything we replace at the board must meet SANS 10142-1: a main switch and earth leakage unit of the right rating, and terminals tightened properly so they do not burn again. If outages are frequent where you are, a surge protection device in the board is worth adding, because the moment power returns is when electronics are most often damaged.",
  ],
  faqs: [
    {
      question:
        "How do I tell whether it is load-shedding, a network fault or my own installation?",
      answer:
        "Check the load-shedding schedule for your area, then look at your neighbours. If they have power and you do not, the fault is most likely in your installation or your supply cable. If the whole street is off outside a scheduled slot, it is a network fault and should be reported to your supplier.",
    },
    {
      question: "Who do I report a network fault to, the City or Eskom?",
      answer: `It depends on who supplies your property, which your electricity account or token slip shows. City customers report to the City of Cape Town's electricity faults line on ${supplierLines.city}, and customers supplied directly by Eskom call Eskom on ${supplierLines.eskom}. Neighbouring streets do not always have the same supplier, so check rather than assume, and keep the reference number you are given.`,
    },
    {
      question: "My prepaid meter has credit but the power is off. What now?",
      answer:
        "Prepaid meters cut the supply by themselves when the load goes over the limit set for them. Switch off heavy appliances such as heaters and the kettle, then follow the reconnection steps for your meter model in your supplier's guide. If it still will not reconnect, the fault may be in the board or the supply, and that is when to call us.",
    },
    {
      question: "Why did only half the house come back after the outage?",
      answer:
        "Usually an earth leakage unit or a breaker tripped as the power returned, often because an appliance with a failing element or a damp outdoor fitting draws a surge of current at start-up. Less often a connection at the board burnt through during the outage. Try one reset; if it trips again, leave it off and call us.",
    },
  ],
  related: [
    "emergency-electrical-services",
    "electrical-panel-repairs",
    "electrical-fuse-replacement",
    "solar-inverter-installation",
    "electrical-repairs",
  ],
} satisfies ServiceInput;
