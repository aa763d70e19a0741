import type { RegionInput } from "../schema";

export const region = {
  slug: "city-bowl",
  name: "City Bowl",
  summary:
    "Electricians for the City Bowl, the CBD and Woodstock: Victorian and Edwardian houses, converted office blocks, hillside homes, rewiring and CoCs.",
  intro:
    "The City Bowl runs from Woodstock's Victorian cottages through the office blocks of the CBD to the houses of Gardens, Tamboerskloof and Oranjezicht on the mountain's lower slopes. It holds some of the oldest wiring in Cape Town, and it is 18 to 25 minutes from our workshop in Bishop Lavis outside rush hour.",
  body: [
    "Age is the common thread. Many buildings here were wired long before SANS 10142-1 existed, then divided into flats, turned into offices and sometimes turned back into homes. We expect old rubber-insulated cable, circuits that wander from one unit into another and boards that were extended rather than replaced, so we test before we quote and the price reflects what is really in the walls.",
    "Heritage shapes the work in the Bo-Kaap and many older streets: what shows on a façade is controlled, and pressed-metal ceilings, cornices and old plaster are worth keeping. We route cables through roof spaces and under floors where we can, and talk through anything that will be visible before we start.",
    "Access needs planning too. Streets on the slopes are steep and narrow, parking is scarce, and in the CBD most buildings have a manager who books contractors in. Tell us about steps, loading bays or access cards when you book, and we will arrive with what the job needs instead of driving back across town for it.",
  ],
} satisfies RegionInput;
