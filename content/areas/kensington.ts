import type { AreaInput } from "../schema";

export const area = {
  slug: "kensington",
  region: "southern-suburbs",
  name: "Kensington",
  summary:
    "Kensington and Factreton electricians: safe supplies to backyard structures, prepaid meters that cut out, worn wiring in older houses, and CoCs.",
  intro:
    "Kensington and Factreton lie beside Maitland, just off the N1, about fifteen minutes from our workshop outside rush hour. The neighbourhood took shape early in the twentieth century, when the area was known as Windermere and Kensington, and in the 1960s its Black African residents were forcibly removed under apartheid laws. Today it is a close-knit, crowded area where many yards hold more than one household, and the electrical work follows that.",
  travelMinutes: 15,
  housing:
    "The housing is small freestanding and semi-detached houses on narrow stands, many of them decades old, with council-built houses and flats in Factreton. Families have lived in backyard structures here for decades, in wendy houses, brick rooms and lean-tos, and many of them are supplied from the main house. In the older houses we find boards with only a few circuits, now and then with rewirable fuses still in place, feeding far more load than anyone planned for.",
  typicalJobs: [
    "A wendy house or backyard room powered by an extension lead is a fire risk twice over: the lead overheats under a heater, and a timber or board structure burns quickly once it catches. We replace the lead with a fixed supply from the main board, in cable sized for what the room will run, fixed to the wall or buried in conduit, ending in a small board in the room with its own earth leakage protection. Where households want to share costs fairly, we can add a check meter on that supply.",
    "When the prepaid meter cuts out every evening, it is usually the total load of the house and the backyard together going over the meter's trip limit, not a faulty meter. We measure what each circuit draws, spread the heavy loads, and suggest what can run at other times, such as the geyser on a timer. If the household genuinely needs more than the supply allows, that is an application to the supplier, and we tell you honestly rather than fitting a bigger breaker that the meter will trip anyway.",
    "When the power goes off, many homes light candles, and across Cape Town candles are a common cause of fires in backyard structures that stand close together. Rechargeable LED lights are far safer, and a small inverter with a battery can keep lights and a phone charger going in the main house and the backyard room. We size and install these so they cannot feed back into the supply, protect the backyard circuit like the rest, and see to any registration your supplier requires.",
  ],
  services: [
    "electrical-wiring-installation",
    "electrical-repairs",
    "electrical-fuse-replacement",
    "electrical-panel-upgrades",
    "electrical-compliance-certificates",
  ],
  nearby: ["pinelands", "goodwood", "thornton", "woodstock", "observatory"],
  faqs: [
    {
      question: "Can the backyard room have its own prepaid meter?",
      answer:
        "A separate prepaid meter from the supplier means a separate supply application, and each supplier has its own rules about a second meter on one property. What we can do straight away is give the room a properly protected supply from your board with a check meter, so you know exactly what it uses. Ask your supplier about a second meter if you want one, and we will do the wiring once it is approved.",
    },
  ],
} satisfies AreaInput;
