import type { ServiceInput } from "../schema";

export const service = {
  slug: "power-point-repairs",
  title: "Power Point Repairs and Replacements",
  group: "residential",
  summary:
    "Loose, scorched, sparking or dead plug points repaired in Cape Town. We replace the socket and check the circuit behind it so the fault does not return.",
  intro:
    "A scorched or loose plug point is a fire risk, not a cosmetic problem. Browning around the pins shows that a connection has been running hot, in the socket itself, in the plug of whatever was plugged into it, or in the cable behind it. We replace damaged sockets, remake the connections behind them and check the circuit and the breaker that protects it, so a new socket is not simply fitted onto the same fault.",
  signs: [
    "The plate around the socket is brown or black, or has melted near the pins.",
    "Plugs fall out, feel loose or only work when held at an angle.",
    "The socket or the plug in it is warm after a heater or kettle has been on.",
    "You heard a crack or saw a bright flash when plugging in or switching on.",
    "One socket, or a run of them, is dead while the rest of the house works.",
    "The cover is cracked or broken and you can see the terminals.",
    "An outdoor socket trips the earth leakage unit whenever it rains.",
  ],
  steps: [
    {
      title: "Isolating the circuit",
      text: "We switch the circuit off at the board and prove it dead with a tester before the cover comes off. A socket can be fed from more than one direction, so every terminal is tested, not only the one we expect to be live.",
    },
    {
      title: "Finding the cause",
      text: "We look at the terminals, the cable ends and the back box. A loose terminal screw, a cable end that was nicked or has overheated, and one heavy appliance run for hours are the usual culprits, and a burnt plug top on your appliance can ruin a good socket too.",
    },
    {
      title: "Replacing the socket",
      text: "The damaged socket is replaced with a sound unit that takes your plug types. Heat-damaged cable ends are cut back to clean copper and the terminals tightened firmly. If the box is broken or loose in the wall, it is replaced as well.",
    },
    {
      title: "Checking the rest of the circuit",
      text: "A dead socket often means a loose connection at the point before it on the circuit, so we open the neighbouring points too. We also check that the breaker for the circuit is the right size for the cable.",
    },
    {
      title: "Testing",
      text: "At the repaired socket we check that live and neutral are the right way round, that the earth is continuous and that the earth leakage unit trips, and tell you if the appliance that was plugged in should be checked before it is used again.",
    },
  ],
  compliance: [
    "Under SANS 10142-1 every plug point needs a sound earth connection, and the circuit feeding it needs 30 mA earth leakage protection. We regularly find replacement sockets fitted with the earth left off, which lets the metal case of an appliance become live without anything tripping, so we check the earth on every socket we touch.",
    "A scorched socket on a circuit with no earth leakage unit, or with a breaker larger than its cable allows, is a warning about the board as well. We repair the socket and tell you separately what else needs attention, so you can decide whether to deal with it on the same visit.",
  ],
  faqs: [
    {
      question: "Why did my plug point turn brown?",
      answer:
        "Heat. A loose terminal or worn contacts inside the socket add resistance, and under a heavy load such as a heater, kettle or iron that resistance turns into heat. Left long enough it melts the plastic and can start a fire, so stop using the socket until it has been repaired.",
    },
    {
      question: "Can I replace a plug point myself?",
      answer:
        "Work on the fixed wiring is meant to be done by a registered electrician or someone working under one, according to the Electrical Installation Regulations. More practically, many of the burnt sockets we replace were fitted by someone who did not tighten the terminals properly or left the earth disconnected.",
    },
    {
      question: "Is a spark when I plug something in dangerous?",
      answer:
        "A tiny spark when you plug in a device that is already switched on can be normal. A bright flash, a crackle, a burning smell or sparks with the switch off are not. Switch that circuit off at the board and leave the socket alone until it has been checked.",
    },
    {
      question: "Should I replace all my old sockets at once?",
      answer:
        "Not necessarily. Sockets that are sound and grip plugs firmly can stay. If several are loose, cracked or discoloured, replacing them in one visit costs less than separate call-outs, and it is a good moment to change to combination sockets that take newer plugs.",
    },
  ],
  related: [
    "power-point-installation",
    "electrical-repairs",
    "emergency-electrical-services",
    "electrical-wiring-repairs",
    "general-repairs",
  ],
} satisfies ServiceInput;
