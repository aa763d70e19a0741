import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-wiring-repairs",
  title: "Electrical Wiring Repairs",
  group: "residential",
  summary:
    "Damaged, overheated or rodent-chewed wiring traced and repaired in Cape Town homes, with as little damage to walls and ceilings as possible.",
  intro:
    "Wiring faults hide in roofs, walls and floor voids: cable chewed by rats, a nail driven through a conduit, a joint twisted together and taped behind a ceiling board. The symptoms are tripping, dead points and warm switch plates. We test to find which circuit is faulty and where, replace the damaged length properly and prove the repair with instrument readings before we leave.",
  signs: [
    "A breaker or earth leakage unit trips, and the fault stays even with every appliance unplugged.",
    "A group of plug points or lights stopped working at the same moment, while the breaker is still on.",
    "You have heard rats or mice in the roof, or found droppings close to cables.",
    "A switch plate or plug point feels warm, or the plastic around it has turned brown.",
    "The circuit tripped just as someone drilled for a shelf, a curtain rail or a TV bracket.",
    "Rain came through the ceiling near light fittings or cable runs during a winter storm.",
    "Cables in the roof have bare copper showing, taped joints or no conduit at all.",
  ],
  steps: [
    {
      title: "Narrowing down the circuit",
      text: "We isolate circuits one at a time and measure insulation resistance between the conductors and to earth. That tells us which circuit is faulty and whether we are looking for a break, a short or leakage to earth.",
    },
    {
      title: "Pinning down the damaged run",
      text: "We open the points on that circuit in order, noting where the supply stops or the readings change, and follow the cable route through the roof space. This narrows the fault to one run between two points, so we open as little wall as possible.",
    },
    {
      title: "Replacing, not patching",
      text: "The damaged length is replaced from one accessible point to the next with cable of the same size or larger. We do not bury joints in plaster or leave taped joints in the roof; a joint that cannot be avoided goes in a box you can reach later.",
    },
    {
      title: "Preventing a repeat",
      text: "Where rodents caused the damage, the new cable goes into conduit and we show you where they seem to be getting in. Where a drill or nail did it, we mark the cable route so it does not happen again.",
    },
    {
      title: "Proving the repair",
      text: "We repeat the insulation and continuity tests, check the earth leakage trip time, then switch on and try every point on the circuit before handing back.",
    },
  ],
  compliance: [
    "SANS 10142-1 requires joints to be made with proper connectors inside enclosures that remain accessible, and cables in roof spaces to be supported and protected rather than lying loose on the ceiling boards. Many of the faults we repair started with work that ignored those rules, so we bring every section we touch up to standard.",
    "A repair that changes the installation, such as rerouting a circuit or adding a point while we are there, is an alteration and needs a Certificate of Compliance for the new work. If you are selling, remember that repaired circuits still form part of the whole-house inspection for the transfer certificate.",
  ],
  faqs: [
    {
      question: "Will you have to break open my walls?",
      answer:
        "Usually only a little. Testing tells us which length of cable is damaged, and where it runs in conduit we can pull a new length through without chasing. When opening a wall cannot be avoided we keep the chase short and fill it afterwards.",
    },
    {
      question: "Rats chewed the wiring in my roof. Is all of it damaged?",
      answer:
        "Not necessarily. We inspect every run in the roof and test each circuit. The damage is often in a few spots along the routes the rodents use; we replace those lengths, put exposed runs into conduit and tell you whether anything else looks suspect.",
    },
    {
      question: "Is a warm switch or plug point really a problem?",
      answer:
        "Yes. Heat at a point means a loose or corroded connection, or cable too small for the load, and it gets worse with time. Stop using that point and have it checked before the insulation behind the plate starts to melt.",
    },
    {
      question: "Can you give me a report for my insurer?",
      answer:
        "Yes. If storm, water or rodent damage led to the repair and you plan to claim, we write up what we found, the likely cause and what we replaced, with photographs. Ask your insurer what they need before we start, so we can photograph the damage before it is removed.",
    },
  ],
  related: [
    "electrical-repairs",
    "electrical-wiring-installation",
    "power-point-repairs",
    "light-fixture-repairs",
    "emergency-electrical-services",
    "electrical-testing-inspection",
  ],
} satisfies ServiceInput;
