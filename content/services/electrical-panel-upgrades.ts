import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-panel-upgrades",
  aliases: ["electrical-panel-upgrades-replacement"],
  title: "Distribution Board Upgrades and Replacements",
  group: "residential",
  summary:
    "Old fuse boards and distribution boards replaced in Cape Town: modern breakers, 30 mA earth leakage, surge protection, room to grow and a CoC.",
  intro:
    "Many older Cape Town homes still have the distribution board they were built with: rewireable fuses or early breakers on a wooden or asbestos-cement backing, no earth leakage protection and no spare space. Replacing it deals with several of the dangers we find in older houses in one job, and it is often what stands between a property and a Certificate of Compliance. A new board also gives you room for what a modern home needs: a stove circuit, a heat pump, an inverter or an EV charger.",
  signs: [
    "The board has rewireable fuses, porcelain fuse holders or a wooden backing.",
    "There is no earth leakage unit, or the one there does nothing when you press its test button.",
    "Every space in the board is full and some breakers carry two circuits.",
    "Breakers or the main switch feel warm, buzz or have scorch marks.",
    "A CoC inspection has failed because of the board.",
    "You are adding an inverter, solar panels, an EV charger or an extension and the board cannot take it.",
    "The board sits in a damp cupboard, a bathroom or an exposed outside position.",
  ],
  steps: [
    {
      title: "Survey and circuit list",
      text: "We identify every circuit, what it feeds and its cable size, and measure the insulation resistance of each. A new board does not cure old wiring, so we want to know about failing circuits before the changeover, not when the new earth leakage unit trips on the first day.",
    },
    {
      title: "Designing the new board",
      text: "The new board is sized for the circuits you have and those you plan. Circuits are spread over more than one earth leakage unit, so a single fault does not black out the whole house, and surge protection is added, with over- and under-voltage protection if you want it. If an inverter is on the cards, we lay out an essentials section at the same time.",
    },
    {
      title: "Arranging the shutdown",
      text: "The changeover means the power is off for most of a working day. We agree the date with you in advance, and if you have a freezer full of food or a business run from home, we plan the day around it.",
    },
    {
      title: "The changeover",
      text: "We remove the old board, mount the new enclosure, terminate each circuit on a breaker matched to its cable, connect the main earth and the bonding, and label every way clearly.",
    },
    {
      title: "Testing, certificate and handover",
      text: "Every circuit is tested before the power goes back on, and earth leakage trip times are measured. You get a Certificate of Compliance for the new board and a printed chart showing what each breaker controls.",
    },
  ],
  compliance: [
    "A new distribution board changes the installation, so it must be certified on completion. SANS 10142-1 requires earth leakage protection on socket circuits, breakers matched to the cables they protect, a main switch that isolates the whole installation, and a board that is enclosed, labelled and easy to reach. Old fuse boards often meet none of these.",
    "Some older boards are mounted on asbestos-cement sheet. We do not cut, drill or break a backing we suspect contains asbestos. It is either left undisturbed behind the new board or, if it must come out, removed and disposed of under the rules for asbestos, and we tell you which applies before the job starts.",
    "If the house needs a larger supply, for example a change from single-phase to three-phase, we apply to whichever of the City or Eskom supplies the property, and the new board is designed around the supply you will end up with.",
  ],
  faqs: [
    {
      question: "Can't you just swap the fuses for breakers in my old board?",
      answer:
        "Occasionally an old board can be refitted, but most old fuse boards have no suitable mounting rail, no room for earth leakage units and enclosures that are cracked or open at the back. A new board is usually the sounder job and far easier to certify.",
    },
    {
      question: "Will a new board stop my prepaid meter tripping?",
      answer:
        "No. The meter's limit is set by your supply, and no board can raise it. What a new board can do is spread the load properly, and with advice on what runs when, you will reach the limit less often. If you regularly need more, the supply itself has to be upgraded by the City or Eskom.",
    },
    {
      question: "Is surge protection worth adding to the new board?",
      answer:
        "We recommend it. A surge protection device in the board guards every circuit against short spikes, lasting millionths or thousandths of a second, from nearby lightning and from switching on the network, such as the supply coming back after an outage. It costs far less than a gate motor, an alarm panel or a TV. What it does not handle is a voltage that stays too high.",
    },
    {
      question: "Will surge protection save my appliances if the neutral is lost?",
      answer:
        "No. When the supply's neutral breaks, the voltage in a home can stay far above 230 V, towards 400 V, for minutes or hours, and a surge protection device is not made to absorb that and can itself fail. For this, and for brown-outs that are hard on fridge and pump motors, we can fit over- and under-voltage protection: a voltage monitoring relay that disconnects the supply to the installation whenever the voltage goes outside safe limits, and reconnects it only after the supply has been normal for a set time. It complements surge protection rather than replacing it.",
    },
    {
      question: "Do I need a new board before installing an inverter?",
      answer:
        "Not always, but the board must be split into circuits fed by the inverter and circuits fed by the grid. In a full or old board that is seldom possible, so many inverter jobs include either a new board or a separate essentials board next to the old one.",
    },
  ],
  related: [
    "electrical-panel-repairs",
    "electrical-compliance-certificates",
    "solar-inverter-installation",
    "electrical-upgrades",
    "earthing-wire-installation",
    "electric-motor-charger-installation",
  ],
} satisfies ServiceInput;
