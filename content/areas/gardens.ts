import type { AreaInput } from "../schema";

export const area = {
  slug: "gardens",
  region: "city-bowl",
  name: "Gardens",
  summary:
    "Electricians in Gardens: rewiring Victorian and Edwardian houses, untangling divided flats, guesthouse and office circuits, testing and CoCs.",
  intro:
    "Gardens takes its name from the Company's Garden at the top of the city, and its streets run up past Kloof Street towards the mountain. It is about twenty-five minutes from our workshop. Houses here have usually been wired, extended and divided by several owners in turn, so we begin with an inspection of what is really behind the plaster before we quote a rewire or an upgrade.",
  travelMinutes: 25,
  housing:
    "Gardens is a dense mix: Victorian and Edwardian houses with pressed-metal ceilings and suspended wooden floors, houses converted into guesthouses and small offices on the busier roads, and apartment blocks of several eras. Many of the old houses were divided into two or three flats at some point, and the wiring was split with them, not always cleanly: a circuit belonging to one flat can pass through another, and one earth may serve the lot.",
  typicalJobs: [
    "Full rewires of old houses. Where we find rubber- or cloth-insulated cable, or cable whose insulation cracks when it is bent, patching is not a safe option. The good news is that a crawl space under the floorboards and a roof space above let us rewire many Gardens houses with far less chasing than owners expect.",
    "Separating divided houses. When flats are sold individually, or a house is turned back into one home, each unit needs its own board and circuits that stay inside its own walls. We trace and label every circuit, reroute the ones that cross over and make sure each part has its own earth leakage protection.",
    "Guesthouses and offices in converted houses ask us for periodic testing and inspection, extra plug circuits, and lighting for stairs and passages that guests and staff use in the dark. Finding a fault during a planned test is much cheaper than losing a night's bookings to it.",
  ],
  services: [
    "electrical-wiring-installation",
    "electrical-testing-inspection",
    "electrical-panel-upgrades",
    "electrical-renovations",
    "electrical-compliance-certificates",
  ],
  nearby: ["tamboerskloof", "oranjezicht", "vredehoek", "cape-town-cbd"],
  faqs: [
    {
      question: "My Gardens house still has its old wiring. Does it need a full rewire?",
      answer:
        "Not always. We test the insulation and the earth on every circuit and look at the cable itself in the roof and under the floor. If the insulation is sound, replacing the board and a few circuits may be enough; if it is perishing rubber or cloth, a rewire is the safe answer. You get the test results with the quote.",
    },
  ],
} satisfies AreaInput;
