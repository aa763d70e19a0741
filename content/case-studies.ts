import type { CaseStudyInput } from "./schema";

/**
 * Jobs told from start to finish: shown on /case-studies and beside the matching services and
 * areas. Each entry below is an invented example of the format, so it has no `permission` and a
 * production build leaves it out (content/proof.ts). A real job is published with
 * `permission: { givenBy, givenOn, permissionOn }`: the customer, when the job was finished, and
 * the day they agreed in writing to its publication.
 */
export const caseStudies: CaseStudyInput[] = [
  {
    slug: "parow-rewire-before-transfer",
    title: "A 1950s Parow house that failed its CoC a month before transfer",
    area: "parow",
    services: [
      "electrical-compliance-certificates",
      "electrical-wiring-installation",
      "electrical-panel-upgrades",
    ],
    summary:
      "Original rubber-insulated wiring and a fuse board with no earth leakage protection, rewired and certified in time for the sale to go through.",
    problem:
      "The owners had accepted an offer and the conveyancer asked for an electrical Certificate of Compliance. The house still had most of its original wiring, and the previous electrician had refused to issue a certificate without explaining what was wrong.",
    found:
      "Testing showed insulation resistance far below the limit on three of the five circuits: the rubber insulation had gone brittle and was cracking where cables bent into switch boxes. The fuse board had no earth leakage unit, the geyser was not bonded to earth and two plug points in the kitchen had been added off the lighting circuit.",
    work: [
      "We quoted a rewire of the affected circuits rather than patching them, because every cable we moved was crumbling. New conduit went in through the roof space so the plastered walls and ceilings needed only small repairs at each point.",
      "The old fuse board was replaced with a new distribution board with an earth leakage unit, surge protection and clearly labelled circuits, and the kitchen got its own plug circuit.",
    ],
    result:
      "The work took three days with the owners living in the house. The installation passed every test, the Certificate of Compliance went to the conveyancer the same afternoon and the transfer went ahead on the original date.",
    duration: "3 days",
    image: "db-board-upgrade",
  },
  {
    slug: "bonteheuwel-backyard-room-supply",
    title: "Winter tripping in Bonteheuwel caused by two backyard rooms",
    area: "bonteheuwel",
    services: ["electrical-repairs", "electrical-installations", "power-point-installation"],
    summary:
      "A main switch that tripped every winter evening, traced to backyard rooms fed by extension leads, fixed with a proper supply and a small sub-board.",
    problem:
      "Every cold evening the main switch tripped, sometimes several times, and the family had started switching heaters off in rotation. An extension lead to the backyard rooms had melted at the plug.",
    found:
      "Two backyard rooms were running heaters, a kettle and a fridge through one extension lead plugged into a kitchen socket, which shared its circuit with the stove. The main switch was doing its job; the problem was that everything ran through one overloaded route.",
    work: [
      "We laid a buried supply cable from the main board to the back rooms and fitted a small sub-board there with its own breakers and earth leakage unit, then added plug points in each room so no extension leads were needed.",
    ],
    result:
      "The tripping stopped, the tenants have their own protected circuits, and the work was certified, which the family needed for their home insurance.",
    duration: "1 day",
    image: "coc-inspection",
  },
  {
    slug: "sea-point-apartment-backup-power",
    title: "Quiet backup power for a Sea Point flat with a home office",
    area: "sea-point",
    services: ["solar-inverter-installation", "electrical-installations"],
    summary:
      "A compact inverter and lithium battery for a second-floor flat, approved by the body corporate and registered with the City.",
    problem:
      "The owner works from home and was losing client calls whenever the power went off. There was no roof space available, and the body corporate would not allow a noisy generator on the balcony.",
    found:
      "The flat's essential loads (lights, Wi-Fi, two laptops, the fridge and the TV) came to well under a kilowatt and a half. The distribution board in the unit had space for a separate backed-up section.",
    work: [
      "We prepared a one-page description of the system for the body corporate, then wall-mounted a hybrid inverter and a lithium battery in the scullery, wired the essential circuits onto a new backed-up board and left the stove and geyser on the grid.",
      "We registered the system with the City of Cape Town and issued a Certificate of Compliance for the alteration.",
    ],
    result:
      "The changeover is fast enough that laptops and the router do not notice an outage, and the battery carries the essentials through a long evening cut.",
    duration: "1 day, plus approvals",
    image: "inverter-install",
  },
  {
    slug: "bellville-workshop-three-phase",
    title: "Three-phase power for a growing engineering workshop in Bellville",
    area: "bellville",
    services: ["industrial-electrical-services", "electrical-part-assembly"],
    summary:
      "New machines needed three-phase supplies and motor starters; the control panel was built in our workshop and installed over a weekend.",
    problem:
      "A small engineering business had bought a lathe and a compressor that needed three-phase power, and the existing board in the unit was already full.",
    found:
      "The unit had a three-phase supply from the landlord's main board, but the tenant's board was single-phase and every way was used. The compressor needed a starter that would not trip the supply on start-up.",
    work: [
      "We built a new three-phase distribution board and a motor control panel in our workshop, tested them there, and installed them over a weekend so the business lost no working days.",
      "Each machine got its own isolator within reach, and the work was certified by an installation electrician: three-phase work is beyond what a single-phase tester may certify.",
    ],
    result:
      "Both machines run without nuisance tripping, and the landlord received the Certificate of Compliance for the tenant alteration.",
    duration: "1 weekend on site",
    image: "db-board-upgrade",
  },
  {
    slug: "hout-bay-borehole-pump",
    title: "A Hout Bay borehole pump that kept cutting out",
    area: "hout-bay",
    services: ["electrical-wiring-repairs", "electrical-repairs"],
    summary:
      "Voltage drop on a long, undersized cable starved the pump motor; a correctly sized armoured cable solved it.",
    problem:
      "The pump at the bottom of a sloping garden kept stopping on its own overload, and a pump technician had already replaced it once.",
    found:
      "The pump was fed by a cable more than 80 metres long that was far too thin for the distance. When the motor started, the voltage at the pump dropped so much that it drew excess current and tripped.",
    work: [
      "We replaced the run with correctly sized armoured cable in a trench at the proper depth, added a weatherproof isolator beside the pump and fitted surge protection at the house end.",
    ],
    result:
      "The pump now starts cleanly and has not tripped since, and the garden lights on the same trench got their own circuit while it was open.",
    duration: "2 days",
    image: "pump-cable",
  },
];
