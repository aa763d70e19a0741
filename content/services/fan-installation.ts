import type { ServiceInput } from "../schema";

export const service = {
  slug: "fan-installation",
  title: "Ceiling and Extractor Fan Installation",
  group: "residential",
  summary:
    "Ceiling fans and bathroom and kitchen extractors installed in Cape Town homes and offices: secure fixings, proper switching and ducting to outside.",
  intro:
    "A ceiling fan needs a fixing that carries its weight and vibration, a supply from a suitable circuit and controls that work the way you want. An extractor fan needs a duct that takes moist air outside, not into the roof. We mount fans to the structure, wire speed controllers, wall switches or remote kits, and install bathroom and kitchen extractors that clear steam before it turns into mould.",
  signs: [
    "Rooms under the roof get uncomfortably hot on summer afternoons, especially inland where the sea breeze does not reach.",
    "You want air moving in a bedroom or office without the running cost of air conditioning.",
    "A bathroom without an opening window stays steamy long after a shower.",
    "Paint peels and black mould spreads on the bathroom ceiling every wet winter.",
    "Cooking smells and grease hang around because the kitchen has no extractor, or the one you have only recirculates.",
    "You want to replace a ceiling light with a fan that has a light kit.",
    "A covered patio or stoep needs a fan rated for damp outdoor conditions.",
  ],
  steps: [
    {
      title: "Checking the ceiling",
      text: "We find a joist at the fan position or fit a timber brace between joists, because ceiling board alone cannot carry a fan's weight and movement. We also check the clearance from the blades to walls, cupboards and the floor.",
    },
    {
      title: "Supply and controls",
      text: "A ceiling fan is usually fed from the lighting circuit at the existing point. We agree with you whether it runs from a wall speed controller, a remote kit, or separate switches for the fan and its light.",
    },
    {
      title: "Mounting and balancing",
      text: "The bracket is fixed to the structure, the fan assembled to the manufacturer's instructions and the blades balanced so it runs steadily at every speed.",
    },
    {
      title: "Ducting extractors outside",
      text: "Extractors are ducted through an outside wall or the roof with a backdraught shutter, so the south-easter cannot blow back in. A bathroom extractor can run with the light and a run-on timer, or from a humidity sensor.",
    },
    {
      title: "Testing",
      text: "We check the earth to metal fan bodies and the protection on the circuit, then run the fan at every speed with you before we leave.",
    },
  ],
  compliance: [
    "A new fan point or an extra switch is an addition to the installation, so it needs a Certificate of Compliance under the Electrical Installation Regulations. In bathrooms the SANS 10142-1 zones around the bath and shower decide where an extractor may be placed and what protection it needs, and any metal fan body must be earthed.",
    "An extractor that blows into the roof space instead of outside simply moves the damp to your roof timbers and insulation. Ducting to open air is part of the job, and in a sectional-title building we remind you to get the body corporate's consent before we cut through an outside wall.",
  ],
  faqs: [
    {
      question: "Can a ceiling fan go where my light is now?",
      answer:
        "Usually, yes, because the light point already has a supply and a switch. We add a brace above the ceiling if there is no joist at that spot, and change the switch if you want to control the speed from the wall.",
    },
    {
      question: "My ceiling is low. Can I still have a ceiling fan?",
      answer:
        "Possibly, using a low-profile fan mounted close to the ceiling. The blades must sit well above head height, and the manufacturer states a minimum. If your room cannot give that clearance, we will suggest a wall-mounted fan instead.",
    },
    {
      question: "My bathroom has a window. Do I still need an extractor?",
      answer:
        "If the window is opened after every shower, it may be enough. In a Cape Town winter few people do that, so condensation builds up and mould follows. An extractor on a run-on timer clears the steam without anyone having to remember.",
    },
    {
      question: "Can you fit a fan to a concrete ceiling in a flat?",
      answer:
        "Yes. We fix into the slab with anchors rated for the load, and where there is no point in the right place we bring a supply in neat surface conduit. Check first whether your body corporate has rules about drilling into the slab.",
    },
  ],
  related: [
    "fan-repairs",
    "light-fixture-installation",
    "energy-efficiency-solutions",
    "electrical-renovations",
    "general-installations",
  ],
} satisfies ServiceInput;
