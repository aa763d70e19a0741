import { supplierLines } from "../assistant/safety";
import type { ServiceInput } from "../schema";
import { site } from "../site";

export const service = {
  slug: "emergency-electrical-services",
  title: "24-Hour Emergency Electrical Services",
  group: "residential",
  summary:
    "Emergency electricians in Cape Town, 24 hours a day: burning smells, sparking plugs, boards that will not reset and shocks from taps or appliances.",
  intro:
    "Some electrical faults cannot wait until Monday: a burning smell from the distribution board, a plug point that sparked and went black, a main switch that trips the moment you lift it, or a tingle from a tap. Our 24-hour line is answered every day of the year. The electrician we send makes the installation safe first and then traces the fault, and we tell you before starting whether the repair can be finished that night or needs a return visit in working hours.",
  signs: [
    "You smell burning plastic, or an odd fishy smell, near a plug point, a switch, a light or the distribution board.",
    "A plug point sparked with a bang, went black or has melted around the pins.",
    "The main switch or an earth leakage unit trips again the instant you reset it, and the house stays dark.",
    "Someone felt a tingle or a shock from a tap, the geyser pipes, the stove or a metal gate.",
    "Water is dripping through a ceiling near a light fitting, or has reached the distribution board after a storm or a burst geyser.",
    "Some lights glow unusually bright or dim and appliances behave strangely, which can point to a broken neutral connection.",
    "Your shop, restaurant or surgery has lost power to fridges, tills or the alarm and cannot trade.",
  ],
  steps: [
    {
      title: "Advice while you wait",
      text: "When you call, we ask what you can see, hear and smell, and tell you what to switch off until we arrive. If there is smoke or flame, switch off the main switch only if you can reach it safely, get everyone outside and call the fire service before anyone else.",
    },
    {
      title: "Making the installation safe",
      text: "On arrival we isolate the faulty circuit, or the whole supply if we must, so nobody can be shocked and nothing carries on heating. Often the healthy circuits can go back on straight away while the damaged one stays off.",
    },
    {
      title: "Tracing the fault",
      text: "We test the isolated circuit with an insulation resistance tester and follow it from the board outwards to where it fails: a burnt connection, a cable pierced by a nail or chewed by rats, water in an outdoor fitting or a geyser element that has broken down.",
    },
    {
      title: "Repair now or make safe until morning",
      text: "If the parts are on the vehicle, we repair the fault there and then. If it needs a new board, a long cable run or a part we have to order, we leave as much of the property working as is safe and come back in working hours to finish.",
    },
    {
      title: "A written record",
      text: "You get a note of what we found, what we did and anything still outstanding, which is useful for an insurance claim. Where the repair altered the installation, for example a replacement board or a new circuit, we certify the altered work.",
    },
  ],
  compliance: [
    "An emergency repair is still electrical installation work and has to meet SANS 10142-1 like any other job. That rules out the night-time shortcuts we are regularly called to undo: an earth leakage unit bridged out, a breaker swapped for a bigger one so that it stops tripping, or a joint wrapped in tape and pushed back into the ceiling. Each of these makes the next fault more dangerous than the last.",
    `If the fault is on the supplier's side of the meter, such as a damaged service cable, a burnt meter or a fallen overhead line, neither we nor you may work on it. We confirm where the fault lies and tell you how to log it with your supplier, which is the City of Cape Town (${supplierLines.city}) for some properties and Eskom (${supplierLines.eskom}) for others. Keep well away from any fallen line and keep others back until the supplier has made it safe.`,
  ],
  faqs: [
    {
      question: "Will someone really come out in the middle of the night?",
      answer: `Yes. The emergency line is answered 24 hours a day, 7 days a week. Outside our ordinary hours (${site.hoursSummary}), the call-out goes to an electrician on standby, including on Sundays and public holidays.`,
    },
    {
      question: "Does an after-hours call-out cost more?",
      answer:
        "Ask on the phone before anyone drives out: what a call-out costs at night, on a Sunday or on a public holiday is ours to tell you then, and the repair is priced once we know what has failed. If the fault is safe to leave switched off until the morning (one tripped circuit you can do without, say), a visit in working hours may cost you less.",
    },
    {
      question: "Which faults need a call-out tonight, and which can wait?",
      answer:
        "Call out tonight for anything that could start a fire or cause a shock: burning smells, smoke or scorch marks, sparking, shocks from taps or appliances, water in the board or in light fittings, and bare live wires. Losing all power with a freezer full of stock or essential equipment running also counts. A single dead plug point or light can usually wait for a normal booking.",
    },
    {
      question: "What should I do before the electrician arrives?",
      answer:
        "Switch off the main switch if you smell burning or see sparks, unplug what is on the affected circuit, and keep children and pets away from the board and any wet area. Do not keep resetting a breaker that trips straight away, because every reset drives current into the fault again.",
    },
    {
      question: "How quickly can you get to me?",
      answer:
        "That depends on where you are and the time of day. Our workshop is in Bishop Lavis, so the Cape Flats and the Northern Suburbs are close, while the Atlantic Seaboard and the South Peninsula take longer to reach. We give you an honest arrival time when you call rather than a promise we cannot keep.",
    },
  ],
  related: [
    "electrical-power-restoration",
    "electrical-repairs",
    "electrical-panel-repairs",
    "power-point-repairs",
    "electrical-wiring-repairs",
    "electrical-fuse-replacement",
  ],
} satisfies ServiceInput;
