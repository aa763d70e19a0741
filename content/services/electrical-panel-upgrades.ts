import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-panel-upgrades",
  aliases: ["electrical-panel-upgrades-replacement"],
  title: "Electrical Panel Upgrades",
  group: "residential",
  summary:
    "Distribution board upgrades and replacements in Cape Town: old fuse boards swapped for modern breakers, earth leakage and surge protection.",
  intro:
    "Many older Cape Town homes still have wooden or asbestos-backed fuse boards with no earth leakage protection. Replacing the distribution board is often the single biggest safety improvement you can make, and it is usually needed before a Certificate of Compliance can be issued.",
} satisfies ServiceInput;
