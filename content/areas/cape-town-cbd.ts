import type { AreaInput } from "../schema";

export const area = {
  slug: "cape-town-cbd",
  region: "city-bowl",
  name: "Cape Town CBD",
  summary:
    "Electricians in the Cape Town CBD for offices, shops, restaurants and converted apartment buildings: fit-outs, maintenance, data cabling and CoCs.",
  intro:
    "The city centre is about twenty minutes from our workshop along the N2, but the drive is the easy part. Most work in the CBD happens inside managed buildings, with access cards, loading bays, building rules and tenants who cannot stop trading, and we plan every job around them.",
  travelMinutes: 20,
  housing:
    "Three kinds of building make up the centre: nineteenth-century shopfronts such as those on Long Street, with cast-iron balconies and rooms above; mid-century office blocks, a good number of which have since been converted into apartments; and newer towers towards the Foreshore. A converted office block usually kept its original risers and main switchgear, with new boards for each flat added on top, so the age of the installation depends on which floor and which cupboard you are looking at.",
  typicalJobs: [
    "Office and shop fit-outs come up whenever a tenant moves. The layout changes, so we move plug points, add floor boxes, give server cupboards and tea kitchens their own circuits, swap old fluorescent fittings for LED panels, run data cabling alongside the power, and issue a CoC for the new work.",
    "Restaurants and bars along Bree Street and Long Street call us when fryers, cold rooms and extraction fans trip breakers in the middle of service. Most of these kitchens grew one appliance at a time on circuits that were never sized for them, so the lasting fix is new circuits from the board, not a bigger breaker.",
    "Owners of flats in converted buildings ask for board replacements, more plug points and Certificates of Compliance when they sell. We deal with the managing agent, so that anything touching the risers, the meter room or the corridors is approved before we open it.",
  ],
  services: [
    "commercial-electrical-services",
    "data-network-cabling",
    "lighting-solutions",
    "electrical-maintenance",
    "electrical-compliance-certificates",
    "emergency-electrical-services",
  ],
  nearby: ["bo-kaap", "gardens", "woodstock", "green-point"],
  faqs: [
    {
      question: "Can you work outside office hours in a CBD building?",
      answer:
        "Our hours are 06:00 to 18:00, Monday to Saturday, so an early start or a Saturday usually keeps the work away from your staff and customers. Planned shutdowns of a board are agreed with the building manager in advance. For a fault that cannot wait, our 24-hour line sends someone at any hour.",
    },
  ],
} satisfies AreaInput;
