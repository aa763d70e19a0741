import type { ServiceInput } from "../schema";

export const service = {
  slug: "data-network-cabling",
  title: "Data and Network Cabling for Offices and Homes",
  group: "security",
  summary:
    "Structured Cat6 cabling, Wi-Fi access points, patch panels and network cabinets for Cape Town offices and homes, tested, labelled and on backup power.",
  intro:
    "Wi-Fi struggles through brick, concrete and the thick walls of older Cape Town buildings, and one router in a corner rarely covers a whole house or office. A cabled network deals with the cause: a Cat6 cable to each desk, television, camera and ceiling access point, all running back to one neat cabinet. We plan, install, terminate, label and test the cabling, and because we are electricians we also give the cabinet its own power supply and backup.",
  signs: [
    "Wi-Fi drops out in some rooms, or video calls freeze in the back office.",
    "Your office is moving or growing and new desks need network and power points.",
    "Cables run along skirtings, through doorways or under carpets.",
    "The network cupboard is a tangle of unlabelled cables and nobody knows which goes where.",
    "You are adding IP cameras, access control or ceiling access points that take their power over the network cable.",
    "Fibre has been brought into the building but the router ended up in the wrong place.",
    "The internet goes down in every power cut, even though the house or office has an inverter.",
  ],
  steps: [
    {
      title: "Survey",
      text: "We mark every point needed, such as desks, printers, televisions, access points and cameras, find routes through ceilings, ducts and walls, and choose a place for the cabinet that is ventilated, secure and close to a power supply.",
    },
    {
      title: "Design and numbering",
      text: "Each point gets its own cable back to the patch panel, kept within the 90 metre limit for a permanent link. Access points are positioned from the floor plan and the wall construction, and point numbers are agreed before we start so that the labels match the plan.",
    },
    {
      title: "Installing the cable",
      text: "Cable runs in trunking, conduit or tray, with gentle bends and ties that are not pulled tight, because crushed or kinked data cable loses performance. Data cable is kept apart from power cables and crosses them at right angles where it has to.",
    },
    {
      title: "Termination and labelling",
      text: "Cables are terminated on the patch panel and on wall, floor or ceiling outlets, with matching labels at both ends. The cabinet gets short patch leads, cable management and the network switch.",
    },
    {
      title: "Testing every link",
      text: "Each link is tested end to end for correct wiring, length and faults, and the results are recorded against its label, so that a later network problem can be traced to a cable or ruled out quickly.",
    },
    {
      title: "Power for the cabinet",
      text: "The cabinet gets a dedicated plug point or circuit and, if you want it, a UPS or a feed from the inverter's backup side, so that the router, switch and fibre terminal stay up during an outage.",
    },
  ],
  compliance: [
    "Data cabling is extra-low voltage and falls outside the Certificate of Compliance, but the power for the cabinet, the UPS and any new plug points does not: that is wiring under SANS 10142-1 and needs its own CoC. Power and data must be segregated in shared trunking and routes, so that a fault on the mains side cannot reach the data cabling or the people using it.",
    "Where cables pass through a fire-rated wall or floor, the opening is sealed again afterwards so that the cable route does not become a path for fire and smoke between parts of the building.",
  ],
  faqs: [
    {
      question: "Should we install Cat6 or Cat6a?",
      answer:
        "Cat6 carries gigabit networking comfortably and 10-gigabit over shorter runs, which suits most homes and offices. Cat6a supports 10-gigabit over the full run length and is worth it for server rooms and busy access points. We advise based on what you run and how long the cables will be.",
    },
    {
      question: "Isn't mesh Wi-Fi good enough?",
      answer:
        "Mesh works well in many homes, but every wireless hop between units costs speed, and thick walls make it worse. Cabled access points give full speed at every point and leave the wireless capacity for phones and laptops. Even mesh units work better when they are linked to each other by cable.",
    },
    {
      question: "Can you hide the cables in an older building?",
      answer:
        "Usually. We use ceiling voids, existing conduit, skirting trunking painted to match, or floor boxes under desks. In solid-walled buildings a short chase or neat surface trunking is sometimes the only way, and we show you the route before we start.",
    },
    {
      question: "Who installs the fibre line itself?",
      answer:
        "Your fibre provider brings the line into the building and installs their terminal. We can lay a conduit with a draw wire to where the terminal should go beforehand, then cable from it to the cabinet and the rest of the building.",
    },
  ],
  related: [
    "cctv-installation",
    "access-control-systems",
    "commercial-electrical-services",
    "power-point-installation",
    "solar-inverter-installation",
  ],
} satisfies ServiceInput;
