import type { ServiceInput } from "../schema";

export const service = {
  slug: "access-control-systems",
  title: "Gate Motors, Intercoms and Access Control",
  group: "security",
  summary:
    "Gate motors, intercoms, keypads, tag and biometric readers for Cape Town homes, complexes and businesses, wired to keep working in power cuts.",
  intro:
    "Access control decides who gets through the gate or the door, and when. For a home that may be a sliding gate motor with remotes and a video intercom at the pedestrian gate; for a complex, keypads and tags with a record of who came in; for an office, readers on the doors and a magnetic lock that releases in an emergency. We install and wire these systems, give them a proper mains supply and battery backup, and make sure that each lock fails the right way when the power goes.",
  signs: [
    "You still open the gate by hand, or the existing motor is slow, noisy or stops halfway.",
    "The gate motor battery runs flat before a power cut is over.",
    "Visitors ring and you cannot see who is at the gate, or the intercom has stopped working.",
    "Remotes have been lost, copied or handed out to too many people and there is no way to cancel them.",
    "A complex or office needs to know who entered and when, and to cut off access for people who leave.",
    "Staff share a door code that has not changed in years.",
    "Lightning or a power surge has damaged the gate motor, intercom or keypad.",
  ],
  steps: [
    {
      title: "Site assessment",
      text: "We look at the gate's size and weight, its track or hinges, the distance to a power supply, the doors to be controlled, the number of users and how visitors should be let in. A gate that drags is fixed before a motor goes on it, or the new motor will wear out early.",
    },
    {
      title: "Choosing the system",
      text: "We recommend equipment that suits the use: remotes for a household, keypads or tags for a complex with many users, biometric readers where credentials must not be shared. At the same stage we decide whether each door lock must release or stay locked when the power fails.",
    },
    {
      title: "Power supply",
      text: "Gate motors and access controllers get their own supply from the board, with an isolator beside the motor, surge protection and proper earthing. The cable to the gate runs underground in conduit, not loose in a flowerbed where a spade will find it.",
    },
    {
      title: "Installation and wiring",
      text: "We mount the motor and its rack or arms, fit safety beams so that the gate cannot close on a car or a child, and wire the intercom stations, readers, exit buttons and locks back to the controller.",
    },
    {
      title: "Programming and handover",
      text: "We enrol users, remotes, tags or fingerprints, set time schedules and any app control, then switch off the mains and test everything on battery. You are shown the manual release and how to add or delete users yourself.",
    },
  ],
  compliance: [
    "The mains supply to a gate motor, intercom power supply or access controller belongs to the fixed installation; it is wired to SANS 10142-1 like any other circuit and covered by a CoC. An electric fence on the same wall is a separate system that needs its own Electric Fence System Certificate, and we keep the gate wiring clear of it.",
    "Doors on an escape route must still let people out when the power fails or there is a fire. Magnetic locks on those doors are wired to release on power failure and have an exit button or break-glass unit beside them, so nobody can be trapped inside.",
    "Fingerprints and face templates are biometric information, which POPIA treats as special personal information. A business or complex using biometric readers should tell people what is collected and why, keep the data secure, delete it when someone leaves and offer an alternative, such as a tag, to anyone who objects.",
  ],
  faqs: [
    {
      question: "What happens to the gate when the power is off?",
      answer:
        "The gate motor runs from its battery, which the mains keeps charged, so it carries on working through an outage. How many openings you get depends on the battery's size and condition and how heavy the gate is. If the battery does go flat, the manual release key lets you open the gate by hand.",
    },
    {
      question: "Can the intercom ring my cellphone?",
      answer:
        "Yes. Some intercoms dial your phone over the cellular network, others connect to Wi-Fi and send video to an app. The cellular type works even when the home internet is down; the Wi-Fi type lets you see the visitor. We help you choose based on how you will use it.",
    },
    {
      question: "Tags, remotes or fingerprints: what suits a complex?",
      answer:
        "Tags and cards are inexpensive, quick to issue and easy to cancel when lost, which suits most complexes. Remotes are convenient for cars but can be copied unless they use rolling codes. Fingerprint and face readers stop people sharing access, but need more administration and careful handling of personal information.",
    },
    {
      question: "Can you put a motor on my existing gate?",
      answer:
        "Usually. The gate must run freely and stay upright along its full travel, so we check the track, wheels, guide rollers and end stops first and repair them where needed. A motor will not correct a gate that drags or leans; it just fails sooner.",
    },
  ],
  related: [
    "cctv-installation",
    "data-network-cabling",
    "electrical-maintenance",
    "outdoor-lighting",
    "electrical-installations",
  ],
} satisfies ServiceInput;
