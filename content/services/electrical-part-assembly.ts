import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-part-assembly",
  title: "Electrical Panel Assembly",
  group: "industrial",
  summary:
    "Custom distribution boards, control panels and motor starters assembled and wired in our workshop for Cape Town clients.",
  intro:
    "Some jobs need a board built to order: a motor control panel for a pump, a sub-board for a workshop, a changeover panel for a generator. We assemble and wire these in the workshop, test them and install them on site.",
} satisfies ServiceInput;
