import type { AreaInput } from "../schema";

export const area = {
  slug: "edgemead",
  region: "northern-suburbs",
  name: "Edgemead",
  summary:
    "Edgemead electricians for 1970s and 1980s Garden Cities homes: ageing earth leakage units, full boards, wind-battered outdoor fittings and CoCs.",
  intro:
    "Edgemead lies at the foot of the Tygerberg Hills next to Bothasig, about eighteen minutes from our workshop outside rush hour. It is a planned suburb: Garden Cities, the developer behind Pinelands, began building here in 1972 on part of the old farm Plattekloof, with curving roads, cul-de-sacs, footpaths and open spaces between the houses. Many of the first homes are now passing to their second or third owners, and that is when their electrics get a close look.",
  travelMinutes: 18,
  housing:
    "Most of Edgemead is single-storey freestanding brick houses from the 1970s and 1980s, built in phases, with a later section added on land bought after the first, and some townhouse complexes among them. Over fifty years owners have enclosed patios, built braai rooms, turned garages into bedrooms and put up carports with lights. The original installations were tidy for their time, in PVC-insulated cable, but the boards were sized for the house as built, and the additions have usually been squeezed in wherever a breaker could fit.",
  typicalJobs: [
    "An earth leakage unit fitted in the 1970s or 1980s may still switch on and off perfectly by hand and yet no longer trip within the time the standard requires when it is tested. Some boards of that age also leave circuits, such as the stove or an added outdoor line, outside earth leakage protection altogether. We test the trip time and current with an instrument rather than the test button alone, and when the unit or the board has had its day we replace the board with one that has room for the circuits the house now really has.",
    "Edgemead takes wind from two sides: sand on the south-easter in summer and rain driven by the north-westerly gales in winter. Outdoor plug points, garage and carport lights and gate motor isolators on exposed walls fill with grit or water, and the earth leakage unit trips on the first stormy night. We replace them with properly rated weatherproof fittings, seal where cables enter, and mount them where the rain does not run straight into them.",
    "The spare bedroom has become an office in many Edgemead homes, sometimes for two people. We add plug points where the desks actually stand, put the office on a circuit that does not share with the kettle and heater, and run network cable to the desks and a ceiling access point, so video calls stop depending on Wi-Fi passing through three brick walls.",
  ],
  services: [
    "electrical-testing-inspection",
    "electrical-panel-upgrades",
    "outdoor-lighting",
    "data-network-cabling",
    "electrical-compliance-certificates",
  ],
  nearby: ["monte-vista", "goodwood", "parow"],
  faqs: [
    {
      question: "Our Edgemead house has its original 1970s wiring. Does it need rewiring?",
      answer:
        "Not necessarily. Cable from that period is PVC-insulated and much of it still tests well, so the sensible first step is an insulation resistance test of each circuit rather than a quote for a full rewire. What more often needs replacing is the board, the earth leakage unit, tired switches and plugs, and the joints made in the roof when rooms were added. We test first and quote only for what fails.",
    },
  ],
} satisfies AreaInput;
