import type { ServiceInput } from "../schema";

export const service = {
  slug: "fan-repairs",
  title: "Ceiling and Extractor Fan Repairs",
  group: "residential",
  summary:
    "Wobbling, noisy, slow or dead ceiling and extractor fans repaired in Cape Town: capacitors, controllers, remote receivers, bearings and fixings.",
  intro:
    "A fan that hums but will not turn usually has a failed capacitor; one that wobbles needs balancing or a firmer fixing; one stuck on a single speed often has a faulty controller. We find the cause, repair it with the right part, and tell you honestly when a new fan would cost less than fixing the old one.",
  signs: [
    "The fan hums when switched on but the blades do not turn, or only start if you give them a push.",
    "It turns slowly even on the highest setting.",
    "It wobbles, clicks or rattles, and the wobble gets worse at higher speeds.",
    "The remote has stopped working, or the fan switches on or changes speed by itself.",
    "The light on a fan-light combination flickers or is dead while the fan still runs.",
    "A bathroom extractor runs but hardly pulls air, or keeps running long after the light is off.",
    "A patio fan near the sea has rusty fixings or stiff, noisy bearings.",
  ],
  steps: [
    {
      title: "Isolating and checking the mounting",
      text: "We switch off at the board, not only at the wall switch, and check the bracket first. A fan moving on its fixing is a safety problem that comes before any other repair.",
    },
    {
      title: "Diagnosis",
      text: "We test the capacitor, the speed controller or remote receiver, the motor windings and the supply, to separate a cheap part failure from a worn-out motor.",
    },
    {
      title: "Repair",
      text: "Failed capacitors, controllers and receivers are replaced with parts of matching rating, loose brackets and downrods secured, and blades cleaned, trued and balanced. Extractors are cleaned of grease and fluff, and their shutters freed.",
    },
    {
      title: "Repair or replace",
      text: "If the windings or bearings have failed on an inexpensive fan, we give you the cost of a repair and of a replacement side by side so you can choose.",
    },
    {
      title: "Final checks",
      text: "We run the fan at each speed, confirm the switch or controller does what it should and check the earth on metal bodies before handing back.",
    },
  ],
  compliance: [
    "A ceiling fan is a heavy rotating load hanging above people, so the fixing matters as much as the wiring. We check that the bracket is fixed to a joist or brace, that any safety cable supplied with the fan is in place, and that no loose joints are hidden in the canopy.",
    "Like-for-like repairs leave the installation as it was, but moving the fan, changing its switching or running a new supply is an alteration that needs a Certificate of Compliance. A metal fan body must stay earthed after any repair, and we will not put a fan back into service with its earth disconnected.",
  ],
  faqs: [
    {
      question: "Why does my fan hum but not spin?",
      answer:
        "Most ceiling fans use a capacitor to start the motor. When it fails, the motor hums but cannot get going, and it may run if you spin the blades by hand. A new capacitor is a quick and inexpensive repair.",
    },
    {
      question: "Is a wobbling ceiling fan dangerous?",
      answer:
        "A slight wobble is usually unbalanced blades. A wobble that has grown worse, or a fan that shifts on its bracket, can mean the fixing is working loose. Stop using it and have it checked, because a falling fan can injure someone.",
    },
    {
      question: "Why does my fan switch on by itself?",
      answer:
        "Remote-controlled fans use a radio code, and a neighbour's remote on the same code can operate yours; a failing receiver can also behave erratically. Changing the code on the remote and receiver often cures it, otherwise the receiver needs replacing.",
    },
    {
      question: "Is it worth repairing an old ceiling fan?",
      answer:
        "If the motor is sound, usually yes: capacitors, controllers and receivers cost little compared with a new fan and the labour of fitting it. If the motor has burnt out or the bearings are worn on a basic fan, replacing it often makes more sense, and we will say so.",
    },
  ],
  related: ["fan-installation", "light-fixture-repairs", "general-repairs", "electrical-repairs"],
} satisfies ServiceInput;
