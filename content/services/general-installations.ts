import type { ServiceInput } from "../schema";

export const service = {
  slug: "general-installations",
  title: "General Electrical Installations",
  group: "residential",
  summary:
    "Fixed equipment wired into Cape Town homes: geyser timers, towel rails, gate and garage motors, pool and borehole pumps, isolators and outdoor plugs.",
  intro:
    "Many household installations are too small to call a project but too important to get wrong: a geyser timer, a heated towel rail, a supply for a gate motor, a pool pump or a garage door. We install the equipment to the manufacturer's instructions and SANS 10142-1, on a circuit protected correctly for what it supplies, with an isolator where one is needed and weatherproof fittings outside.",
  signs: [
    "You bought a geyser timer or smart switch to bring your electricity bill down and need it wired in.",
    "A new gate motor or garage door opener is running off an extension lead and should be wired in properly.",
    "A pool pump, borehole pump or pressure pump needs a protected outdoor supply.",
    "You want a heated towel rail or a wall heater fitted safely in a bathroom.",
    "You need a weatherproof plug point for garden tools, the braai area or a water feature.",
    "A doorbell transformer, alarm panel or wall heater needs a fixed connection rather than a plug.",
  ],
  steps: [
    {
      title: "The equipment and the circuit",
      text: "We read the manufacturer's installation requirements and check the circuit the equipment will run on: spare capacity, cable size, earth leakage protection and the route back to the board.",
    },
    {
      title: "Supply and isolation",
      text: "The equipment is fed from a suitable existing circuit or a new one, with a local isolator where it needs one for safe servicing, as pumps and motors do.",
    },
    {
      title: "Mounting and connecting",
      text: "We fix the equipment or its control box firmly and connect it with the right cable and glands. Outside we use sealed enclosures and UV-resistant conduit, with corrosion-resistant hardware near the sea.",
    },
    {
      title: "Setting up",
      text: "Timers are programmed with you, pumps are started and checked to switch on and off as intended, and gate and garage motors are run through their open, close and safety-stop cycles.",
    },
    {
      title: "Test and certificate",
      text: "We test earth continuity, insulation and the earth leakage trip on the circuit, and issue a Certificate of Compliance for new circuits, points and fixed connections.",
    },
  ],
  compliance: [
    "Outdoor equipment, pumps and anything near water must have earth leakage protection, earthed metal parts and fittings rated for the conditions. With Cape Town's wet winters and salt air we use IP65 or IP66 enclosures outside, and marine-grade or 316 stainless fixings close to the coast.",
    "New points, circuits and fixed connections are additions to the installation, so the Electrical Installation Regulations require a Certificate of Compliance for them. An electric fence along the same wall as a gate motor is a separate matter: it needs its own Electric Fence System Certificate.",
  ],
  faqs: [
    {
      question: "Will a geyser timer really save electricity?",
      answer:
        "A geyser kept hot around the clock loses heat through its walls all day long. A timer that heats the water shortly before you need it, and keeps the element off the rest of the time, cuts that waste. How much you save depends on your household's hot water use, so we set the times with you.",
    },
    {
      question: "Does my gate motor need its own circuit?",
      answer:
        "A gate motor draws little power, but it needs a permanent supply with earth leakage protection and a way to isolate it at the motor, not an extension lead. It can often share a suitable outdoor circuit; we check what the motor's manufacturer specifies.",
    },
    {
      question: "Can a heated towel rail go anywhere in the bathroom?",
      answer:
        "No. SANS 10142-1 limits what may be installed in the zones around a bath or shower. A towel rail usually goes outside the wettest zones and is connected through a fixed switched outlet rather than a plug. We check your layout before you buy one.",
    },
    {
      question: "Do I need an electrician for equipment that comes with a plug?",
      answer:
        "No. Anything supplied with a plug that fits a suitable socket is yours to plug in. You need us when the equipment has to be wired into the installation, needs a new circuit or plug point, or is going outside.",
    },
  ],
  related: [
    "electrical-appliance-installation",
    "energy-efficiency-solutions",
    "access-control-systems",
    "outdoor-lighting",
    "power-point-installation",
    "electrical-installations",
  ],
} satisfies ServiceInput;
