import type { AreaInput } from "../schema";

export const area = {
  slug: "sea-point",
  region: "atlantic-seaboard",
  name: "Sea Point",
  summary:
    "Sea Point electricians for apartments and body corporates: sectional-title CoCs, corroded fittings, lighting upgrades and backup power.",
  intro:
    "Sea Point's apartment blocks along Main Road and Beach Road mostly date from the 1960s and 1970s. About thirty minutes from our base, this is where we most often do Certificates of Compliance for flat sales, replace salt-corroded fittings and work with body corporates on common-property wiring.",
} satisfies AreaInput;
