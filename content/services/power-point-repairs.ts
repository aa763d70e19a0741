import type { ServiceInput } from "../schema";

export const service = {
  slug: "power-point-repairs",
  title: "Power Point Repairs",
  group: "residential",
  summary:
    "Loose, scorched or dead plug points repaired or replaced. We check the circuit behind the socket so the fault does not come back.",
  intro:
    "A scorched or loose plug point is a fire risk, not a cosmetic problem. We replace damaged sockets, tighten and test the connections behind them and check that the circuit breaker protecting them is the right size.",
} satisfies ServiceInput;
