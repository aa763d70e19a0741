import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-testing-inspection",
  title: "Electrical Testing and Inspection",
  group: "commercial",
  summary:
    "Insulation, earth continuity, loop impedance and earth leakage testing of Cape Town business premises and homes, with a written test report.",
  intro:
    "Testing is how an electrician proves what cannot be seen: that the insulation is sound, that every metal part is earthed, that a fault would trip the breaker quickly enough, and that each earth leakage unit trips within its rated time. We test shops, offices, factories, rental properties and homes with calibrated instruments and give you a written report with the readings, what they mean and what needs attention. Where you also need a certificate, the same test work supports the CoC.",
  signs: [
    "Your insurer, landlord or head office has asked for proof that the installation has been tested.",
    "Earth leakage units trip with no obvious cause, or a circuit trips only when it rains.",
    "The premises flooded, had a fire or took water through the roof, and you need to know what is safe to switch back on.",
    "You are buying or leasing a commercial building and want to know the state of the installation before you sign.",
    "A tenant's fit-out or another contractor's work has been finished and you want it checked independently.",
    "Staff report tingles or small shocks from metal equipment, sinks or shelving.",
    "Nobody has tested the installation for years and the way the building is used has changed.",
  ],
  steps: [
    {
      title: "Agreeing the scope",
      text: "We ask why you need the test and who will read the report, because an insurer, a landlord and a buyer look for different things. We gather drawings and earlier certificates if they exist, and agree when each part of the building can be switched off.",
    },
    {
      title: "Inspection of boards and visible wiring",
      text: "Before any instrument comes out we open each board and look for heat damage, loose or doubled-up connections, missing covers and blanking plates, breakers too large for their cables and unlabelled circuits. On larger sites we scan the boards under load with a thermal camera to find hot joints.",
    },
    {
      title: "Dead tests",
      text: "With the circuits isolated we measure insulation resistance between conductors and to earth, the continuity of the earth conductor to every outlet and metal fitting, polarity, and the resistance of the earth electrode.",
    },
    {
      title: "Live tests",
      text: "With power restored we measure the earth fault loop impedance to confirm that a fault would open the protective device fast enough, the prospective fault current at each board, and the trip time of every earth leakage unit at its rated current. On three-phase supplies we also check phase rotation and how evenly the load is spread across the phases.",
    },
    {
      title: "The written report",
      text: "You get a report listing every circuit tested, its readings, the items that failed or sit close to the limits, and our recommendations in order of urgency, each with a price if you want us to do the work. If the installation passes and you need a Certificate of Compliance, it is issued on the same results.",
    },
  ],
  compliance: [
    "SANS 10142-1 sets the tests an installation must pass and the limits for each reading, and the Electrical Installation Regulations require the user or lessor of an installation to hold a valid Certificate of Compliance. A test report records the condition of the installation on the day; a CoC is the legal statement that it complies. Many of our commercial clients keep both.",
    "Employers also carry a general duty under the Occupational Health and Safety Act to keep the workplace safe, and the electrical installation is part of it. Regular testing with written records is the practical way to show that this duty is being met. On a three-phase installation the person who certifies must be an installation electrician or a master installation electrician, not an electrical tester for single phase, and a specialised installation, such as a hazardous location, needs a master installation electrician.",
  ],
  faqs: [
    {
      question: "What is the difference between a test report and a CoC?",
      answer:
        "A CoC is the legal document the regulations require, stating that the installation complies with SANS 10142-1. A test report is the detail: circuit-by-circuit readings and observations. Insurers and facilities managers often ask for the report because it shows borderline readings and trends over the years that a certificate does not.",
    },
    {
      question: "How often should a business have its installation tested?",
      answer:
        "No single interval suits every building. An office with little change can go longer between tests than a factory, workshop, commercial kitchen or a property with frequent tenant changes, where wear, moisture and alterations add up faster. We suggest an interval in the report based on what we find.",
    },
    {
      question: "Will our power be off while you test?",
      answer:
        "Some tests need circuits isolated, one at a time. We plan the order with you so that tills, servers and refrigeration are off for as short a time as possible, and we can start at 06:00 or test on a Saturday to work around trading hours.",
    },
    {
      question: "Can you test just the one circuit that keeps tripping?",
      answer:
        "Yes. Fault-finding on one circuit is a smaller job than testing the whole installation. We isolate the circuit and test each section and each connected appliance until the leak is found. Appliances are not part of a CoC, but we can tell you which one is at fault so you can repair or replace it.",
    },
  ],
  related: [
    "electrical-compliance-certificates",
    "electrical-inspections",
    "electrical-maintenance",
    "commercial-electrical-services",
    "earthing-wire-installation",
    "electrical-repairs",
  ],
} satisfies ServiceInput;
