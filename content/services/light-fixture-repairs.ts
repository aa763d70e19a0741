import type { ServiceInput } from "../schema";

export const service = {
  slug: "light-fixture-repairs",
  title: "Light Fixture Repairs",
  group: "residential",
  summary:
    "Flickering, buzzing or dead lights repaired in Cape Town: failed LED drivers, worn switches, loose joints and tripping lighting circuits traced and fixed.",
  intro:
    "When a light flickers or buzzes, or a whole row of downlights goes dark, the lamp is rarely the real problem. The usual causes are a failed LED driver, a switch worn out after years of use, a loose connection in the ceiling, or water that has found its way into a fitting. We trace the actual fault instead of swapping lamps until something works, and check the circuit so the next lamp does not fail the same way.",
  signs: [
    "A light flickers or pulses even with a brand-new lamp.",
    "Several downlights on one switch have gone dark at the same time.",
    "A switch crackles, feels warm or has to be pressed hard before it works.",
    "The lighting breaker or the earth leakage unit trips when the lights are switched on.",
    "Lamps in one fitting blow far more often than they should.",
    "A fitting buzzes, smells hot or has left a brown ring on the ceiling around it.",
    "Water has dripped out of a light fitting after rain or a geyser leak.",
  ],
  steps: [
    {
      title: "Safe isolation",
      text: "We switch off the lighting circuit at the board, not just at the wall switch, and prove it dead. A wall switch breaks only one conductor, and if it was wired to the neutral by mistake, the fitting stays live with the light off.",
    },
    {
      title: "Testing lamp, driver and switch",
      text: "We test in order: the lamp, the driver or transformer, the switch and the connections in the ceiling. With LED downlights one failed driver takes out one fitting, while one bad joint can take out every fitting after it.",
    },
    {
      title: "Looking in the ceiling",
      text: "If the fault is not at the fitting, we go into the roof space and check the joints and cable runs. Rat damage, cable baked by old halogen transformers and earlier DIY joints are what we find most often.",
    },
    {
      title: "Repair or replacement",
      text: "We replace a driver, switch or lampholder where that makes sense, or the whole fitting if it is heat-damaged or parts are no longer made. If several fittings have failed the same way, we look for a shared cause such as trapped heat or an unsuitable dimmer.",
    },
    {
      title: "Testing and advice",
      text: "After the repair we test the circuit, including its earth, and tell you whether the other fittings show the same wear, so you can plan replacements instead of waiting for them to fail.",
    },
  ],
  compliance: [
    "A repaired lighting circuit must still meet SANS 10142-1: metal fittings earthed, connections made in proper connectors inside a fitting or enclosure, and cable suited to the heat where it runs. Old halogen downlights in particular baked the cables above them, and the brittle insulation we find there is a reason to renew the cable tail rather than just the lamp.",
    "If a repair turns into adding light points or changing the circuit, the new work falls under the CoC rules for alterations and we certify it. A fitting that has had water through it must be dried and its circuit tested for insulation resistance before it is switched back on.",
  ],
  faqs: [
    {
      question: "Why do my LED lights glow or flicker when they are switched off?",
      answer:
        "A faint glow with the switch off means a small current is still reaching the driver, through an illuminated switch, a switch wired in the neutral instead of the live, or long cable runs side by side. A switched neutral is a wiring fault that leaves the fitting live, so have it checked rather than living with it.",
    },
    {
      question: "Should I replace the lamp or the whole fitting?",
      answer:
        "If the fitting is sound and the same lamp is still sold, a new lamp or driver is enough. Integrated LED fittings, where the light source is built in, cannot be re-lamped, so when their LEDs or driver fail, a new fitting is often the practical answer.",
    },
    {
      question: "Why do the lamps in my downlights keep blowing?",
      answer:
        "Heat is the most common reason: lamps packed into insulation, in closed fittings or in a ceiling with no airflow. Loose lampholder contacts and a dimmer that does not suit the lamps also shorten their life. We look at the fitting instead of just selling you more lamps.",
    },
    {
      question: "One of my two-way switches has stopped working. Can you fix it?",
      answer:
        "Yes. Two-way and intermediate switching faults usually come down to a worn switch or a loose strapper wire between the switches. We test each switch in both positions to find the one that has failed, and replace that switch rather than the set.",
    },
  ],
  related: [
    "light-fixture-installation",
    "electrical-repairs",
    "outdoor-lighting",
    "electrical-wiring-repairs",
    "fan-repairs",
  ],
} satisfies ServiceInput;
