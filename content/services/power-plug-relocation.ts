import type { ServiceInput } from "../schema";

export const service = {
  slug: "power-plug-relocation",
  title: "Power Plug Relocation",
  group: "residential",
  summary:
    "Move plug points for a new kitchen, TV wall or office layout. Neat chasing, correct cable and a compliant finish in Cape Town homes.",
  intro:
    "Renovations often leave plug points behind cupboards or in the wrong wall. We relocate them properly, extending the circuit with the right cable rather than hiding joints in the wall, and patch the chasing so the paint-over is easy.",
} satisfies ServiceInput;
