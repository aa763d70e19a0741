import type { ServiceInput } from "../schema";

export const service = {
  slug: "solar-panel-installation",
  title: "Solar Panel Installation",
  group: "solar",
  summary:
    "Rooftop solar PV for Cape Town homes and businesses: sized to your usage, fixed for the south-easter, registered with the City as SSEG and certified.",
  intro:
    "Cape Town has long, sunny summers and mild winters, so panels on a well-placed roof produce useful power for most of the year. Solar makes the most sense when you use a fair share of your electricity in daylight, or when you already have a backup inverter and want the sun rather than the grid to charge its battery. We size the array to how you actually use power, fix it to the roof so it stays put in the south-easter, and handle the City of Cape Town registration and the Certificate of Compliance.",
  signs: [
    "Your electricity bill keeps climbing and much of your use is in daylight: a pool pump, a home office or a business that trades during the day.",
    "You already have a backup inverter and battery that only ever charge from the grid.",
    "Your roof has a clear north, east or west face without much shade from trees, chimneys or neighbouring buildings.",
    "You are re-roofing or building and want the mounting planned before the roof goes on.",
    "Panels were installed without City approval or a CoC, and you need the system made legal before you sell.",
    "A business wants to cut the power it draws from the grid during working hours.",
  ],
  steps: [
    {
      title: "Usage and roof assessment",
      text: "We look at a year of electricity accounts if you have them, ask what runs during the day and inspect the roof: its direction and pitch, shading through the seasons, the condition of the tiles or sheeting, and the rafters or purlins the mounting will be fixed to.",
    },
    {
      title: "System design",
      text: "We choose the number of panels, how they are connected in strings and the inverter they feed, so that the string voltage suits the inverter on a cold winter morning as well as a hot summer afternoon. You get a layout drawing, an estimate of monthly output and a fixed quote.",
    },
    {
      title: "City of Cape Town application",
      text: "Before anything is installed we prepare the small-scale embedded generation application, with an inverter that complies with NRS 097-2-1 and appears on the City's approved list, a circuit diagram and the other documents the City asks for. Work on the roof starts only once the City has approved it.",
    },
    {
      title: "Mounting and wiring",
      text: "Rails are fixed to the roof structure, not only to the tiles or sheeting, and every roof penetration is sealed. DC cable runs in UV-resistant conduit to a DC isolator and surge protection before it reaches the inverter.",
    },
    {
      title: "Commissioning and paperwork",
      text: "We test each string, set up the inverter with the export settings the City has approved and show you the monitoring app. The system is certified with a Certificate of Compliance, and the commissioning documents and sign-off the City's SSEG process calls for go to the City with the CoC to complete the authorisation.",
    },
  ],
  compliance: [
    "Every solar or inverter system connected to the City of Cape Town's supply, whether grid-tied, hybrid or battery backup only, must be registered with and authorised by the City as small-scale embedded generation, even one set never to export a single unit, and the City's approval is needed before installation, not after. Registration protects the people who repair the network from power fed back into a line they believe is dead, and it is the only route to being paid for exported power on the right tariff. If Eskom supplies your property directly, the connection is approved by Eskom instead; your electricity account shows which applies.",
    "The inverter must comply with NRS 097-2-1, the South African standard for connecting small-scale embedded generation to the grid, and the City accepts only models on its approved inverter list, so check the list before buying one. Once the system is in, it is commissioned and certified with a Certificate of Compliance by a registered person, and signed off on the City's SSEG forms by a registered person or, where the City asks for it, a registered engineering professional. Only then does the City complete the authorisation.",
    "Panels, cabling and inverter become part of the fixed installation, which means SANS 10142-1 applies and the system belongs on the Certificate of Compliance. Panels also act like a sail in the south-easter: the rails, clamps and brackets must suit the roof type and the wind load, and near the coast we use aluminium and stainless hardware that will not rust into the roof sheeting.",
  ],
  faqs: [
    {
      question: "Do I need batteries with solar panels?",
      answer:
        "No. Panels with a grid-tied inverter cut your daytime consumption without a battery, but they shut down when the grid fails so that they cannot feed a dead network. If you want power during outages, you need a hybrid inverter and a battery, and panels can be added to one you already have.",
    },
    {
      question: "How many panels will I need?",
      answer:
        "That depends on how much power you use in daylight, how much roof faces the sun and whether you plan to export. We work it out from your electricity accounts rather than from the size of the house, and we would rather fit fewer panels whose output you use than extra ones whose power goes to waste.",
    },
    {
      question: "Can I be paid for the electricity I export?",
      answer:
        "Yes, if the system is registered with the City and you are on the tariff that allows it. An unregistered system does not qualify, and the inverter's export settings have to match what the City has authorised.",
    },
    {
      question: "Will the panels make my roof leak?",
      answer:
        "Not if they are fixed properly. We fix brackets to the rafters or purlins with hardware made for your roof type and seal every point where we go through the roof. If the roof needs repairs, it is far cheaper to do them before the panels go on than to lift the panels later.",
    },
    {
      question: "Do solar panels still work in a Cape Town winter?",
      answer:
        "Yes, but they produce noticeably less. Shorter days, a lower sun and cloud cut output between May and August, so a system sized on summer production alone will disappoint in the wet months. We show you the expected output month by month before you decide.",
    },
  ],
  related: [
    "solar-inverter-installation",
    "solar-system-maintenance",
    "electrical-compliance-certificates",
    "energy-efficiency-solutions",
    "electrical-design-consultation",
  ],
} satisfies ServiceInput;
