import type { AreaInput } from "../schema";

export const area = {
  slug: "durbanville",
  region: "northern-suburbs",
  name: "Durbanville",
  summary:
    "Durbanville electricians for estate homes, townhouses and the older village streets: solar and inverter installs, EV chargers, gates and CoCs.",
  intro:
    "At about 25 minutes from our workshop, Durbanville is the furthest of the Northern Suburbs we cover, so we book work here a little ahead and keep room for urgent calls. The suburb has grown outward from an old village centre into security estates and townhouse complexes, and many of the enquiries we get from here are about solar power, backup and car charging.",
  travelMinutes: 25,
  housing:
    "Around the old village centre there are older houses on generous plots, but much of Durbanville is more recent: family homes in security estates and townhouse complexes built over the last few decades, with new developments still going up on its edges and farmland and vineyards beyond. Newer houses usually have modern boards with earth leakage protection, so the faults we find are less about age than about what has been added since, such as inverters squeezed in beside the board and gate motors on long cable runs.",
  typicalJobs: [
    "Solar panels and hybrid inverters come up often in Durbanville. Estate houses tend to have roofs facing several ways, so we place panels on the faces that get the most sun through the year, put the inverter and batteries somewhere cool and ventilated such as the garage rather than a cupboard, and handle the City's small-scale embedded generation registration and the Certificate of Compliance. We draw the layout early, because an estate usually wants to see it too.",
    "Electric vehicle chargers are usually 7 kW on a dedicated single-phase circuit. Before we install one we add up what the house already draws, including the geyser, pool pump and air conditioning, and we fit earth leakage protection that also detects DC leakage, which a charger can produce and an ordinary unit may miss.",
    "Summers are hotter here than in the coastal suburbs, and air conditioners are a common addition. We run the dedicated supply and isolator each unit needs and check the board can take the extra load; the unit itself is installed by your air-conditioning contractor.",
  ],
  services: [
    "solar-panel-installation",
    "solar-inverter-installation",
    "electric-motor-charger-installation",
    "access-control-systems",
    "electrical-compliance-certificates",
  ],
  nearby: ["bellville", "parow"],
  faqs: [
    {
      question: "Do we need our estate's approval as well as the City's for solar panels?",
      answer:
        "Often, yes. The City's small-scale embedded generation authorisation is a legal requirement for any grid-tied or hybrid system, whatever the estate says. Many estates also have architectural rules about panels on street-facing roofs, visible cabling and where an inverter may be mounted. Check your estate's rules first; we provide the drawings both approvals ask for.",
    },
  ],
} satisfies AreaInput;
