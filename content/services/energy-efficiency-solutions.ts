import type { ServiceInput } from "../schema";

export const service = {
  slug: "energy-efficiency-solutions",
  title: "Energy Efficiency for Homes and Businesses",
  group: "solar",
  summary:
    "Lower electricity bills in Cape Town with geyser timers and heat pumps, LED lighting, solar water heating and pump timers, planned from measurements.",
  intro:
    "Before spending on more power, spend less of it. In most South African homes the geyser is the largest single load, followed by cooking, heating and, where there is one, the pool pump. We measure where your electricity actually goes, then recommend the changes that pay back soonest: a timer or heat pump on the geyser, LED lighting, timers on pumps and sensors on outside lights. Using less also means a smaller, cheaper inverter and battery can carry the house through an outage.",
  signs: [
    "Your bill or prepaid spend keeps climbing although the household has not changed.",
    "The geyser heats around the clock at a high thermostat setting.",
    "You are planning solar or an inverter and want to size it on a lower, realistic load.",
    "A business runs lights, air-conditioning or extraction long after everyone has gone home.",
    "The pool pump runs far longer each day than the pool needs.",
    "Halogen downlights or old fluorescent fittings are still in use throughout the building.",
    "The geyser is old and you need to decide what replaces it.",
  ],
  steps: [
    {
      title: "Measuring the load",
      text: "We record consumption at the board over several days with an energy logger and measure the main appliances one by one. This shows when the power is used and which loads matter, so that the advice rests on numbers from your own house rather than on guesses.",
    },
    {
      title: "Recommendations with payback",
      text: "You get a short list of measures, each with its cost, what it should save in your situation and roughly how long it takes to pay for itself. Cheap measures such as timers and thermostat settings usually come first.",
    },
    {
      title: "Geyser control",
      text: "A timer or smart geyser controller heats water when you need it instead of all day. Replacing an element geyser with a heat pump, or adding solar water heating, cuts the energy for hot water further. We wire these on the geyser's own circuit and isolator, and check that the geyser and its pipes are bonded to earth.",
    },
    {
      title: "Lighting, pumps and outdoor loads",
      text: "Halogen and fluorescent lights are replaced with LED, pool and borehole pumps go on timers matched to what they really need to do, and outside lights are switched by daylight or motion sensors instead of burning all night.",
    },
    {
      title: "Checking the result",
      text: "After the changes we measure again and compare with the first readings, so that you can see what each measure achieved and decide whether the next one is worth doing.",
    },
  ],
  compliance: [
    "Geysers, heat pumps and their controllers are fixed parts of the installation, so their wiring must meet SANS 10142-1: a dedicated circuit of the right rating, an isolator within reach, and the geyser and its metal pipes bonded to earth. Any change to the circuit, such as adding a timer or replacing an element geyser with a heat pump, needs a CoC for that work.",
    "If your plan includes solar panels connected to the house wiring through a grid-tied or hybrid inverter, the system must be registered with the City of Cape Town as small-scale embedded generation, even if it never exports. A heat pump's outdoor unit needs free airflow and, close to the sea, corrosion-resistant fixings.",
  ],
  faqs: [
    {
      question: "What saves the most on a typical home bill?",
      answer:
        "Usually the geyser: a timer so it heats only when needed, a sensible thermostat setting, insulated hot pipes and, when the geyser is due for replacement, a heat pump or solar water heater. After that come lighting and pumps. Your own measurements confirm the order.",
    },
    {
      question: "Should we choose a heat pump or a solar geyser?",
      answer:
        "A heat pump works day and night and under winter cloud, but it uses some electricity and needs space outside. A solar water heater uses free energy on sunny days and needs an element or heat pump as backup through Cape Town's wet winters. Roof direction, shade, space and budget decide, and we look at all four.",
    },
    {
      question: "Will a geyser timer leave us with cold showers?",
      answer:
        "Not if it is set around your routine. The geyser heats for a few hours before you normally use hot water and a well-insulated tank holds that heat. Timers have a manual override for the day that does not follow the pattern.",
    },
    {
      question: "Does using less power help during load-shedding?",
      answer:
        "Yes. An inverter and battery sized for an efficient house can be smaller, and an existing system lasts longer through each outage. Efficiency measures are often the cheapest way to stretch a backup system you already own.",
    },
  ],
  related: [
    "solar-inverter-installation",
    "solar-panel-installation",
    "lighting-solutions",
    "electrical-appliance-installation",
    "outdoor-lighting",
    "electrical-upgrades",
  ],
} satisfies ServiceInput;
