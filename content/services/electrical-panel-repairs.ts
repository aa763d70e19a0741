import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-panel-repairs",
  title: "Distribution Board (DB) Repairs",
  group: "residential",
  summary:
    "Distribution board repairs in Cape Town: breakers that will not reset, earth leakage faults, scorched connections and broken covers found and fixed.",
  intro:
    "Your distribution board, the DB, is where every circuit in the building starts, and most of its faults show up as tripping, buzzing or heat. We find the part that has failed, replace it with one of the right rating, tighten the connections that have worked loose and test the protection before we close the cover. If a board is too far gone to be worth repairing, we say so and quote a replacement instead.",
  signs: [
    "A breaker trips and will not reset, even with everything on that circuit unplugged.",
    "The earth leakage unit trips at random, often after rain or at night, and you cannot link it to one appliance.",
    "You hear buzzing or crackling from the board, or a breaker feels warm to the touch.",
    "There are brown scorch marks, melted plastic or a burning smell around a breaker or the neutral bar.",
    "Pressing the test button on the earth leakage unit does nothing.",
    "The board cover is cracked or missing, there are open gaps where breakers were removed, or an outside board lets in rain.",
    "Nobody knows which breaker controls what, because the labels have faded or were never written.",
  ],
  steps: [
    {
      title: "Making safe and opening up",
      text: "We switch off the main switch, prove with a tester that the parts we will handle are dead, and take off the cover. Before disconnecting anything we photograph the layout, so every circuit goes back exactly where it came from.",
    },
    {
      title: "Finding the part that failed",
      text: "We check each breaker and earth leakage unit, look for discoloured terminals and busbars, and measure insulation resistance on the circuits that trip. A breaker that keeps tripping is often healthy; the fault may be in the wiring or an appliance beyond it, and replacing the breaker would not fix that.",
    },
    {
      title: "Replacing and re-terminating",
      text: "Failed devices are replaced with the same type at a rating that matches the cable they protect. Scorched conductor ends are cut back and re-terminated, every screw terminal is tightened, and blanking plates close empty spaces so nobody can reach live parts.",
    },
    {
      title: "Proving the protection works",
      text: "We time the earth leakage unit's trip with a test instrument rather than relying on its button, and check that each repaired circuit holds with its normal load switched on.",
    },
    {
      title: "Labels and a short report",
      text: "Every circuit gets a clear, typed label. You receive a note of what we found and replaced, and of anything else in the board that will need attention in the next few years.",
    },
  ],
  compliance: [
    "SANS 10142-1 requires each circuit's protective device to suit the current its cable can safely carry, so a breaker is never swapped for a bigger one to stop it tripping. Socket-outlet circuits need earth leakage protection that trips at 30 mA, and with its cover on the board must leave no live part within reach of a finger.",
    "When a repair goes beyond replacing a device like for like, for example adding circuits, rearranging the board or fitting a main switch of a different rating, it becomes an alteration, and the Electrical Installation Regulations require a Certificate of Compliance for the altered work. We tell you before we start if your job falls into that category.",
  ],
  faqs: [
    {
      question: "Why does my earth leakage trip when it rains?",
      answer:
        "Water is getting into something on a protected circuit: an outside plug point, a garden light, a joint in a damp wall or a geyser element. The leakage to earth is small but enough to trip the unit. We test circuit by circuit to find which one, then repair the fitting rather than bypass the protection.",
    },
    {
      question: "A breaker trips the moment I reset it. What does that mean?",
      answer:
        "An instant trip usually points to a short circuit or an earth fault on the wiring or a fitting, not to too many appliances. Leave it off and call us. Resetting a breaker into a fault again and again can damage both the breaker and the cable.",
    },
    {
      question: "Should I repair my board or replace it?",
      answer:
        "If the board is in reasonable condition and one or two devices have failed, a repair makes sense. If it still uses fuses, has no earth leakage unit, is full with no room for new circuits, or the busbar is heat-damaged along its length, we recommend an upgrade and show you why.",
    },
    {
      question: "Is it safe to change a breaker myself?",
      answer:
        "We advise against it. The incoming terminals stay live with the main switch off, and a wrong rating or a terminal left slightly loose can start a fire weeks later. An electrician will also look for the reason the old breaker failed, which a straight swap misses.",
    },
    {
      question: "Can you repair the board on the first visit?",
      answer:
        "Most of the time, because we carry common breakers and earth leakage units in the van. Some older boards take devices that are no longer common; then we make the circuit safe and come back once we have the right part.",
    },
  ],
  related: [
    "electrical-panel-upgrades",
    "electrical-fuse-replacement",
    "electrical-repairs",
    "emergency-electrical-services",
    "electrical-testing-inspection",
    "earthing-wire-installation",
  ],
} satisfies ServiceInput;
