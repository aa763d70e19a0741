import type { ServiceInput } from "../schema";

export const service = {
  slug: "earthing-wire-installation",
  title: "Earthing and Bonding Installation",
  group: "residential",
  summary:
    "Earth electrodes, main earth conductors and bonding of geysers and metal pipework in Cape Town homes, measured and tested to SANS 10142-1.",
  intro:
    "Earthing gives fault current a safe path, so a breaker or earth leakage unit can cut the supply before anyone touches a live metal part. In many older homes the earth is missing, corroded or broken by later plumbing work, and nothing looks wrong until someone gets a shock. We install and repair earth electrodes and main earth conductors, bond geysers and metal pipework, and measure the results so you know the protection will work.",
  signs: [
    "You feel a tingle when you touch a tap, the geyser pipes, a metal sink or the stove.",
    "Plug points have three holes, but nothing is connected to the earth terminal behind them.",
    "Your CoC inspection failed on earth continuity, bonding or the earth electrode.",
    "A plumber replaced a length of copper pipe with plastic, breaking the metal path that bonded the rest of the pipework.",
    "The earth spike and its clamp near the board are rusted, loose or missing.",
    "You are adding an inverter, solar panels, surge protection or an EV charger, all of which rely on a sound earth.",
    "A backyard room or garage is fed from the house by a cable with no earth conductor in it.",
  ],
  steps: [
    {
      title: "Measuring what is there",
      text: "We measure earth continuity from the board to plug points and metal fittings, test the resistance of any existing electrode and check the earth terminal provided at the supply. The readings show whether the weak link is the electrode, the main earth conductor or the circuits themselves.",
    },
    {
      title: "Installing or renewing the electrode",
      text: "If the electrode is missing or its resistance is too high, we drive a new copper-bonded earth rod near the board, where it stays accessible for inspection, and connect it with a correctly sized conductor and a clamp that will not corrode loose.",
    },
    {
      title: "Bonding the geyser and pipes",
      text: "The geyser, its metal inlet and outlet pipes and other exposed metal pipework are bonded to the main earth. Where plastic fittings have interrupted the metal path, we add bonding conductors across them.",
    },
    {
      title: "Restoring circuit earths",
      text: "Points with no earth conductor get one, by running a new earth or replacing the cable, and loose terminals on the board's earth bar are cleaned and tightened.",
    },
    {
      title: "Retesting and recording",
      text: "We repeat the continuity, electrode resistance and earth leakage tests and write the results down. When the work is an addition or alteration, they form part of the test report with its Certificate of Compliance.",
    },
  ],
  compliance: [
    "SANS 10142-1 requires the exposed metal parts of an installation, and metalwork that could become live such as a geyser and its pipes, to be earthed and bonded so that a fault operates the protection. Earthing and bonding are checked in every Certificate of Compliance inspection, and an unbonded geyser is one of the defects that most often holds a certificate back.",
    "An earth leakage unit can trip without an earth, but only once current is already flowing somewhere it should not, possibly through a person who touches a live appliance case. A sound earth lets the fault show up straight away. The two work together, and a house needs both.",
    "Inverters, solar array frames and surge arresters all connect to the installation's main earth. Before we add any of them, we check that the earth they will depend on is in good order.",
  ],
  faqs: [
    {
      question: "Why do I get a small shock from my taps?",
      answer:
        "A tingle from metal pipes usually means a fault is putting voltage on the pipework and the pipework is not properly bonded, so the protection cannot react. Switch off the geyser at its isolator if you can, avoid touching the pipes and call us; it can get worse without warning.",
    },
    {
      question: "How can I tell whether my house is earthed?",
      answer:
        "Not by looking: a three-hole plug point may have nothing connected to its earth terminal. The only reliable way is to measure continuity at each point and the resistance of the electrode with a calibrated instrument, which is part of every inspection we do.",
    },
    {
      question: "Our plumber put in plastic pipes. Does that affect the earthing?",
      answer:
        "It can. If a section of copper was cut out and replaced with plastic, metal pipes on the far side may no longer be bonded. We test continuity along the pipework and add bonding conductors where needed. Ask your plumber not to remove earth clamps without telling you.",
    },
    {
      question: "Where should the earth spike go?",
      answer:
        "In open soil close to the board, where it will not be dug up, paved over or caught by a lawnmower, and where its connection can be inspected later. We keep clear of water pipes and other buried services and point out its position so future builders know it is there.",
    },
  ],
  related: [
    "electrical-compliance-certificates",
    "electrical-testing-inspection",
    "electrical-inspections",
    "electrical-panel-upgrades",
    "solar-inverter-installation",
    "electrical-appliance-installation",
  ],
} satisfies ServiceInput;
