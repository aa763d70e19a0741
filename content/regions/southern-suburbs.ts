import type { RegionInput } from "../schema";

export const region = {
  slug: "southern-suburbs",
  name: "Southern Suburbs",
  summary:
    "Electricians for Observatory, Rondebosch, Newlands, Claremont, Wynberg and Constantia: older homes, student lets, flats, large plots and CoCs.",
  intro:
    "The Southern Suburbs run along the railway line and Main Road from Observatory to Wynberg, with Constantia spreading out behind them towards the mountain. Observatory is a fifteen-minute drive from our Bishop Lavis workshop and Constantia roughly thirty, and we cover everything in between for repairs, rewiring, backup power and compliance certificates.",
  body: [
    "This is one of Cape Town's oldest suburban belts. There are Victorian and Edwardian cottages in Observatory, Harfield Village and Wynberg's Chelsea streets, large family homes under old trees in Rondebosch and Newlands, apartment blocks of every age around Claremont, and houses on big plots in Constantia. Many have been rewired in parts over a century, so our first job is often working out which generation of wiring feeds which room.",
    "Closer to the mountain the winters are noticeably wetter than on the Cape Flats, and Newlands in particular gets heavy rain. Moisture creeps into ceilings, garden fittings and old plaster, and it is behind many of the earth leakage trips we are called to between May and August. Tall trees and the mountain's shadow also cut the sun some roofs get, which matters when you are planning solar panels.",
    "The work follows the people who live here: landlords of student digs near the university who need safe circuits and a valid CoC, families working from home who want backup power, body corporates looking after common-property wiring, and sellers who need a Certificate of Compliance before transfer.",
    "Peak-hour traffic on the N2 and the M5 adds a good deal to those times, so for planned work we often start early in the morning, which our 06:00 start makes easy. Emergencies are covered around the clock on our 24-hour line.",
  ],
} satisfies RegionInput;
