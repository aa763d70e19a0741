import type { ServiceInput } from "../schema";

export const service = {
  slug: "solar-panel-installation",
  title: "Solar Panel Installation",
  group: "solar",
  summary:
    "Rooftop solar PV for Cape Town homes and businesses: system sizing, roof mounting, SSEG registration with the City and a Certificate of Compliance.",
  intro:
    "Cape Town gets strong sun for most of the year, which makes rooftop solar one of the best ways to cut your electricity bill and ride through load-shedding. We size the array to how you actually use power, mount it securely for the south-easter and register it with the City of Cape Town.",
} satisfies ServiceInput;
