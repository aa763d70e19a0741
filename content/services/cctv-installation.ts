import type { ServiceInput } from "../schema";

export const service = {
  slug: "cctv-installation",
  title: "CCTV Camera Installation",
  group: "security",
  summary:
    "CCTV for Cape Town homes and businesses: cameras placed to capture faces and plates, tidy cabling, phone viewing, backup power and POPIA-aware setup.",
  intro:
    "A camera system is worth having only if it records something useful: a face at the gate, a number plate in the road, what happened at the back door at two in the morning. Many systems fail because cameras are mounted too high or too wide, the recorder switches off in every power cut, or nobody knows how to find the footage. We plan each camera's view with you, run the cabling properly, keep the recorder and cameras powered through outages, set up viewing on your phone and show you how to export a clip for the police or your insurer.",
  signs: [
    "You have had a break-in or an attempted one, or there has been a run of them in your street.",
    "Your existing cameras show shapes but not faces, or turn to grey blur at night.",
    "The recorder goes off in power cuts, leaving gaps in the footage exactly when you need it.",
    "Your business needs to watch tills, stock rooms, loading bays or parking.",
    "A complex or body corporate wants cameras at the gate and in common areas.",
    "You want to check the gate and the yard on your phone while you are away.",
  ],
  steps: [
    {
      title: "Site survey and camera plan",
      text: "We walk the property with you and decide what each camera must see and in how much detail. Recognising a person at the gate needs a narrower, closer view than spotting movement across a yard. We check the night-time lighting, the cable routes and a place where the recorder can be kept out of sight.",
    },
    {
      title: "Choosing the system",
      text: "For most new installations we recommend network (IP) cameras powered through their data cable (PoE), so each camera needs only one cable. Existing coaxial cable can sometimes be reused with compatible cameras. The recorder's hard drive is sized for the number of days you want to keep.",
    },
    {
      title: "Cabling and mounting",
      text: "Cables run in conduit or trunking, through ceilings and under eaves, not stapled across walls where they can be cut. Cameras go high enough to be hard to reach and low enough to see faces, on brackets that do not shake in the south-easter; near the sea we use corrosion-resistant housings and stainless steel fixings.",
    },
    {
      title: "Power and backup",
      text: "The recorder and the camera switch are fed from a dedicated plug point with surge protection, and kept running through outages by a UPS or by your inverter's backup circuit, together with the router if you want remote viewing to work during a power cut.",
    },
    {
      title: "Setup and handover",
      text: "We set recording schedules and motion zones, mask out neighbours' windows and yards, change every default password, install the app on your phone and show you how to search by time and export footage.",
    },
  ],
  compliance: [
    "Cameras record people, so the footage is personal information under the Protection of Personal Information Act (POPIA). Cameras should cover your own property, not a neighbour's windows, yard or pool, and we use privacy masking where a view cannot avoid them. Businesses and complexes should put up signs saying that CCTV is in operation, limit who may view the footage and keep recordings only as long as they are needed.",
    "The camera cabling itself is extra-low voltage, but any new plug point, circuit or isolator for the recorder and power supplies is part of the fixed installation, so that work follows SANS 10142-1 and goes on a Certificate of Compliance. Where data and mains cables share a route we keep them separated as the wiring code requires.",
  ],
  faqs: [
    {
      question: "Can I watch my cameras on my phone?",
      answer:
        "Yes. The recorder connects to your router and we set up the viewing app on your phone and on other family members' or staff phones, each with its own login. Remote viewing needs a working internet connection at the property, which is one reason to keep the router on backup power.",
    },
    {
      question: "How many days of footage will the system keep?",
      answer:
        "That depends on the number of cameras, their resolution, whether they record all the time or only on motion, and the size of the hard drive. Tell us how far back you want to be able to look, and we size the storage to match.",
    },
    {
      question: "Is it legal to point a camera at the street?",
      answer:
        "Covering your gate and the pavement directly outside it is common and usually reasonable. Avoid aiming cameras into neighbours' homes or yards; where a view takes in more than your property, we mask out the private areas. A business recording customers should have signs up and a clear rule about who may see the footage.",
    },
    {
      question: "Can my existing camera system be upgraded?",
      answer:
        "Often. If the cabling tests sound we can replace the cameras and recorder and keep the cable runs, or add cameras to a recorder that has free channels. We test the old cable before promising anything.",
    },
  ],
  related: [
    "access-control-systems",
    "data-network-cabling",
    "outdoor-lighting",
    "solar-inverter-installation",
    "power-point-installation",
  ],
} satisfies ServiceInput;
