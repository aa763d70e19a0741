import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-panel-repairs",
  title: "Electrical Panel Repairs",
  group: "residential",
  summary:
    "Distribution board repairs: breakers that trip or will not reset, faulty earth leakage units, burnt busbars and loose connections.",
  intro:
    "A distribution board works hard for years without attention, until a breaker refuses to reset or an earth leakage unit trips for no clear reason. We test the protective devices, repair or replace faulty parts and tighten the connections that cause heat damage.",
} satisfies ServiceInput;
