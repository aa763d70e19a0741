import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-maintenance",
  title: "Planned Electrical Maintenance",
  group: "industrial",
  summary:
    "Planned electrical maintenance for Cape Town businesses, body corporates and factories: scheduled board checks, thermal scans, tests and a logbook.",
  intro:
    "Most electrical failures give warning: a terminal that runs warm, an earth leakage unit that no longer trips, a gate motor battery losing its capacity, a stairwell light that has been out for weeks. Planned maintenance finds these on a schedule, before they cause a fire, a trip in the middle of trading or a dark escape route. We look after the installations of shops, offices, factories and sectional title complexes, agree a visit frequency that suits each site, and keep a logbook of what was checked and what was fixed.",
  signs: [
    "Faults on your site are fixed only once something breaks, and each breakdown costs trading time or production.",
    "Your body corporate is responsible for common lighting, gate motors, pumps and the main boards, and nobody has a record of when they were last checked.",
    "Your insurer or auditor wants evidence that the installation is inspected regularly.",
    "Boards are dusty, warm to the touch or show scorch marks around breakers.",
    "Stairwell, passage and parking lights are often out.",
    "Emergency lights and exit signs have not been tested for years.",
    "Your building is near the sea and outdoor fittings, isolators and boards corrode quickly.",
  ],
  steps: [
    {
      title: "Site register",
      text: "On the first visit we list every board, main circuit and piece of equipment we are to look after, note its condition and deal with anything urgent. This register becomes the basis of the schedule and of every later report.",
    },
    {
      title: "Agreeing the schedule",
      text: "We agree what gets checked on each visit and what is done once a year, and fit the visits around your operating hours, tenants or residents. The frequency follows the site and can change as the logbook shows where problems come from.",
    },
    {
      title: "Routine checks",
      text: "Each visit covers the distribution boards (heat, dust, tightness, labelling), a trip test of every earth leakage unit, common lighting and its timers or sensors, emergency lights, outdoor fittings and isolators, and any equipment on the contract, such as pumps or gate motors.",
    },
    {
      title: "Thermal scan under load",
      text: "With the boards working at their normal load we scan them with a thermal camera. A loose or overloaded connection shows up as a hot spot long before it fails, so it can be fixed in a planned shutdown rather than in an emergency.",
    },
    {
      title: "Report and follow-up",
      text: "After each visit you receive a short report: what was checked, what was fixed on the spot and what needs a quote, ranked by urgency. The logbook stays on site or with your managing agent so that the history of the installation is never lost.",
    },
  ],
  compliance: [
    "The owner or user of an installation must keep it safe and hold a valid Certificate of Compliance under the Electrical Installation Regulations, and employers carry the wider duty of the Occupational Health and Safety Act. Planned maintenance with written records is how you show that duty is being met. Repairs made during maintenance that alter the installation are done to SANS 10142-1 and certified.",
    "In a sectional title scheme the body corporate looks after common property, which usually includes the shared lighting, gates and pumps and the boards that feed them. Trustees who can produce a maintenance record are in a far stronger position after an incident or an insurance claim than those who cannot.",
  ],
  faqs: [
    {
      question: "How often should our installation be maintained?",
      answer:
        "A small office with light use may need one or two visits a year. A factory running shifts, a commercial kitchen or a large residential complex benefits from quarterly visits. We suggest a frequency after the first visit and adjust it once a year of records shows where the faults come from.",
    },
    {
      question: "Does maintenance replace a Certificate of Compliance?",
      answer:
        "No. A CoC states that the installation complied when it was issued; maintenance keeps it in that condition. You still need a new certificate for alterations and for a property transfer, but a maintained installation usually passes with few defects.",
    },
    {
      question: "Can you work without interrupting our business?",
      answer:
        "Visual checks, thermal scans and most lighting work are done while you trade. Tasks that need a board switched off are booked for early in the morning or a Saturday. Anything urgent between visits goes to our 24-hour line.",
    },
    {
      question: "Can the managing agent receive the reports directly?",
      answer:
        "Yes. We send reports and quotes to whoever you nominate, whether the trustees, the managing agent or a facilities manager, so that approvals are not held up waiting for someone to forward an e-mail.",
    },
  ],
  related: [
    "electrical-testing-inspection",
    "commercial-electrical-services",
    "industrial-electrical-services",
    "lighting-solutions",
    "access-control-systems",
    "electrical-panel-repairs",
  ],
} satisfies ServiceInput;
