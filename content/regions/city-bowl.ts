import type { RegionInput } from "../schema";

export const region = {
  slug: "city-bowl",
  name: "City Bowl",
  summary:
    "Electricians for Gardens and the City Bowl: Victorian and Edwardian houses, converted flats and offices with old wiring that needs care.",
  intro:
    "The City Bowl has some of Cape Town's oldest electrical installations, in Victorian terraces and Edwardian houses that have been divided into flats and offices more than once. We trace what previous owners added and bring it up to SANS 10142-1 without tearing up period features.",
} satisfies RegionInput;
