import type { AreaInput } from "../schema";

export const area = {
  slug: "sea-point",
  region: "atlantic-seaboard",
  name: "Sea Point",
  summary:
    "Sea Point electricians for flat owners and body corporates: sectional-title CoCs, salt-damaged common property, board repairs and backup power.",
  intro:
    "Sea Point is a long, narrow strip of apartment blocks between Signal Hill and Lion's Head on one side and the Promenade on the other. Thirty minutes from our workshop in Bishop Lavis, it gives us a steady run of work for flat owners, landlords and body corporates, and we allow time for the hunt for parking off Main Road and Regent Road.",
  travelMinutes: 30,
  housing:
    "Most of Sea Point's blocks went up in the 1960s and 1970s, with some older art deco buildings, Victorian houses on the upper streets and a few new towers along Beach Road. Many still have their original risers and meter rooms. Inside the flats, boards have been replaced piecemeal, so one unit may have modern protection while its neighbour still runs on old breakers without earth leakage.",
  typicalJobs: [
    "Flat sales keep us busy with Certificates of Compliance. The units are small, so the inspection is quick, but we often find extra plugs run off the lighting circuit, geysers in cupboards without proper bonding and balconies fitted with indoor sockets that fill with spray.",
    "Body corporates ask us to look after the common property: the main board, stairwell and parking lights, gate motors and intercom supplies. In the Beach Road buildings that means regular checks for corrosion, including inside the main board itself, which can rust from within in a damp meter room.",
    "Owners want backup power for outages, but a flat has little space and the trustees have a say. We design compact inverter and battery systems for lights, Wi-Fi, a fridge and a laptop, find a safe, ventilated spot for them, and register any hybrid or grid-tied system with the City, as is required even when it never exports.",
  ],
  services: [
    "electrical-compliance-certificates",
    "electrical-maintenance",
    "electrical-panel-repairs",
    "light-fixture-repairs",
    "solar-inverter-installation",
  ],
  nearby: ["green-point", "clifton", "camps-bay"],
  faqs: [
    {
      question: "Can I put an inverter and battery in my Sea Point flat?",
      answer:
        "Usually, yes. Read your body corporate's conduct rules first, and get the trustees' consent for anything that touches common property or the outside of the building, such as panels on the roof. The inverter must be on the City's approved list and the system registered as small-scale embedded generation, and we issue a CoC for the installation.",
    },
  ],
} satisfies AreaInput;
