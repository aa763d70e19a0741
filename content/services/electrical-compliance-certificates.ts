import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-compliance-certificates",
  aliases: ["electrical-compliance"],
  title: "Electrical Certificates of Compliance",
  group: "residential",
  summary:
    "Certificates of Compliance (CoC) for selling, renting or altering a property in Cape Town, issued under SANS 10142-1 by registered electricians.",
  intro:
    "South African law requires an electrical Certificate of Compliance when a property changes hands and whenever an installation is altered. We inspect and test the installation, tell you exactly what must be fixed before the CoC can be issued and issue it once it passes.",
} satisfies ServiceInput;
