import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-wiring-installation",
  title: "Electrical Wiring Installation",
  group: "residential",
  summary:
    "Complete house wiring and rewiring in Cape Town: correctly sized cable, neat conduit runs and a Certificate of Compliance when we finish.",
  intro:
    "Rewiring is the right answer when old rubber or cloth-insulated cable is crumbling, when a house was wired without an earth, or when an extension needs its own circuits. We plan each circuit, run new conduit where needed and test the finished installation.",
} satisfies ServiceInput;
