import type { ServiceInput } from "../schema";

export const service = {
  slug: "electric-motor-charger-installation",
  title: "Electric Vehicle (EV) Charger Installation",
  group: "residential",
  summary:
    "Home and workplace EV chargers installed in Cape Town: a load check, a dedicated circuit, earth leakage protection suited to chargers and a CoC.",
  intro:
    "An electric vehicle charger pulls a heavy, steady load for hours, usually in the evening and overnight when the geyser, stove and heaters may also be on. Before we mount anything we check that your supply, meter and distribution board can carry it. Then we run a dedicated circuit with protection suited to a car charger and set the charging current so that your main switch stays in. We install wall-mounted chargers at homes, in complex parking bays and at workplaces, and certify the new circuit.",
  signs: [
    "You have bought or ordered an electric or plug-in hybrid car and need a proper place to charge it at home.",
    "You charge from an ordinary plug point with the cable that came with the car, it takes all night, and the plug top gets warm.",
    "The main switch or the prepaid meter trips when the car is charging and the geyser or oven comes on.",
    "Your business wants charging bays for staff, fleet vehicles or visitors.",
    "An owner in your complex has asked the trustees for a charger in a parking bay and nobody knows what the building's supply can take.",
    "You have solar panels and want the car to charge from daytime surplus rather than from the grid.",
  ],
  steps: [
    {
      title: "Load check and site survey",
      text: "We look at the size of your supply and whether it is single- or three-phase, the rating of the main switch, the meter, and what else runs at the same time: geyser, stove, pool pump, heat pump. We measure the cable route from the board to where the car parks and confirm that the charger suits the car's onboard charger.",
    },
    {
      title: "Choosing the charger and its rating",
      text: "For most homes this is a 7 kW charger on a single-phase circuit. An 11 or 22 kW unit needs a three-phase supply and only helps if the car can accept that rate. Where the supply is tight we recommend a charger that can be limited to a lower current, or one that measures the rest of the house and slows down when the kettle and geyser are on.",
    },
    {
      title: "Running the dedicated circuit",
      text: "The charger gets its own breaker and cable from the distribution board, sized for a continuous load over the full length of the run so that the voltage at the car does not sag. In a carport or on an outside wall the cable goes in UV-resistant conduit, and the charger is mounted out of the worst of the rain and the south-easter, with the cable holster at a height that is easy to use.",
    },
    {
      title: "Protection against DC fault currents",
      text: "A fault in a car's charging system can leak smooth DC current to earth, which an ordinary earth leakage unit may not detect and which can stop it from tripping on an AC fault as well. We fit the protection the charger's manufacturer specifies for this: either an earth leakage unit rated for DC faults, or a standard unit together with the DC detection built into the charger. The earthing at the charger is checked as part of the same work.",
    },
    {
      title: "Setup, testing and certificate",
      text: "We set the maximum charging current, connect the charger to your Wi-Fi or app if it has one, and set a charging schedule if you want one. We test insulation resistance, earth continuity and the earth leakage trip, issue a Certificate of Compliance for the new circuit, and show you how to start, stop and lock the charger.",
    },
  ],
  compliance: [
    "A charger circuit is an addition to your installation, so it must be wired to SANS 10142-1 and needs a Certificate of Compliance for the new work under the Electrical Installation Regulations. A single-phase home charger may be certified by an electrical tester for single phase or an installation electrician; a three-phase charger, or a row of chargers fed from a three-phase board at a workplace or complex, must be certified by an installation electrician or a master installation electrician.",
    "If you have an inverter, the charger should normally be on the grid side, not on the inverter's backup output. A car battery is many times larger than a home battery bank, so charging it from the backup side during an outage can empty the house batteries within a short time and overload the inverter. In a sectional title complex, speak to the trustees before any cable is run across common property, and agree how the charger's electricity will be metered and paid for.",
  ],
  faqs: [
    {
      question: "Can I just charge from a normal plug point?",
      answer:
        "You can, with the portable cable most cars come with, but it is slow and it keeps one plug point loaded near its limit for many hours at a time. Older sockets and loose terminals heat up under that kind of load. If that is your plan for now, let us check the circuit and the socket first and replace anything that is not up to it.",
    },
    {
      question: "Will an EV charger work on a prepaid meter?",
      answer:
        "Yes, but a prepaid meter has its own trip limit, which can be lower than your main switch. We check what your meter allows and set the charger's maximum current below it, leaving room for the geyser and the kitchen. If the limit is simply too low, the supply has to be increased through whoever supplies your electricity; check your account to see whether that is the City or Eskom.",
    },
    {
      question: "Is a 22 kW charger worth it for my house?",
      answer:
        "Only if you have a three-phase supply and your car can take 22 kW when charging on AC, which many cars cannot. The car draws only what its onboard charger allows. For most households a 7 kW charger comfortably replaces a day's driving overnight and costs less to install.",
    },
    {
      question: "Can the car charge from my solar panels?",
      answer:
        "During the day, yes, if the car is at home when the sun is up. Some chargers can follow your solar output and charge only from surplus power that would otherwise be wasted. At night the energy comes from the grid, which is why we keep the charger off the inverter's backup circuit.",
    },
    {
      question: "How long does an installation take?",
      answer:
        "Where the distribution board is close to the garage and has space, a home charger is usually fitted and certified in a day. A long cable run, trenching to a detached garage or a board that must be upgraded first adds time, and we tell you how much after the site visit.",
    },
  ],
  related: [
    "electrical-panel-upgrades",
    "solar-inverter-installation",
    "solar-panel-installation",
    "electrical-compliance-certificates",
    "earthing-wire-installation",
    "commercial-electrical-services",
  ],
} satisfies ServiceInput;
