import type { ServiceInput } from "../schema";

export const service = {
  slug: "access-control-systems",
  title: "Access Control Systems",
  group: "security",
  summary:
    "Gate automation, intercoms, keypads and biometric access control for Cape Town homes, complexes and businesses.",
  intro:
    "Access control decides who gets in and when: a gate motor with remotes, a video intercom at the pedestrian gate, tag or biometric readers on office doors. We install and wire these systems and keep them working through load-shedding.",
} satisfies ServiceInput;
