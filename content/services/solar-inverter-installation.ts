import type { ServiceInput } from "../schema";

export const service = {
  slug: "solar-inverter-installation",
  title: "Hybrid Inverter and Battery Installation",
  group: "solar",
  summary:
    "Hybrid inverters and lithium batteries for backup power in Cape Town, with an essentials board, proper isolation and earthing, SSEG registration and a CoC.",
  intro:
    "An inverter with a battery keeps the lights, Wi-Fi, fridge, alarm and gate motor running when the grid goes down, whether the cause is load-shedding, cable theft or a winter storm. Add solar panels and the same inverter also cuts your bill. We size the system to the circuits you want backed up, split them onto an essentials section of the board, install the inverter and battery with correct DC and AC isolation and earthing, and register it with the City of Cape Town, which the City requires even of systems that never export.",
  signs: [
    "Outages disrupt working from home, running a small business or keeping essential equipment going.",
    "The gate motor, alarm and cameras all go down when the power does.",
    "You have a portable inverter running on extension leads and want it installed properly.",
    "You want a system that can take solar panels now or later.",
    "You run a generator during outages and want backup without the fuel, noise and fumes.",
    "An inverter was installed without City registration or a CoC, and you are selling or insuring the property.",
    "Your batteries no longer last through an outage the way they used to.",
  ],
  steps: [
    {
      title: "Deciding what to back up",
      text: "We list the circuits you need during an outage and measure or estimate their load. Lights, plugs for electronics, the fridge, alarm, gate and Wi-Fi are typical. Geysers, ovens, kettles and heaters would empty a home battery quickly, so they usually stay on the grid side.",
    },
    {
      title: "Sizing inverter and battery",
      text: "The inverter is sized for the largest load that will run at one time, the battery for how long you need it to last. We explain the trade-offs in plain terms and give a fixed quote for the whole system, including the board work.",
    },
    {
      title: "The essentials board",
      text: "We split the distribution board so that backed-up circuits are fed from the inverter and the rest straight from the grid, with a bypass switch so the inverter can be serviced or replaced without leaving the house dark.",
    },
    {
      title: "Installing inverter and battery",
      text: "Both go in a dry, ventilated spot out of direct sun, away from bedrooms where possible, with short DC cables that are fused and isolated. The earth and neutral arrangement is set so that the earth leakage units still protect you while the inverter runs on its own.",
    },
    {
      title: "Registration and certificate",
      text: "The City of Cape Town SSEG application, for an inverter on its approved list, is submitted and approved before installation starts. Once the system is in, we commission it, set the charging and export limits, issue a Certificate of Compliance and send the City the sign-off it asks for to complete the registration.",
    },
  ],
  compliance: [
    "Many homeowners are surprised to hear that a hybrid inverter which only charges from the grid and never exports still needs City of Cape Town authorisation as small-scale embedded generation. It does, because it is connected to the City's supply and is capable of feeding it, and the model installed must appear on the City's approved inverter list.",
    "SANS 10142-1 applies to every part of the backup installation, and the Certificate of Compliance has to cover it: the bypass arrangement, DC and AC isolators, fusing of the battery cables, earthing, and earth leakage protection on the backed-up circuits. A lead with a plug on each end, used to push an inverter's output back into a wall socket, leaves live pins exposed and can feed the network; we remove these whenever we find them.",
    "Lithium batteries store a great deal of energy in a small box. We mount them as their manufacturer specifies, with the clearances, ventilation and protection from heat the instructions call for, and connect the battery's management system to the inverter so charging stays within safe limits.",
  ],
  faqs: [
    {
      question: "How long will my backup power last?",
      answer:
        "It depends on the battery capacity and on what runs during the outage. A system carrying lights, Wi-Fi, the TV and a fridge lasts far longer than one that also powers a kettle and a microwave. We calculate it from your actual loads, and the monitoring app shows you how quickly the battery is draining.",
    },
    {
      question: "Do I need solar panels with an inverter?",
      answer:
        "No. An inverter and battery can charge from the grid and take over when it fails. Panels can be added later if the inverter has a solar input, so we suggest choosing a hybrid model with enough capacity for the panels you might want one day.",
    },
    {
      question: "Can the inverter run my geyser?",
      answer:
        "A large enough system can, but a 2 to 4 kW element would flatten a home battery in a short time. It is usually better to keep the geyser on the grid with a timer, or to look at a heat pump or solar water heating to cut what it costs to heat water.",
    },
    {
      question: "Is my existing inverter installation legal?",
      answer:
        "If it is connected to your supply, it needs City of Cape Town registration, a model on the approved list and a Certificate of Compliance. We can inspect an existing installation, correct what does not comply and prepare the registration for you.",
    },
  ],
  related: [
    "solar-panel-installation",
    "solar-system-maintenance",
    "electrical-panel-upgrades",
    "electrical-compliance-certificates",
    "electrical-power-restoration",
    "energy-efficiency-solutions",
  ],
} satisfies ServiceInput;
