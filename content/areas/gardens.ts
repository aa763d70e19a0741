import type { AreaInput } from "../schema";

export const area = {
  slug: "gardens",
  region: "city-bowl",
  name: "Gardens",
  summary:
    "Electricians in Gardens: rewiring Victorian and Edwardian houses, flats and offices, distribution board upgrades and CoCs.",
  intro:
    "Gardens sits under Table Mountain about twenty-five minutes from our base. Its older houses have often been wired, extended and divided by several owners, so we start with an inspection of what is really in the walls before we quote a rewire or an upgrade.",
} satisfies AreaInput;
