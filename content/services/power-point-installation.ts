import type { ServiceInput } from "../schema";

export const service = {
  slug: "power-point-installation",
  title: "Power Point Installation",
  group: "residential",
  summary:
    "Extra plug points for kitchens, offices, bedrooms and garages in Cape Town, on correctly rated circuits with 30 mA earth leakage protection and a CoC.",
  intro:
    "Adapters stacked on adapters, and extension leads running under rugs, are a sign that a room needs more plug points. We add sockets where you actually use power, at heights that suit the room, on circuits that can carry the load and protected by an earth leakage unit as SANS 10142-1 requires. Whether you need one extra double socket behind the TV or a row of points along a workbench, the new work is tested and certified.",
  signs: [
    "Multiplugs and adapters are plugged into each other behind the TV, the desk or the kitchen counter.",
    "Extension leads run across doorways, under carpets or out to the garage.",
    "The kettle, microwave and toaster all share one double socket on the counter.",
    "You are setting up a home office, a hair or nail station, a gaming corner or a workbench.",
    "You want an outside point for a pressure washer, pool equipment or the braai area.",
    "A heater or air-conditioner needs a point of its own.",
    "The room only has old single sockets and you want doubles or combination sockets.",
  ],
  steps: [
    {
      title: "Deciding where the points go",
      text: "We agree where each socket goes and at what height: just above the counter in a kitchen, at desk height in an office, clear of splashes in a laundry. We also ask what will be plugged in, because a heater and a phone charger are very different loads.",
    },
    {
      title: "Choosing the circuit",
      text: "Each new point goes onto a plug circuit with spare capacity, or onto a new circuit if the existing ones are already working hard. Kitchen appliances and heaters are the usual reason for a new circuit rather than an extended one.",
    },
    {
      title: "Getting the cable there",
      text: "Cable runs in conduit, either chased into the plaster or fixed along the skirting in neat trunking on face brick and in rented homes where you would rather leave the walls alone.",
    },
    {
      title: "Fitting the sockets",
      text: "Sockets are fixed into proper boxes and wired with live, neutral and a continuous earth. Outdoor points go in weatherproof enclosures whose lid closes over the plug while it is in use.",
    },
    {
      title: "Testing and certificate",
      text: "We test polarity, earth continuity and the earth leakage trip at every new point, and certify the additions before we leave.",
    },
  ],
  compliance: [
    "SANS 10142-1 requires socket circuits to be protected by an earth leakage unit that trips at 30 mA, and matches the breaker on each circuit to the size of its cable. Extending a circuit that has no earth leakage protection, or one already carrying heavy appliances, does not give you a compliant or safe result, so we check the circuit before we add to it.",
    "Each new plug point is an addition to the installation, which the Electrical Installation Regulations say must be certified. Points outside and in bathrooms have extra requirements for weatherproofing and for distance from water, which decide where they may go.",
  ],
  faqs: [
    {
      question: "How many appliances can I safely run from one double socket?",
      answer:
        "The breaker protects the whole circuit, not each socket, and a plug circuit is commonly on a 16 A or 20 A breaker. A heater and a kettle on the same double socket can take up most of that on their own. Spread heavy appliances over different points, and where you cannot, that is what extra points are for.",
    },
    {
      question: "Which plug type should the new sockets take?",
      answer:
        "We can fit sockets for the old 15 A round-pin plugs, the small 5 A plugs and the newer SANS 164-2 plugs, or combination sockets that accept more than one type. Combinations are popular because older appliances and new ones both fit without adapters.",
    },
    {
      question: "Can you add a plug point without chasing the wall?",
      answer:
        "Yes. Surface trunking along the skirting or up a corner is quicker, makes no dust to speak of and can be painted to match the wall. Chasing gives a hidden finish but needs plastering and painting afterwards. We show you both options on site.",
    },
    {
      question: "Can you fit sockets with USB chargers built in?",
      answer:
        "Yes, they fit standard boxes. We fit units from suppliers we trust, because cheap USB sockets have small built-in power supplies that can run hot and fail, and a socket is not something you want to replace every year.",
    },
  ],
  related: [
    "power-plug-relocation",
    "power-point-repairs",
    "electrical-installations",
    "electrical-panel-upgrades",
    "electrical-renovations",
  ],
} satisfies ServiceInput;
