import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-inspections",
  title: "Electrical Inspections and Condition Reports",
  group: "residential",
  summary:
    "A full electrical inspection of your Cape Town home or building, with a plain-language report that separates urgent dangers from work that can wait.",
  intro:
    "An inspection tells you what is really behind the walls: undersized cables, broken earth continuity, earth leakage units that no longer trip, joints hidden in the ceiling. It covers much of the same ground as a Certificate of Compliance, but it is not the same thing. A CoC is a pass-or-fail document for the fixed installation; an inspection report gives you our honest view of the whole property, ranks what we find by urgency and leaves the decisions to you. We quote only for what needs fixing, and you are free to have the work done by anyone.",
  signs: [
    "You are about to buy a house and want to know what the electrics will cost before you sign, not after.",
    "The house is more than twenty or thirty years old and nobody knows when the wiring was last checked.",
    "You have inherited a property, or let one out, and want to know what state it is in.",
    "There has been a flood, a burst geyser, a roof leak or a small fire near wiring.",
    "Small faults keep appearing in different rooms and you want to know whether they are connected.",
    "Your insurer or body corporate has asked for the installation to be checked.",
    "You plan to add solar, an inverter or an EV charger and want to know whether the existing installation can take it.",
  ],
  steps: [
    {
      title: "Walk-through",
      text: "We walk the property with you: every room, the roof space where we can reach it, outbuildings, the garden and the meter. We note home-made extensions, cables clipped along walls, missing covers and anything that looks heat-damaged.",
    },
    {
      title: "Board and supply",
      text: "At the distribution board we check the main switch, each breaker against the cable it protects, the earth leakage units and the state of the busbars and terminals. We also look at the incoming supply cable and the main earth connection.",
    },
    {
      title: "Circuit tests",
      text: "Each circuit is tested for insulation resistance and earth continuity, and each earth leakage unit is trip-tested with an instrument as well as with its own button. Plug points are checked for polarity and a sound earth.",
    },
    {
      title: "A report ranked by urgency",
      text: "Findings are sorted into three groups: dangerous and to be fixed now, non-compliant and to be fixed before a CoC, and improvements worth planning. Each comes with a photo where it helps and a price, should you want us to carry out the repair.",
    },
    {
      title: "Follow-up",
      text: "If you go ahead with repairs, we retest the affected circuits. Once the whole installation passes, we can issue a Certificate of Compliance without repeating the inspection from scratch.",
    },
  ],
  compliance: [
    "We inspect against SANS 10142-1, the standard Certificates of Compliance are issued under, so the report shows how far the property is from a CoC. A report on its own is not a certificate and cannot be used for a transfer; only a CoC issued by a registered person can.",
    "The Electrical Installation Regulations put the duty of holding a valid certificate on the owner or lessor. For landlords, an inspection between tenants is a sensible way to find out whether plugs, lights or appliances added since the last certificate have left the installation unsafe, before the next tenant moves in.",
  ],
  faqs: [
    {
      question: "What is the difference between an inspection and a CoC?",
      answer:
        "A CoC certifies that the fixed installation complies with SANS 10142-1 and is needed for transfers and alterations. An inspection is a report for your own decisions: it uses the same tests but also records the age and condition of things, so you can plan work before it becomes urgent.",
    },
    {
      question: "Should I have a house inspected before I buy it?",
      answer:
        "For an older property it is money well spent. The seller must hand over a CoC, but that only says the installation complied when it was issued. An inspection tells you whether the certificate still matches what is in the house and what the wiring is likely to need over the next few years.",
    },
    {
      question: "How long does an inspection take, and will the power go off?",
      answer:
        "For an ordinary house, most of a morning. A large property with a cottage, a pool and outbuildings takes longer, and a block of flats or a business is quoted after we have seen the size of the installation. Circuits are switched off one at a time during testing, each for a short while.",
    },
    {
      question: "Do you inspect the electric fence and the solar system as well?",
      answer:
        "We check the supply to the fence energiser and the AC side of any solar or inverter system, because those are part of the fixed installation. The fence itself needs its own Electric Fence System Certificate, which is also required when the property is sold, and panels and batteries get a fuller check under our solar maintenance service.",
    },
  ],
  related: [
    "electrical-compliance-certificates",
    "electrical-testing-inspection",
    "electrical-upgrades",
    "electrical-panel-upgrades",
    "earthing-wire-installation",
    "electrical-repairs",
  ],
} satisfies ServiceInput;
