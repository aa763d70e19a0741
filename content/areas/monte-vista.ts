import type { AreaInput } from "../schema";

export const area = {
  slug: "monte-vista",
  region: "northern-suburbs",
  name: "Monte Vista",
  summary:
    "Monte Vista electricians for family homes on sloping stands: lower-level rooms, unearthed light points, gate motors, electric fences and CoCs.",
  intro:
    "Monte Vista sits on the lower slopes below Plattekloof, beside Edgemead, and its name speaks of the view across to Table Mountain that many of its houses enjoy. From our workshop it is about fifteen minutes outside rush hour. The suburb is established and settled, and much of our work here is on houses old enough that their owners are meeting the limits of the original installation.",
  travelMinutes: 15,
  housing:
    "The housing is mostly freestanding family homes on their own stands, built over several decades from the middle of the last century, with some townhouse complexes added later. Because the ground slopes, many houses have a lower level under part of the house: a garage, a flatlet or a games room dug into the hillside behind a retaining wall, often built after the house itself and fed from the upstairs board. Steep driveways mean gates and garage doors with motors, and boundary walls frequently carry an electric fence.",
  typicalJobs: [
    "A room built into the slope lives against damp. Moisture seeping through the retaining wall reaches plug points and cables on that wall, and in a wet winter the earth leakage unit starts tripping for no obvious reason. We find the circuit that leaks, move accessories off the damp wall or fit them in surface boxes standing clear of it, and where the lower level has grown into a flatlet, give it a sub-board of its own so a fault downstairs does not black out the whole house.",
    "In older houses the lighting circuits were sometimes installed without an earth conductor to each light point. That did little harm under plastic fittings, but a modern metal pendant or downlight fitted to such a point has nothing to carry a fault to earth. Before we hang metal fittings we check for an earth at each point and run one where it is missing, and we look at the switches and ceiling roses of that age, which can be brittle and scorched.",
    "Gate motors at the bottom of a steep driveway have a long way to the board, and a cable sized for a short run loses enough voltage to make the motor struggle, especially when its battery is tired. We size the supply cable for the distance, give the motor a weatherproof isolator, and add surge protection, because gate motor control boards are among the first things to fail after a lightning strike or a surge on the network.",
  ],
  services: [
    "electrical-wiring-repairs",
    "earthing-wire-installation",
    "light-fixture-installation",
    "access-control-systems",
    "electrical-compliance-certificates",
  ],
  nearby: ["edgemead", "goodwood", "parow"],
  faqs: [
    {
      question:
        "We are selling our Monte Vista house. Does the electric fence need its own certificate?",
      answer:
        "Yes. An electric fence needs an Electric Fence System Certificate, issued by a registered electric fence installer, and the electrical Certificate of Compliance does not replace it. The CoC covers the fixed installation up to the supply point for the energiser. If your fence has never been certified, whatever its age, book its inspection as soon as you decide to sell, because a fence that fails usually needs parts before it can pass.",
    },
  ],
} satisfies AreaInput;
