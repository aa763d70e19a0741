import type { AreaInput } from "../schema";

export const area = {
  slug: "bonteheuwel",
  region: "cape-flats",
  name: "Bonteheuwel",
  summary:
    "Bonteheuwel electricians five minutes away: earth leakage trips in the winter rain, worn original wiring, dead plugs and night call-outs.",
  intro:
    "Bonteheuwel is five minutes from our Matroosfontein workshop, near enough that when the lights go out at night our 24-hour line can usually get someone to your door quickly. We know the houses here well, and in some of them parts of the wiring have been in the walls since the suburb was built.",
  travelMinutes: 5,
  housing:
    "Bonteheuwel was built by the City in the early 1960s as rental housing, mostly single-storey brick houses on their own stands with some semi-detached pairs, and many have since passed into the ownership of the households living in them. Over the years yards have filled up with backyard rooms and wendy houses, and the houses themselves have grown. Where the original wiring survives it is some sixty years old, on a board designed for lights, a few plugs and a stove.",
  typicalJobs: [
    "When the winter rain sets in, the calls about earth leakage that keeps tripping and refuses to reset go up. Usually water has found its way into an outdoor plug, a light on the back wall or a joint in the feed to a backyard room. We track down the circuit that is leaking, replace the fitting with a weatherproof one and remake the joint properly. Bypassing the earth leakage unit is never the answer: it is the device that stops a wet fault from giving someone a shock.",
    "Switches, plug points and light fittings that have been repaired over and over wear out in the end. We replace them, and we also check the circuit behind them, because a scorched plug usually points to a loose connection or too much load rather than a bad plug.",
    "When there is no power at all, the first question is whether the problem lies inside your property or with the supply. We check your board and meter and, if the problem is the network, tell you straight away who to phone, so you are not paying us for a fault only the supplier can fix.",
  ],
  services: [
    "electrical-repairs",
    "electrical-panel-repairs",
    "power-point-repairs",
    "electrical-power-restoration",
    "emergency-electrical-services",
  ],
  nearby: ["bishop-lavis", "thornton", "goodwood"],
  faqs: [
    {
      question:
        "Our earth leakage trips every time it rains. Is that a problem with the City's supply?",
      answer:
        "Almost never. An earth leakage unit reacts to current leaking to earth on your side of it, so the cause is inside your property: water in an outdoor fitting, a damp wall behind a plug, or a poorly made joint in a buried cable. We test each circuit to find the one that is leaking, which is quicker and cheaper than replacing fittings at random.",
    },
  ],
} satisfies AreaInput;
