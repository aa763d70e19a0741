import type { ServiceInput } from "../schema";

export const service = {
  slug: "commercial-electrical-services",
  title: "Commercial Electrical Services",
  group: "commercial",
  summary:
    "Electricians for Cape Town shops, offices, restaurants and workshops: fit-outs, three-phase work, fault repairs and compliance, planned around trading.",
  intro:
    "When a shop's tills go down or a restaurant kitchen loses power, the business loses money by the hour. We install, repair and maintain electrical systems for shops, offices, restaurants, salons and small workshops, plan disruptive work around your trading hours, and keep the certificates and test records that landlords, insurers and auditors ask for.",
  signs: [
    "You are fitting out a new shop, office or restaurant and the landlord wants a Certificate of Compliance for the tenant installation.",
    "Breakers trip at your busiest times, when every oven, fryer and air conditioner is running at once.",
    "You are adding machines, a cold room or more workstations and do not know whether the supply can carry them.",
    "Your insurer or landlord has asked for an inspection after a fault or a claim.",
    "The lighting is old, flickers or costs too much to run.",
    "Emergency lights and exit signs stay dark during outages, or nobody remembers when they were last tested.",
    "Your lease ends and requires the installation to be handed back safe and certified.",
  ],
  steps: [
    {
      title: "Site survey",
      text: "We inspect the board, supply and circuits, note what the business needs and ask about trading hours, so we know what can be done with the power on, what needs a shutdown and when that can happen.",
    },
    {
      title: "Scope and fixed quote",
      text: "You get a written scope with a fixed price. Where the work touches the landlord's part of the installation, the scope is written so the landlord or managing agent can approve it.",
    },
    {
      title: "Planned shutdowns",
      text: "Work that needs the power off is booked for before opening or after closing, and we keep tills, fridges and network equipment running for as long as possible while we work.",
    },
    {
      title: "Installation and testing",
      text: "New circuits, boards, lighting and power are installed to SANS 10142-1 and tested before your staff use them, including earth leakage trip times on every protected circuit.",
    },
    {
      title: "Certificate and records",
      text: "We issue the Certificate of Compliance for the work and leave an updated circuit schedule in the board, so the next fault can be traced in minutes rather than hours.",
    },
    {
      title: "Ongoing support",
      text: "For businesses that want it, we set up regular inspections and give you one contact for faults, who knows your premises and its history.",
    },
  ],
  compliance: [
    "The Occupational Health and Safety Act makes the employer responsible for a safe workplace, and the Electrical Installation Regulations make the user or lessor responsible for a valid Certificate of Compliance. In rented premises the lease usually divides the installation between landlord and tenant; we certify the parts we work on and report defects we notice in the rest.",
    "Three-phase supplies run at 400 V between phases, and three-phase work must be certified by an installation electrician or a master installation electrician, never by an electrical tester for single phase. The size of the premises does not change the category: an installation electrician may certify a general installation of any size, and a master installation electrician is needed for specialised installations, such as a hazardous location where flammable vapour or dust can gather, or a medical location. In shopping centres and office parks, shared boards need careful isolation and clear labelling so that work on one tenant's circuits cannot switch off a neighbour.",
  ],
  faqs: [
    {
      question: "Can you work outside our trading hours?",
      answer:
        "Yes. Anything that needs the power off is planned for before opening, after closing or a quiet day. Work that can be done safely with the power on, such as running cable or mounting fittings, we do during the day with as little disruption as possible.",
    },
    {
      question: "In a rented shop, who is responsible for the electrics?",
      answer:
        "That depends on the lease. Usually the landlord looks after the supply and the main board, and the tenant is responsible for what the fit-out adds. If you are unsure, send us the relevant clause and we will scope the work to match it.",
    },
    {
      question: "Do you do tenant fit-outs?",
      answer:
        "Yes. We take a fit-out from layout to certificate: power to counters and workstations, lighting, supplies for signage, data points, and dedicated circuits for kitchen equipment and air conditioning.",
    },
    {
      question: "Can you look after our premises on a regular schedule?",
      answer:
        "Yes. At agreed intervals we inspect boards for heat damage, test earth leakage units and emergency lighting, and deal with small faults before they interrupt trading. Our electrical maintenance service explains what a visit covers.",
    },
  ],
  related: [
    "electrical-maintenance",
    "lighting-solutions",
    "electrical-testing-inspection",
    "data-network-cabling",
    "industrial-electrical-services",
    "cctv-installation",
  ],
} satisfies ServiceInput;
