import type { AreaInput } from "../schema";

export const area = {
  slug: "heideveld",
  region: "cape-flats",
  name: "Heideveld",
  summary:
    "Heideveld electricians about ten minutes away: proper supplies for backyard rooms, lost earths, geysers that tingle, and extensions certified for transfer.",
  intro:
    "Heideveld sits between Bonteheuwel, Athlone and Manenberg, about ten minutes from our Matroosfontein workshop. It is a compact, closely built suburb where many plots now house more than one family, and the electrical work follows that: cables run out to rooms in the yard, houses built onto in stages, and installations carrying far more people and appliances than they were first laid out for.",
  travelMinutes: 10,
  housing:
    "Heideveld was built by the City as rental housing for coloured families, many of whom were moved there under the Group Areas Act: rows of semi-detached brick houses and walk-up blocks of flats, the biggest of them along Heideveld Road. Most houses have since been bought by the families living in them and extended at the back, and many yards now hold a backyard room or a wendy house for a tenant or for grown children. The newest homes are subsidised houses built in the last decade for families who had waited many years on the housing list. The original installations were basic, a small board with a few light and plug circuits and a stove point, and added rooms have usually been fed from whichever circuit was closest.",
  typicalJobs: [
    "A room in the yard needs a supply of its own: cable sized for the heater and kettle that will really be used there, run from its own breaker at the house's board, either buried in conduit deep enough that a spade will not reach it or fixed to the wall where it is protected. In the room we fit a small board with an earth leakage unit, so a fault in a tenant's appliance trips the room and not the whole house. Leads pushed through a window get shut in the frame and soaked in the rain, and they are behind many of the winter fires on the Cape Flats.",
    "Many older houses here were earthed through their metal water pipes. When a plumber replaces a section with plastic, or the whole supply pipe is renewed, that earth can disappear without anyone noticing, until someone feels a tingle from the geyser tap or the stove. We measure the earth at the board, install a proper earth electrode and main earth conductor where it is missing, and bond the geyser and the metal pipework, so the earth leakage unit and breakers can do their job.",
    "Families who add a bedroom, a kitchen or a second storey to a subsidised house are building on an installation meant for a small home. We extend it with new circuits from the board rather than joints hidden in the roof, upgrade the board where it has no spare ways, and issue a Certificate of Compliance for the new work so that it does not hold up a future sale or an inheritance.",
  ],
  services: [
    "electrical-installations",
    "earthing-wire-installation",
    "power-point-installation",
    "electrical-repairs",
    "electrical-compliance-certificates",
  ],
  nearby: ["bonteheuwel", "athlone", "bishop-lavis"],
  faqs: [
    {
      question: "We get a tingle from the hot tap in the bathroom. Is that serious?",
      answer:
        "Yes. A tingle means current is reaching metal that should be earthed, usually because the earth has been lost or the geyser element has failed to earth. Stop using the hot water, switch off the geyser at its isolator or at the main switch if you can reach it safely without touching the pipes, and call us. We test the geyser, its circuit and the earthing, and leave it off until the cause is fixed.",
    },
  ],
} satisfies AreaInput;
