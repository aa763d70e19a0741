import { supplierLines } from "../assistant/safety";
import type { AreaInput } from "../schema";

export const area = {
  slug: "delft",
  region: "cape-flats",
  name: "Delft",
  summary:
    "Delft electricians for subsidy houses that have outgrown their ready boards: a proper board, new circuits, spaza shop fridges and wet-weather trips.",
  intro:
    "Delft lies on the far side of the airport, about fifteen minutes from our Matroosfontein workshop outside rush hour. It is one of the youngest large suburbs on the Cape Flats, and most of its houses started out with the smallest electrical installation a home can have, which their owners have been stretching ever since.",
  travelMinutes: 15,
  housing:
    "Delft has grown since the early 1990s, in neighbourhoods named after Dutch cities such as The Hague, Leiden and Eindhoven, and from the start it housed coloured and black African families side by side. Most homes are state-subsidised: small single-storey houses from the 1990s, the larger 40 m² Breaking New Ground houses of the N2 Gateway and later projects, rows of semi-detached units and, in the Symphony development, three-storey walk-up flats. Many of the first houses were wired with a ready board, a single enclosure with a breaker, an earth leakage unit, a plug or two and a light, and almost everything since has been added by the owners: kitchens, bedrooms, backyard rooms and small shops.",
  typicalJobs: [
    "When a ready-board house gains a kitchen, a bedroom or a room in the yard, the new points often end up fed from the board's only socket through extension leads and surface cable. We replace the ready board with a proper distribution board, give the lights, plugs and stove their own circuits with earth leakage protection, and wire the new rooms into the installation instead of plugging them into it.",
    "A spaza shop, a hair salon or a car wash at home puts display fridges, dryers or a pressure washer on a supply meant for lights and a kettle. We work out what has to run at the same time, give the fridges a circuit of their own, and say plainly when the prepaid meter's limit is the real ceiling. Then the answer is to ask your supplier about a bigger supply, not to fit a bigger breaker.",
    `Low-lying yards stand in water after heavy winter rain, and a shallow cable to a backyard room or an unprotected plug on an outside wall will trip the earth leakage until it dries out. We find the wet circuit, lay the cable at the proper depth in a conduit and fit weatherproof outlets. When the whole street is dark instead, the fault is the supplier's: your token slip names it, and faults go to the City of Cape Town on ${supplierLines.city} or Eskom on ${supplierLines.eskom}.`,
  ],
  services: [
    "electrical-panel-upgrades",
    "power-point-installation",
    "electrical-installations",
    "commercial-electrical-services",
    "electrical-power-restoration",
  ],
  nearby: ["belhar", "kuils-river", "mitchells-plain", "bishop-lavis"],
  faqs: [
    {
      question: "Our house only has a ready board. Can it be replaced with a proper board?",
      answer:
        "Yes. The ready board is on your side of the prepaid meter, so it is part of your own installation, and replacing it with a distribution board is ordinary electrical work that we test and certify. The meter belongs to the supplier and stays as it is; we work only on the installation after it.",
    },
  ],
} satisfies AreaInput;
