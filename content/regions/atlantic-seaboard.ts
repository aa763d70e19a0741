import type { RegionInput } from "../schema";

export const region = {
  slug: "atlantic-seaboard",
  name: "Atlantic Seaboard",
  summary:
    "Electricians for Green Point, Sea Point, Clifton, Camps Bay and Hout Bay: salt-air corrosion, apartment block CoCs, hillside homes and backup power.",
  intro:
    "From Green Point to Hout Bay the Atlantic Seaboard lives with salt air, and it shows in the wiring: outdoor fittings, isolators and even distribution boards corrode years before they would inland. We fit hardware made for the coast, work with body corporates in the older apartment blocks, and plan the 25 to 45 minute drive from Bishop Lavis so that one visit finishes the job.",
  body: [
    "The housing changes as you travel south. Green Point and Sea Point are mostly sectional-title flats, many in blocks from the 1960s and 1970s whose common-property wiring has had little attention since. Clifton and Camps Bay are houses on steep slopes, a good number of them let to holidaymakers, and Hout Bay adds smallholdings and homes spread across a valley.",
    "Near the sea we specify IP65 or IP66 fittings, 316 stainless or marine-grade screws and brackets, and sealed glands wherever a cable enters an outdoor box. Ordinary zinc-plated hardware rusts quickly in spray, and once water gets into a fitting the earth leakage unit starts tripping, usually on a wet winter night.",
    "Access is part of the job here. Summer traffic on Victoria Road, scarce parking and houses reached by long flights of steps all add time, so we ask about them when you book and load the van with everything we expect to need.",
  ],
} satisfies RegionInput;
