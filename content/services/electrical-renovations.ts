import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-renovations",
  title: "Electrical Work for Renovations",
  group: "residential",
  summary:
    "Kitchen, bathroom and home renovation electrics in Cape Town: planned with you and your builder, wired before the walls close and certified at the end.",
  intro:
    "A renovation is the best time to put the electrics right, because walls are open, ceilings may be down and the layout is changing anyway. We plan plug points, lighting and dedicated circuits with you and your builder before demolition starts, run cables before plastering and tiling, fit switches and lights once the finishes are done, and certify the altered installation.",
  signs: [
    "You are redoing a kitchen and the new layout moves the stove, adds an island or needs plug points along a longer counter.",
    "A bathroom makeover changes where the shower, bath, vanity and heated towel rail will go.",
    "You are knocking through walls to open up living space, and switches and plugs sit in walls that will disappear.",
    "Demolition has exposed old cable that is clearly past its life.",
    "You want downlights, under-cabinet lights or a TV wall with hidden cabling, which are easiest while surfaces are open.",
    "Your builder or architect needs an electrician to price the electrical work and fit it into the programme.",
  ],
  steps: [
    {
      title: "Planning before demolition",
      text: "We meet on site with you and ideally your builder, mark every point, light and circuit on the plan, and check whether the board has room and the supply has capacity for the new loads.",
    },
    {
      title: "Making safe for the builders",
      text: "Before walls come down we disconnect and terminate the circuits running through them, and leave a protected temporary supply for the builder's tools where one is needed.",
    },
    {
      title: "First fix",
      text: "With walls open or newly built, we chase and fit conduit and boxes, pull cable and run the dedicated circuits. We time this so the plasterer and tiler follow straight after us, not the other way round.",
    },
    {
      title: "Second fix",
      text: "After plastering, tiling and painting we fit switches, plug points, lights and appliance connections, line up boxes with the tile joints and connect the new circuits at the board.",
    },
    {
      title: "Testing and certificate",
      text: "We test the new and altered circuits and issue a Certificate of Compliance for the work, which you will want for your records, your insurer and any future sale.",
    },
  ],
  compliance: [
    "Every alteration or addition needs a Certificate of Compliance for the new work under the Electrical Installation Regulations. If the existing installation that the new work connects to is unsafe, for example a board without earth leakage protection, that has to be put right before the altered work can be certified.",
    "SANS 10142-1 divides bathrooms into zones around the bath and shower that limit what may be installed close to water and the protection it needs. Kitchens need dedicated circuits and an isolator for the stove or oven, and plug points placed clear of the sink and hob. We plan to those rules from the first meeting so nothing has to move after tiling.",
  ],
  faqs: [
    {
      question: "When should the electrician come in on a renovation?",
      answer:
        "Three times: before demolition to plan, after the walls are opened or built for first fix, and at the end for second fix. Calling us in late usually means chasing finished plaster or lifting new tiles, which costs you twice.",
    },
    {
      question: "Can you work with my builder?",
      answer:
        "Yes. We are used to fitting into a builder's programme. We agree the first- and second-fix dates with them, and warn you both early if the board or supply needs upgrading, because that affects the schedule.",
    },
    {
      question: "Will a kitchen renovation mean a new distribution board?",
      answer:
        "Often, but not always. A modern kitchen adds an oven, hob, dishwasher and more plug points, and an older board may have no spare ways or no earth leakage unit. We look at the board during planning so the cost is in the quote, not a surprise halfway through.",
    },
    {
      question: "Can I keep the old wiring in the room we are renovating?",
      answer:
        "If it tests well and suits the new layout, yes. Cable that is old, too small for the new loads or buried in walls without conduit is far cheaper to replace while the walls are open than after the new finishes go on.",
    },
  ],
  related: [
    "electrical-wiring-installation",
    "power-plug-relocation",
    "electrical-panel-upgrades",
    "light-fixture-installation",
    "electrical-appliance-installation",
    "general-construction",
  ],
} satisfies ServiceInput;
