import type { ServiceInput } from "../schema";

export const service = {
  slug: "data-network-cabling",
  title: "Data and Network Cabling",
  group: "security",
  summary:
    "Structured network cabling, Wi-Fi access points and fibre termination for offices and homes in Cape Town.",
  intro:
    "Wi-Fi alone struggles in brick and concrete buildings. We run structured Cat6 cabling to desks and access points, terminate and label it at a neat patch panel and test every run, so your network is as reliable as your power.",
} satisfies ServiceInput;
