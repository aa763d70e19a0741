import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-repairs",
  title: "Electrical Repairs and Fault-Finding",
  group: "residential",
  summary:
    "Electrical fault-finding and repairs in Cape Town homes and businesses: tripping earth leakage, dead circuits, flickering lights and warm plugs.",
  intro:
    "Most electrical faults give warning before they become dangerous: an earth leakage unit that trips every time it rains, a plug that works only if you wiggle it, lights that dim when the kettle goes on. The hard part is finding where the fault really is, which can be a long way from where it shows itself. We trace it with test instruments rather than guesswork, repair it to SANS 10142-1 and explain what caused it, so you know whether it is likely to come back.",
  signs: [
    "The earth leakage unit trips when it rains, when one particular appliance goes on, or at random during the night.",
    "A whole circuit is dead even though its breaker looks switched on.",
    "Lights dim or flicker when the kettle, microwave or geyser switches on.",
    "A switch, a plug or the breaker for one circuit feels warm or has a brown mark on it.",
    "You can hear buzzing or crackling from a switch, from the board or from inside a wall.",
    "A previous owner or a handyman did wiring you are unsure about, and something has misbehaved ever since.",
    "Rats, builders or a roofer have been in the ceiling, and a light or plug stopped working afterwards.",
  ],
  steps: [
    {
      title: "Listening before testing",
      text: "We start with what you have noticed: when the fault happens, what is switched on at the time and whether the weather makes a difference. A fault that appears only in the rain points outdoors, and one that appears before dawn often points to the geyser timer or a fridge defrosting.",
    },
    {
      title: "Testing circuit by circuit",
      text: "With the board open we measure insulation resistance between live, neutral and earth on each circuit and check the earth leakage unit's trip time. This narrows the fault down to one circuit quickly, even when several seem to be affected.",
    },
    {
      title: "Splitting the faulty circuit",
      text: "On the faulty circuit we disconnect appliances and open points one at a time until the reading clears. That tells us whether the problem is in a fitting, in an appliance or in the cable between them, before anything is replaced.",
    },
    {
      title: "The repair itself",
      text: "We replace whatever has failed: a burnt connector, a socket or switch, a damaged length of cable, a worn breaker or an earth leakage unit that no longer trips in time. Where cable has to be renewed, we pull it through the existing conduit where there is one instead of chasing new channels.",
    },
    {
      title: "Retest and explanation",
      text: "We retest the repaired circuit, show you the readings and explain the cause. Anything else we noticed with the board open is listed separately and never added to the job without your say-so.",
    },
  ],
  compliance: [
    "A repair has to leave the installation compliant with SANS 10142-1. Where it changes the installation, for example a new circuit, a point moved to another position or a new board, the Electrical Installation Regulations call for that part of the work to be certified, and we issue the CoC.",
    "A breaker that trips is doing its job. Fitting a bigger breaker to stop the tripping leaves the cable behind it unprotected against overheating, and bypassing an earth leakage unit removes the only protection against a fatal shock. We fix the cause of the tripping, and we will not leave a protective device bridged out.",
  ],
  faqs: [
    {
      question: "Can you find a fault that only happens now and then?",
      answer:
        "Intermittent faults take longer, but they can be found. It helps if you note when the trip happens, what was running and what the weather was doing. Insulation tests often show a weak circuit even on a dry day, and where they do not, we may fit a replacement earth leakage unit temporarily to rule out the unit itself.",
    },
    {
      question: "Will I know the price before you start the repair?",
      answer:
        "We charge a call-out and fault-finding fee, because finding the fault is the skilled part of the job. Once we know what is wrong, you get a fixed price for the repair and decide whether to go ahead. The price depends mainly on what has failed and how hard it is to reach.",
    },
    {
      question: "Do you repair appliances as well?",
      answer:
        "We repair the fixed installation: wiring, boards, plugs, switches, lights and the connections to fixed appliances such as stoves and geysers, including geyser elements and thermostats. A faulty fridge, washing machine or TV needs an appliance repairer, but we can confirm whether the appliance is what is tripping your power.",
    },
    {
      question: "My lights dim when the kettle goes on. Is that dangerous?",
      answer:
        "A slight flicker can be normal, but a clear dip usually means a loose connection or high resistance somewhere on the supply, often at the main switch, a busbar or the meter connections. Loose connections heat up under load, so have it tested soon rather than waiting for a burn mark to appear.",
    },
  ],
  related: [
    "emergency-electrical-services",
    "electrical-wiring-repairs",
    "power-point-repairs",
    "light-fixture-repairs",
    "electrical-panel-repairs",
    "electrical-inspections",
  ],
} satisfies ServiceInput;
