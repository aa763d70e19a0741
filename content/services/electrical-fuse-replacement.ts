import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-fuse-replacement",
  title: "Fuse and Circuit Breaker Replacement",
  group: "residential",
  summary:
    "Blown fuses and worn circuit breakers replaced at the correct rating in Cape Town homes, and the overload or fault that caused the trip found and fixed.",
  intro:
    "When a fuse blows or a breaker drops out, the protection has worked as designed: it has cut off a circuit that drew more current than its cable can carry, or that has a fault to earth. We replace it at the correct rating, never a bigger one to make the tripping stop, and find the appliance, overload or wiring fault behind it. In older homes that still have fuse carriers, we can also tell you whether it is time to change to breakers.",
  signs: [
    "Your board still has porcelain or plastic fuse carriers with fuse wire, and one of them has blown.",
    "Someone has repaired a fuse with thicker wire, a nail or foil because the proper one kept blowing.",
    "A breaker trips whenever the heater, kettle or microwave runs together with something else on the same circuit.",
    "A breaker switches off on its own under light load, or will not stay on at all.",
    "The toggle on a breaker is loose or broken, or the breaker feels hot.",
    "The fused isolator for a geyser, pool pump or gate motor has blown and the equipment is dead.",
  ],
  steps: [
    {
      title: "Finding out why it blew",
      text: "Before fitting anything we ask what was running when it went, then test the circuit for a short or an earth fault. A fuse that blew once under a heavy load is a different problem from one that blows as soon as it is replaced.",
    },
    {
      title: "Checking the correct rating",
      text: "We check the size of the cable on that circuit and choose a fuse or breaker that protects it. If a previous owner fitted an oversized one, we bring it back down and explain what that means for how you use the circuit.",
    },
    {
      title: "Replacing the device",
      text: "Fuse wire is renewed at the correct rating, or a cracked carrier replaced; a worn breaker is swapped for one of the same type and tripping characteristic that fits your board. Terminals are tightened and checked for heat damage.",
    },
    {
      title: "Dealing with the cause",
      text: "An overloaded circuit may need an appliance moved elsewhere or a dedicated circuit of its own. A faulty appliance is pointed out so you can have it repaired, and a wiring fault is repaired before the circuit goes back on.",
    },
    {
      title: "Testing under normal load",
      text: "We switch back on, run the appliances that were on when it tripped and check that the new device holds. Then we test the earth leakage unit that protects the circuit.",
    },
  ],
  compliance: [
    "SANS 10142-1 ties a protective device's rating to the cable it protects. A device rated well above the cable's capacity lets the cable overheat inside the wall or roof long before anything trips, which is a real fire risk. That is why we never cure nuisance tripping by fitting a bigger fuse or breaker.",
    "Boards that still use fuse carriers often have no earth leakage protection at all, and socket circuits without a 30 mA earth leakage unit will not pass a Certificate of Compliance inspection. The fuses at the meter and on the supply side belong to the City of Cape Town or Eskom, depending on who supplies you; we do not touch those, and your account shows whom to call.",
  ],
  faqs: [
    {
      question: "Can I fit a bigger fuse so it stops blowing?",
      answer:
        "No. The fuse is sized to protect the cable behind it. A bigger one lets more current through than the cable can handle, so the cable heats up instead of the fuse blowing. The answer is to find out what is overloading the circuit.",
    },
    {
      question: "Should I change my old fuses to circuit breakers?",
      answer:
        "If your board still uses fuses, it is decades old and very likely lacks earth leakage protection. Replacing one fuse fixes today's problem; a board upgrade gives you breakers you can simply reset and protection against electric shock. We can quote both so you can choose.",
    },
    {
      question: "The whole house is off but no breaker has tripped. Is it a fuse?",
      answer:
        "Check the main switch and the earth leakage unit first, then the prepaid meter display, which may show a trip or no credit. If all of those look normal, the fault may be on the supply side, which is the supplier's responsibility. A quick test from us confirms which it is.",
    },
    {
      question: "Why does my breaker only trip in winter?",
      answer:
        "Heaters, tumble dryers and a geyser working harder all draw heavily in the cold months, and they often end up on one plug circuit. The breaker is telling you that circuit carries too much. Spreading the load or adding a dedicated circuit for the heaviest appliance usually solves it.",
    },
  ],
  related: [
    "electrical-panel-repairs",
    "electrical-panel-upgrades",
    "electrical-power-restoration",
    "electrical-repairs",
    "power-point-installation",
  ],
} satisfies ServiceInput;
