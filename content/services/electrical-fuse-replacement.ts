import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrical-fuse-replacement",
  title: "Fuse Replacement",
  group: "residential",
  summary:
    "Blown fuses and failed circuit breakers replaced with the correct rating, and the reason they blew found and fixed.",
  intro:
    "A fuse or breaker that trips is doing its job: something on that circuit drew too much current. We replace it with the correct rating, never a bigger one to stop the tripping, and find the appliance or fault that caused it.",
} satisfies ServiceInput;
