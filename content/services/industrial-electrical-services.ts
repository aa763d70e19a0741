import type { ServiceInput } from "../schema";

export const service = {
  slug: "industrial-electrical-services",
  title: "Industrial Electrical Services and Three-Phase Work",
  group: "industrial",
  summary:
    "Three-phase installation, machine supplies, motor circuits and fault-finding for Cape Town factories, workshops and warehouses, planned around production.",
  intro:
    "Factories and workshops run on three-phase power, motors and distribution boards that work hard for long hours in dust, heat and vibration. When something fails, production stops and people stand around. We install supplies for new machines, move and rewire plant when a floor is rearranged, maintain motor circuits and track down faults, and we plan the work around your shifts. Our industrial clients range from small engineering and joinery workshops to food producers and warehouses across the Cape Metro.",
  signs: [
    "A new machine, compressor or welding set has arrived and needs a three-phase supply and isolator.",
    "Motors trip on overload, run hot or struggle to start, or breakers trip when several machines start together.",
    "You are moving plant around the floor, or taking over a new unit, and the power has to follow.",
    "Your load has grown and the main board, the supply cable or the supply itself may no longer be enough.",
    "Machines have no local isolator or emergency stop, or the isolators cannot be locked off.",
    "Lights flicker when big motors start, or one phase carries far more load than the others.",
    "An insurer, auditor or customer audit has listed electrical items that must be closed out.",
  ],
  steps: [
    {
      title: "Walk the floor with your people",
      text: "We go round the plant with your production or maintenance lead, note each machine, its rating and how hard it works, and agree which work can happen while production runs and which needs a shutdown.",
    },
    {
      title: "Load and supply check",
      text: "We measure the current on each phase at the main board during normal production and compare it with the supply capacity and the board's ratings. That tells us whether new plant can simply be added, or needs a new sub-board, a heavier supply cable or an application to the supply authority.",
    },
    {
      title: "Planned shutdown and lockout",
      text: "We avoid working on live boards. Shutdowns are booked for early mornings or Saturdays; each supply is isolated, locked off, proved dead and kept locked until the work is finished and everyone is clear.",
    },
    {
      title: "Installation",
      text: "Supplies are run in cable tray, trunking or conduit suited to the environment, with cables sized for the motor's full-load current, its starting current and the length of the run. Each machine gets an isolator within reach of the operator and, where the machine needs one, an emergency stop.",
    },
    {
      title: "Commissioning and records",
      text: "We check phase rotation before motors are coupled to their loads, set overloads to the motor nameplate, run the plant under load and measure currents. Test results and an updated board schedule go to your maintenance team with the Certificate of Compliance.",
    },
  ],
  compliance: [
    "Industrial installations must comply with SANS 10142-1, and every addition or alteration needs a Certificate of Compliance. An electrical tester for single phase may not certify three-phase work; it has to be signed by an installation electrician or a master installation electrician. Specialised installations, such as spray booths or stores where flammable vapour or dust can gather, need a master installation electrician and equipment rated for the hazard.",
    "The Occupational Health and Safety Act places the duty on the employer to provide safe machinery and a safe workplace, and electrical work on site follows a lockout procedure: isolate, lock, prove dead and earth where needed, so that no machine can be energised while someone is working on it.",
  ],
  faqs: [
    {
      question: "Can you work while the factory is running?",
      answer:
        "Much of the work, yes: running new cable, mounting tray and isolators, and building sub-boards in our workshop. The final connections need the affected supply switched off, which we plan with you as a short shutdown, often early in the morning or on a Saturday.",
    },
    {
      question: "Why do our breakers trip when the big machines start?",
      answer:
        "A motor draws several times its running current for a moment as it starts. If several start together, or a breaker has the wrong tripping curve for motor loads, it trips. The cure may be a breaker suited to motors, staggered starting, or a soft starter or drive on the largest motor. We measure the starting current before recommending anything.",
    },
    {
      question: "Do we need a bigger supply from the City or Eskom?",
      answer:
        "Not always. Often the load is unevenly spread across the three phases, and moving a few circuits evens it out. If the measured demand really does exceed the supply, we prepare the load figures for the upgrade application and upgrade the main board to match.",
    },
    {
      question: "Can you connect machinery imported from overseas?",
      answer:
        "Yes, provided it is built for a 400 V, 50 Hz three-phase supply, or a suitable transformer is fitted where it is not. We check the nameplate, the control voltage and the direction of rotation before connecting, and wire a local isolator and protection to suit.",
    },
    {
      question: "What if a machine breaks down at night?",
      answer:
        "Call our 24-hour line. It helps if someone who knows the plant can meet us at the board, and if the board schedule and any drawings are at hand, because that shortens the time to find the fault.",
    },
  ],
  related: [
    "electrical-part-assembly",
    "electrical-maintenance",
    "electrical-testing-inspection",
    "electrical-design-consultation",
    "commercial-electrical-services",
    "emergency-electrical-services",
  ],
} satisfies ServiceInput;
