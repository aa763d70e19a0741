import type { ServiceInput } from "../schema";

export const service = {
  slug: "lighting-solutions",
  title: "Commercial Lighting Design and LED Retrofits",
  group: "commercial",
  summary:
    "LED lighting design and retrofits for Cape Town shops, offices and warehouses, with lighting controls and emergency lighting that works in an outage.",
  intro:
    "Lighting in a business does real work: it lets staff see what they are doing, shows stock in its true colour and keeps people safe on stairs and in loading bays. Many premises still run fluorescent tubes, halogen downlights or warehouse high-bays that use more power and give poorer light than modern fittings. We measure what you have, plan the right light level for each space, retrofit or replace fittings with LED, and make sure the emergency lighting comes on when the power fails.",
  signs: [
    "Fluorescent tubes flicker, hum or fail so often that someone is always up a ladder.",
    "The shop floor or office looks dim or patchy, or staff complain about glare on their screens.",
    "Warehouse high-bay lamps take minutes to come back to full brightness after a power cut.",
    "Lights burn for long hours every day and they are a large part of the electricity bill.",
    "Emergency lights stayed dark during the last outage, or nobody knows when they were last tested.",
    "You are fitting out new premises and need a lighting layout before the ceiling goes up.",
    "Colours look wrong under the current lights, which matters in clothing, food and paint retail.",
  ],
  steps: [
    {
      title: "Survey and light readings",
      text: "We walk the premises with a light meter, record the fittings you have, how many hours they burn and which circuits feed them, and note where light falls short and where it is wasted on empty space.",
    },
    {
      title: "Lighting plan",
      text: "We propose fittings and positions for each area, choosing the light level, colour temperature and colour rendering for the task: bright, neutral light over workbenches and packing tables, warmer light in a restaurant, high colour rendering where customers judge colour. You see the proposal and the fixed price before anything is ordered.",
    },
    {
      title: "Retrofit or replace",
      text: "Where fittings are sound, LED tubes can replace fluorescents once the old ballast and starter are taken out and the fitting rewired and labelled. Where fittings are yellowed, brittle or corroded, new LED fittings are the better buy. Old fluorescent tubes contain mercury and go for proper disposal, not into the general waste.",
    },
    {
      title: "Lighting controls",
      text: "Motion sensors in storerooms and toilets, daylight sensors near windows and timers on signage and parking lights keep lights off when nobody needs them. We wire the controls so that lights people rely on for safety, such as stairs and walkways, cannot be switched off by accident.",
    },
    {
      title: "Emergency lighting",
      text: "We fit or replace emergency fittings and illuminated exit signs along escape routes, in stairwells and at exits, then cut the supply to prove that they come on and that the batteries last their rated time.",
    },
    {
      title: "Commissioning and handover",
      text: "We test the circuits, check the light levels against the plan and hand over a schedule of fittings, the emergency lighting test record and a certificate for the electrical work.",
    },
  ],
  compliance: [
    "New lighting circuits, and changes to existing ones, are alterations to the fixed installation: they must follow SANS 10142-1 and need a Certificate of Compliance. In a retrofit that means sound connections in every fitting, metal fittings earthed and breakers of the correct rating, not simply new tubes in old holders.",
    "Emergency lighting and exit signs are part of a building's fire safety. What a building needs depends on its use, its occupancy and its escape routes, as the National Building Regulations set out, and the fire department or your insurer may ask to see that it works. We suggest a short function test every month and a full-duration test once a year, recorded in a logbook.",
    "Employers must provide a safe workplace under the Occupational Health and Safety Act, and enough light to work by is part of that, especially around machinery, stairs and loading bays.",
  ],
  faqs: [
    {
      question: "How much will we save by changing to LED?",
      answer:
        "It depends on how many hours the lights burn and what they replace. LED draws far less than fluorescent, halogen or metal halide lamps for the same light, so premises with long trading hours see the biggest difference. We work out the expected saving from your own fittings and hours during the survey rather than quoting a general figure.",
    },
    {
      question: "Can we just swap the fluorescent tubes for LED tubes?",
      answer:
        "Sometimes. Some LED tubes work with the existing ballast, others need it removed and the fitting rewired. Rewiring is more reliable, but the fitting must then be labelled so that nobody puts a fluorescent tube back in. If the fittings themselves are worn out, new ones cost little more and last longer.",
    },
    {
      question: "Does our building need emergency lighting?",
      answer:
        "Most commercial buildings with escape routes need it, and it matters most wherever people would be left in the dark when the power fails: stairwells, passages, windowless storerooms, toilets and basements. We look at the layout and tell you what is needed and why.",
    },
    {
      question: "Can you do the work without closing the shop?",
      answer:
        "Yes. We work one section at a time, or early in the morning before you open, and large retrofits are phased so that only part of the floor is affected on any day. Stock and shelving are covered while we work overhead.",
    },
  ],
  related: [
    "light-fixture-installation",
    "outdoor-lighting",
    "energy-efficiency-solutions",
    "commercial-electrical-services",
    "electrical-maintenance",
    "light-fixture-repairs",
  ],
} satisfies ServiceInput;
