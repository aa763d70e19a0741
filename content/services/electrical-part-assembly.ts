import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-part-assembly",
  title: "Custom Board and Control Panel Assembly",
  group: "industrial",
  summary:
    "Distribution boards, control panels, motor starters and changeover panels built and tested in our Bishop Lavis workshop, then installed on site.",
  intro:
    "Some installations need a board that does not come off the shelf: a starter for a borehole or booster pump, a sub-board for a new workshop, a changeover panel for a generator, or a control panel for extraction fans or a conveyor. We build these in our workshop in Bishop Lavis, where the wiring is done neatly on a bench, every panel is tested before it leaves, and your premises are disturbed only for the day it is installed.",
  signs: [
    "You are installing a pump, compressor, extraction fan or other motor and need a starter with proper overload protection.",
    "A new workshop, outbuilding or tenant space needs its own sub-distribution board.",
    "You have a generator and want a changeover panel so it can feed the building without any risk of back-feeding the mains.",
    "An existing control panel is overcrowded, has no drawings, or has been patched so often that nobody trusts it.",
    "A machine has arrived with loose controls and needs a panel wired for a 400 V, 50 Hz supply.",
    "A building project needs several identical boards, built and tested before the site is ready for them.",
    "A board has failed and you need a replacement built quickly to cut the downtime.",
  ],
  steps: [
    {
      title: "Specification",
      text: "We start from the loads: motor ratings, the number of circuits, the supply the panel will connect to and the fault level at that point. For a control panel we agree how it must behave, such as start and stop buttons, float or pressure switches, timers and alarms, and write that down before anything is ordered.",
    },
    {
      title: "Layout and components",
      text: "We select the enclosure, breakers, contactors, overloads and terminals, leaving spare space for later circuits. The enclosure's IP rating suits where the panel will live: a dusty factory floor, a damp pump room or an outside wall facing the winter rain.",
    },
    {
      title: "Workshop build",
      text: "Components are mounted on DIN rail and back plates and wired in trunking, with ferrules on stranded conductors, wire numbers that match the drawing and engraved or printed labels on the door. A bench build is neater and more reliable than wiring a panel on a wall in a working factory.",
    },
    {
      title: "Testing before delivery",
      text: "Every panel is tested in the workshop: insulation resistance, continuity, tightness of every terminal and a functional run of the control circuit, with inputs simulated where the real switches are still on site. Overload relays are set to the motor nameplate current.",
    },
    {
      title: "Installation and commissioning",
      text: "On site we isolate the supply, mount and connect the panel, check phase rotation so that motors turn the right way, and run the equipment under load. You receive the wiring drawing, the circuit schedule and the test results, and the installation is certified.",
    },
  ],
  compliance: [
    "Once a panel is connected it is part of the fixed installation, so the work is done to SANS 10142-1 and covered by a Certificate of Compliance. Most of the panels we build are three-phase, outside the scope of an electrical tester for single phase, so they are signed off by an installation electrician or a master installation electrician. Where a panel serves a specialised installation, such as a hazardous location, the certificate has to come from a master installation electrician.",
    "A generator changeover must make it impossible for the generator and the mains to be connected at the same time. Otherwise the generator can feed back into the network and put at risk anyone working on a line they believe is dead. We build changeovers with a changeover switch or with contactors that are mechanically and electrically interlocked, and set up the neutral and earth arrangement to suit how the generator is used.",
    "Every motor we wire gets a means of isolation that can be locked in the off position near the machine, so that whoever works on it can be certain it will not start while their hands are inside.",
  ],
  faqs: [
    {
      question: "Can you build a panel to our engineer's drawings?",
      answer:
        "Yes. We build to a consulting engineer's drawings and schedules, and we raise any point where a specified part or rating looks wrong before we order. If there is no drawing, we produce one as part of the job and hand it over with the panel.",
    },
    {
      question: "What kind of motor starter does my pump need?",
      answer:
        "Smaller motors are usually started direct on line. Larger motors may need a star-delta starter, a soft starter or a variable speed drive to limit the starting current, reduce water hammer in the pipes or control the speed. We decide after looking at the motor, the supply and what the motor drives.",
    },
    {
      question: "Can you modify our existing panel instead of building a new one?",
      answer:
        "Often, if the enclosure has space and the existing wiring is sound. If it is overcrowded, heat-damaged or undocumented, a new panel built off site is usually quicker to swap in and costs less in lost production than working through the old one.",
    },
    {
      question: "How long does a custom panel take to build?",
      answer:
        "Mostly it depends on how quickly the components can be sourced. Common breakers, contactors and enclosures are available locally within days; some drives and special enclosures must be ordered in. We give you a delivery date with the quote and build while you prepare the site.",
    },
  ],
  related: [
    "industrial-electrical-services",
    "electrical-panel-upgrades",
    "electrical-design-consultation",
    "electrical-maintenance",
    "commercial-electrical-services",
  ],
} satisfies ServiceInput;
