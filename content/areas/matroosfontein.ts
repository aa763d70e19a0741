import type { AreaInput } from "../schema";

export const area = {
  slug: "matroosfontein",
  region: "cape-flats",
  name: "Matroosfontein",
  summary:
    "Electricians based in Matroosfontein itself: geysers that trip the earth leakage, missing earths after plumbing work, and inspections before you build or sell.",
  intro:
    "Our workshop is in Matroosfontein, so the streets around it are two or three minutes away by van. At that distance it is often simpler for us to come and look than to guess at a fault over the phone, which makes it practical to check small things properly: a geyser that has stopped heating, a plug that smells warm, or the wiring behind a room you are planning to add.",
  travelMinutes: 3,
  housing:
    "Matroosfontein is a small and mostly residential area beside Bishop Lavis, with the airport and the industrial land along the N2 not far off. Like its neighbours it was settled in the apartheid years, when families classified coloured were moved to this side of the city, and most homes are modest single-storey brick houses, some built by the council and since bought by the families in them, alongside privately built ones. Enclosed stoeps, extra bedrooms and rooms in the yard are common, and the wiring tends to show each stage: an original board with a few circuits, then additions of varying quality.",
  typicalJobs: [
    "The geyser is the largest load in most of these homes and the appliance that fails most often. When it trips the earth leakage, the element is usually leaking to earth, but a damp isolator or a scorched connection in the roof space can do exactly the same, so we test before replacing anything. We can also fit a geyser timer or a switch within easy reach, one of the few changes that cuts what a prepaid household spends on electricity without changing how it lives.",
    "Many older houses relied on the metal water pipe as their earth. When a plumber replaces a length of it with plastic, that earth path can quietly disappear, and nobody notices until an appliance develops a fault. We measure the earth at the board and at the outlets and, where it is missing or poor, install an earth electrode and bonding as SANS 10142-1 requires, so that a fault on a kettle or a washing machine trips the protection at once instead of waiting for someone to touch it.",
    "Before you close in a stoep, add a bedroom or put the house on the market, it pays to know what the existing wiring will need. Being around the corner, we can inspect, test the circuits that matter and give you a written list of what fails and what putting it right involves, so neither the Certificate of Compliance nor the wiring for the new room turns into a surprise halfway through the project.",
  ],
  services: [
    "electrical-repairs",
    "electrical-appliance-installation",
    "geyser-electrical-repairs",
    "earthing-wire-installation",
    "electrical-inspections",
    "electrical-compliance-certificates",
  ],
  nearby: ["bishop-lavis", "valhalla-park", "bonteheuwel", "elsies-river", "belhar"],
  faqs: [
    {
      question: "Our earth leakage trips whenever the geyser switches on. Is the geyser finished?",
      answer:
        "Not necessarily. A leaking element is the most common cause, and replacing it costs far less than a new geyser, but water in the isolator or a damaged cable in the ceiling gives the same symptom. We test the element, the thermostat and the wiring separately, then tell you which part has failed. Until then, leave the geyser's breaker off rather than resetting the earth leakage again and again.",
    },
  ],
} satisfies AreaInput;
