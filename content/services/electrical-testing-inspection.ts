import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-testing-inspection",
  title: "Electrical Testing and Inspection",
  group: "commercial",
  summary:
    "Insulation resistance, earth loop and earth leakage testing of commercial and residential installations, with a written report.",
  intro:
    "Testing is how an electrician proves an installation is safe: insulation resistance, earth continuity, loop impedance and earth leakage trip times. We carry calibrated instruments and give you the results in a written report.",
} satisfies ServiceInput;
