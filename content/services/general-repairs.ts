import type { ServiceInput } from "../schema";

export const service = {
  slug: "general-repairs",
  title: "General Electrical Repairs and Small Jobs",
  group: "residential",
  summary:
    "Small electrical repairs around Cape Town homes: broken switches, loose plug points, geyser thermostats and elements, timers, doorbells and fittings.",
  intro:
    "Not every job is a rewire. A cracked light switch, a plug point hanging out of the wall, a geyser that has stopped heating or a timer that lost its settings still needs a qualified electrician, and we are glad to do the small jobs properly. Make a list of everything that has been bothering you, and we will work through it in one visit.",
  signs: [
    "A light switch is cracked, sticks, or only works if you press it a certain way.",
    "A plug point is loose in the wall, its cover is broken or plugs fall out of it.",
    "The geyser has stopped heating, or the water comes out far too hot.",
    "A geyser timer, pool pump timer or outside light timer no longer keeps time.",
    "The doorbell, a bathroom heater or a towel rail has quietly stopped working.",
    "You have a list of small faults that never seemed worth a call-out on their own.",
  ],
  steps: [
    {
      title: "Your list, before we arrive",
      text: "When you book, tell us everything you want looked at. Knowing the list in advance means we bring the right parts and can tell you roughly how long the visit will take.",
    },
    {
      title: "Safe isolation",
      text: "Before opening anything we switch off and prove the circuit is dead. For a geyser we switch off its isolator and close the water supply before touching the element or thermostat.",
    },
    {
      title: "Repair or replace",
      text: "Worn switches, plug points and timers are replaced; a geyser element or thermostat is tested and replaced if it has failed. If a small fault turns out to be a symptom of something bigger, such as scorching behind a switch, we tell you before going further.",
    },
    {
      title: "Checking while the covers are off",
      text: "On each point we handle we check the connections and the earth, and we test the earth leakage unit, because one loose terminal often means others on the same circuit.",
    },
    {
      title: "Wrapping up",
      text: "Every item is tested before we leave. You get a list of what was done, and anything that needs a separate quote is written down with the reason.",
    },
  ],
  compliance: [
    "Small repairs are still work on the fixed installation, and SANS 10142-1 applies to them. A replacement switch or socket must be correctly rated, connected to earth where it has an earth terminal and mounted in a box so that no live conductor is exposed. A geyser needs its own circuit and isolator and must be bonded to earth with its metal pipes, so a thermostat replacement is a good moment to check the bond.",
    "Swapping a worn fitting for the same kind in the same place is a repair. Adding a point or moving one is an alteration, which needs a Certificate of Compliance for the new work; if a small job turns into an alteration while we are there, we tell you and certify it.",
  ],
  faqs: [
    {
      question: "Is it worth calling an electrician for one broken switch?",
      answer:
        "Yes, if the switch is cracked, sparking or warm, because those are safety problems rather than cosmetic ones. If it only looks tired, add it to a list and we will do it together with other small jobs in one visit.",
    },
    {
      question: "My geyser has stopped heating. Is that an electrical problem?",
      answer:
        "Often it is. Check the geyser isolator and its breaker first. If both are on, the element or thermostat has usually failed, and we test and replace whichever it is. If water is leaking from the geyser or the overflow keeps running, you need a plumber as well.",
    },
    {
      question: "Do you bring the parts?",
      answer:
        "We carry common switches, plug points, breakers, timers, geyser elements and thermostats. If you want a particular style of switch plate to match the rest of the house, buy it beforehand or tell us what you want and we will source it.",
    },
    {
      question: "How do you price small jobs?",
      answer:
        "It depends on how many items there are, the parts needed and how far we travel. We explain how we charge when you book and give you a price for each item before starting, so you can decide what to fix now and what can wait.",
    },
  ],
  related: [
    "electrical-repairs",
    "power-point-repairs",
    "light-fixture-repairs",
    "fan-repairs",
    "general-installations",
    "energy-efficiency-solutions",
  ],
} satisfies ServiceInput;
