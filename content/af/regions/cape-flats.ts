import type { RegionInput } from "../../schema";
import { site } from "../../site";

export const region: RegionInput = {
  slug: "cape-flats",
  name: "Kaapse Vlakte",
  summary:
    "Plaaslike elektrisiëns vir Bishop Lavis, Bonteheuwel en die Kaapse Vlakte: herstelwerk, foute by die kragkaartmeter, agterkamers en CoC's.",
  intro: `Dis ons eie grond dié: ons werkswinkel is in ${site.address.suburb}, ${site.address.locality}. Ons ken die raadshuise, skakelhuise en maisonettes van die Kaapse Vlakte (die Cape Flats), die agterkamers wat oor die jare bygebou is en die voorafbetaalde meters wat hulle almal voed, en ons pryse is vir die mense van die buurt bedoel.`,
  body: [
    "Die meeste huise hier het met 'n handvol stroombane en 'n klein bordjie begin. Dekades later dra hulle baie meer: ekstra kamers, huurders in die agterplaas, 'n vrieskas of twee vir 'n besigheid van die huis af, en in die winter 'n verwarmer in elke kamer. Oorlaaide stroombane, uitgediende hoofskakelaars en lasse wat sonder 'n aansluitdoos gemaak is, is die foute wat ons die meeste kry, en die meeste daarvan kan in een dag reggemaak word.",
    "Omdat ons net 'n paar minute weg is, kan ons gewoonlik nog dieselfde dag vir 'n fout uitkom en klein werkies tussen groter jobs inpas. Dit hou die koste laer vir ons bure.",
  ],
};
