import type { AreaInput } from "../schema";

export const area = {
  slug: "athlone",
  region: "cape-flats",
  name: "Athlone",
  summary:
    "Athlone electricians for old cottages, extended double-storeys in Rylands and Gatesville, Klipfontein Road takeaways and Athlone Industria workshops.",
  intro:
    "Athlone lies in the middle of the Cape Flats, about fifteen minutes from our Matroosfontein workshop outside rush hour. It is older than most of its neighbours, and so is a good deal of its wiring: streets of early cottages, family homes rebuilt upwards, busy shops and takeaways, and an industrial area, all within a few kilometres of each other.",
  travelMinutes: 15,
  housing:
    "The oldest streets go back to the early twentieth century, when the area was still called West London, and to the municipal housing schemes that followed the First World War: small freestanding and semi-detached cottages, some with later brick fronts on older walls. Under the Group Areas Act Athlone was set aside for coloured families and Rylands and Gatesville for Indian families, many of them moved from other parts of the city, and those households built and rebuilt their own homes, so large double-storey houses now stand beside single-storey originals. Kewtown, Bridgetown and Silvertown are mostly council-built walk-up flats. Klipfontein Road and the Gatesville shops form the commercial strip, and Athlone Industria holds workshops and small factories, many of them on three-phase supplies.",
  typicalJobs: [
    "In the older cottages we still come across rubber-insulated cable in the roof space, boards with rewirable fuses and no earth leakage unit, and light circuits with no earth conductor at all. Rubber insulation hardens and cracks with age, and where it has cracked a bare conductor can rest against a roof timber or a metal light box. We measure the insulation resistance of each circuit, replace the cable that fails, and fit a modern board with earth leakage protection, so the rewiring is done where the readings say it is needed.",
    "When a house has gained an upper floor or a back extension, often in several stages, the new rooms are frequently fed from the original plug or lighting circuits, and one small main switch ends up carrying what is really two households' load. We add up what each part of the house draws, run a submain to a second board for the new floor where that is the sensible layout, and certify the added work, because a conveyancer will ask for it when the house is sold.",
    "Takeaways, bakeries and home caterers run fryers, ovens, warmers and cold rooms that draw heavily for hours on end, and Athlone's Gatsby shops are busiest exactly when the wiring is under most strain. In Athlone Industria the loads are motors, compressors and machines on three-phase power, where a lost phase or a worn contactor can burn out a motor. We size circuits for commercial cooking and refrigeration, balance the load across phases, check motor protection and carry out the periodic inspections an insurer or landlord asks for.",
  ],
  services: [
    "electrical-wiring-repairs",
    "electrical-panel-upgrades",
    "commercial-electrical-services",
    "industrial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["heideveld", "pinelands", "bonteheuwel", "rondebosch"],
  faqs: [
    {
      question:
        "Our Athlone house still has an old fuse board. Does the whole house need rewiring?",
      answer:
        "Not necessarily. An old fuse board shows the installation's age, but the cable behind it may still test well. We test insulation and earth continuity on every circuit first. Where the cable is sound, a new board with earth leakage protection and a few new points may be enough; where it has perished, that part is rewired. Either way you see the readings and a written list before any work starts.",
    },
  ],
} satisfies AreaInput;
