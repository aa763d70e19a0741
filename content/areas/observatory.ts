import type { AreaInput } from "../schema";

export const area = {
  slug: "observatory",
  region: "southern-suburbs",
  name: "Observatory",
  summary:
    "Observatory electricians for Victorian terraces, shared houses and Lower Main Road businesses: careful rewiring, pressed-metal ceilings and CoCs.",
  intro:
    "Our vans reach Observatory in about fifteen minutes, which makes it the nearest of the Southern Suburbs to our workshop. Its narrow streets of Victorian and Edwardian cottages, close to Groote Schuur Hospital and the university, are full of shared houses, studios and small cafés, and of old homes rewired piece by piece by different hands over the years.",
  travelMinutes: 15,
  housing:
    "Most of Obs is terraced and semi-detached cottages from the late nineteenth and early twentieth centuries, built close to the pavement, with pressed-metal ceilings, suspended timber floors and thick walls that are prone to damp. The wiring in them comes from several eras at once: a modern board in the passage may feed cable in the roof that nobody has looked at in decades.",
  typicalJobs: [
    "Rewiring a cottage here does not have to mean chasing every wall. The roof space and the void under a suspended timber floor give us routes to most switches and plugs, so we lift a few boards rather than cut through old plaster and mouldings, and keep the surface conduit we cannot avoid neat and out of sight.",
    "Pressed-metal ceilings are conductive. When we fit or replace a light on one, we protect the cable where it passes through the metal so its insulation cannot chafe on a sharp edge, and we test that no part of the ceiling has become live through an old fitting.",
    "Cafés, studios and small shops along Lower Main Road often move into buildings that were houses. Coffee machines, fridges and kitchen equipment need circuits sized for them, and a change of use or a new lease is a good time for an inspection and a Certificate of Compliance for any alterations.",
  ],
  services: [
    "electrical-wiring-installation",
    "light-fixture-installation",
    "electrical-inspections",
    "commercial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["woodstock", "rondebosch", "thornton"],
  faqs: [
    {
      question: "Can you rewire an old Obs cottage without damaging the pressed-metal ceilings?",
      answer:
        "In most cases, yes. We work from the roof space above and only need small openings where a new light or switch goes. If a ceiling panel would have to come down to reach a cable, we discuss it with you first and look for another route.",
    },
  ],
} satisfies AreaInput;
