import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-compliance-certificates",
  aliases: ["electrical-compliance"],
  title: "Electrical Certificates of Compliance",
  group: "residential",
  summary:
    "Certificates of Compliance (CoC) for selling, renting or altering a property in Cape Town, issued under SANS 10142-1 by registered electricians.",
  intro:
    "South African law requires an electrical Certificate of Compliance when a property changes hands and whenever an installation is altered. We inspect and test the installation, tell you exactly what must be fixed before the CoC can be issued, and issue it once it passes. Most homes in Cape Town are inspected in two to three hours.",
  signs: [
    "You are selling your home and the conveyancer has asked for an electrical CoC before transfer.",
    "The CoC you have is more than two years old and a transfer is coming up.",
    "You have added circuits, moved plug points, installed an inverter or built on, and the altered work was never certified.",
    "You are letting a property and want proof that it is safe for tenants.",
    "Your insurer asked for a CoC after an electrical fire or a claim.",
    "You bought a property and the CoC in the deeds pack does not match what is in the walls.",
  ],
  steps: [
    {
      title: "Visual inspection",
      text: "We open the distribution board and look at every circuit: cable sizes against breaker ratings, the condition of the wiring, labelling, the board cover and the main switch. Outside we check the isolators, plug points and lights for weatherproofing.",
    },
    {
      title: "Testing with calibrated instruments",
      text: "We measure insulation resistance on every circuit, earth continuity to each plug and metal fitting, the resistance of the earth electrode and the trip time of each earth leakage unit. These numbers go on the test report that belongs with the certificate.",
    },
    {
      title: "A written list of defects",
      text: "If anything fails, you get a written list with a fixed price for each item, so you can compare or let the buyer see it. Common items are a missing earth leakage unit, unbonded geysers and metal pipes, and plug points or lights added without proper connections.",
    },
    {
      title: "Repairs and retest",
      text: "Once you approve the quote we fix the defects, usually on the same or the next working day, then retest the affected circuits.",
    },
    {
      title: "Issuing the certificate",
      text: "The Certificate of Compliance and its test report are issued by a registered person whose registration number appears on the document. We send a PDF to you, your agent or conveyancer, and keep a copy on file.",
    },
  ],
  compliance: [
    "The Electrical Installation Regulations of 2009 make the owner (the user or lessor) responsible for a valid Certificate of Compliance, and a transfer may not go ahead on a certificate issued more than two years earlier. Only a person registered with the Department of Employment and Labour may issue one: an electrical tester for single-phase installations, an installation electrician, or a master installation electrician.",
    "A CoC covers the fixed installation to SANS 10142-1: the distribution board, wiring, plug points, switches, isolators, earthing and bonding. It does not cover appliances themselves, and an electric fence needs its own Electric Fence System Certificate, which a transfer also requires. Solar and inverter systems must be included in the CoC, and in Cape Town any system connected to the supply, grid-tied, hybrid or backup-only, must also be registered with the City as small-scale embedded generation, with the City's approval obtained before it is installed.",
  ],
  faqs: [
    {
      question: "How long is a Certificate of Compliance valid?",
      answer:
        "A CoC does not expire while nothing changes, but for a property transfer it must have been issued less than two years before the transfer. Any alteration to the installation needs a new certificate for the altered work.",
    },
    {
      question: "Who pays for the CoC when a house is sold?",
      answer:
        "The seller is responsible for handing over a valid certificate, so the seller normally pays for the inspection and any repairs. Buyer and seller can agree otherwise in the offer to purchase.",
    },
    {
      question: "The house has an electric fence. Is the CoC enough for the transfer?",
      answer:
        "No. An electric fence falls under separate regulations, the Electrical Machinery Regulations, and a property with one needs an Electric Fence System Certificate for the transfer, as well as the electrical CoC. It is issued by a registered electric fence installer. The CoC covers the fixed wiring up to the fence energiser's supply; the fence certificate covers the energiser and the fence itself.",
    },
    {
      question: "What happens if my house fails the inspection?",
      answer:
        "You get a written list of defects with a price for each. Once they are fixed and retested we issue the certificate. You are free to use another contractor for the repairs, but the certificate can only be issued once everything passes.",
    },
    {
      question: "Does a CoC cover my inverter and solar panels?",
      answer:
        "Yes. An inverter or solar system is part of the fixed installation and must be on the CoC. In Cape Town any inverter or solar system connected to the supply also has to be registered with the City; we can prepare that application.",
    },
  ],
  related: [
    "electrical-inspections",
    "electrical-panel-upgrades",
    "earthing-wire-installation",
    "electrical-testing-inspection",
    "solar-inverter-installation",
  ],
  image: "coc-inspection",
} satisfies ServiceInput;
