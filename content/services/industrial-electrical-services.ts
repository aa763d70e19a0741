import type { ServiceInput } from "../schema";

export const service = {
  slug: "industrial-electrical-services",
  title: "Industrial Electrical Services",
  group: "industrial",
  summary:
    "Electrical installation and maintenance for factories and workshops in Cape Town: three-phase supplies, motors, machines and boards.",
  intro:
    "Industrial sites depend on three-phase power, motor circuits and distribution boards that are kept in good order. We install machine supplies, maintain boards and motor starters and find faults fast to keep downtime short.",
} satisfies ServiceInput;
