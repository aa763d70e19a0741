import type { AreaInput } from "../schema";

export const area = {
  slug: "hout-bay",
  region: "atlantic-seaboard",
  name: "Hout Bay",
  summary:
    "Electricians in Hout Bay for hillside homes and smallholdings: long cable runs to cottages and stables, borehole pumps, gate supplies and backup power.",
  intro:
    "Hout Bay is one of the longer drives in our regular area, about forty minutes from Bishop Lavis over Constantia Nek, so we plan visits carefully and come with what the job needs. The valley is spread out, with homes on the slopes, smallholdings on the flatter ground and the harbour at the seaward end, and the distances show up in the wiring as well as the drive.",
  travelMinutes: 40,
  housing:
    "Housing in Hout Bay is varied: family homes on the hillsides, secure estates, and smallholdings with paddocks, stables and cottages on the valley floor. On the bigger properties an outbuilding can be a long way from the main board, and the cable feeding it was often sized for a light and a plug, not for a kettle, a heater and a borehole pump.",
  typicalJobs: [
    "Long cable runs. Voltage drops over distance, so an undersized cable to a cottage or stable leaves lights dim and motors struggling to start. We calculate the size the run needs, lay armoured cable in a proper trench and fit a sub-board with its own protection at the far end.",
    "Pumps, gates and outdoor supplies. Borehole and pool pumps, irrigation controllers and gate motors all rely on outdoor isolators and connections that suffer in the wind and damp. We replace corroded parts, fit correctly rated isolators and test the earthing on every outdoor circuit.",
    "Backup power. Storms and network faults still cause outages, and on a plot that relies on a borehole a stopped pump means no water. We install inverter and battery systems sized for the essentials, including the pump where it makes sense, and register them with the City.",
  ],
  services: [
    "electrical-wiring-installation",
    "outdoor-lighting",
    "earthing-wire-installation",
    "solar-inverter-installation",
    "access-control-systems",
    "emergency-electrical-services",
  ],
  nearby: ["camps-bay", "constantia", "clifton"],
  faqs: [
    {
      question: "Can you run power to a cottage or stable at the far end of my plot?",
      answer:
        "Yes. We measure the distance and add up what the building will run, then size the cable so the voltage at the far end stays within limits. It goes underground at the right depth, and the outbuilding gets its own small board with an isolator and earth leakage protection. The new work is covered by a CoC when it is done.",
    },
  ],
} satisfies AreaInput;
