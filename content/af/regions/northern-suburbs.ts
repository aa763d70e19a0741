import type { RegionInput } from "../../schema";
import { site } from "../../site";

export const region: RegionInput = {
  slug: "northern-suburbs",
  name: "Noordelike Voorstede",
  summary:
    "Elektrisiëns vir Parow, Goodwood, Bellville, Belhar, Ravensmead, Thornton en Durbanville, 'n kort rit van ons werkswinkel in Bishop Lavis.",
  intro:
    "Die meeste van die Noordelike Voorstede lê nader aan ons werkswinkel in Matroosfontein as die middestad. Belhar, Ravensmead en Parow is sowat tien minute ver, Goodwood en Thornton 'n paar minute verder, Bellville 'n kwartier, en Durbanville, heel aan die noordelike rand van die metro, so vyf-en-twintig minute buite spitstyd.",
  body: [
    "Oor daardie kort afstand verander die huise heelwat. Goodwood en die ouer dele van Parow gaan terug na die eerste dekades van die vorige eeu, en party huise daar het nog hul oorspronklike sekeringborde. Belhar en Ravensmead is meestal later gebou: baksteenhuise wat gesinne kamer vir kamer uitgebrei het. Bellville meng gesinshuise met woonstelle en kantore rondom die middestad, en Durbanville het uitwaarts gegroei in sekuriteitslandgoedere en meenthuiskomplekse.",
    "Wat die streek saambind, is huise wat meer krag vra as waarvoor die oorspronklike installasie gemaak is: motorhuise wat werkswinkels geword het, kamers wat aan studente verhuur word, kombuise wat oorgedoen is, en omsetters (inverters) en motorlaaiers wat by borde gevoeg is wat nooit daarvoor beplan is nie. Voordat ons iets byvoeg, kyk ons eers wat die toevoer, die verspreidingsbord en die bestaande kabel kan dra, want 'n groter stroombreker op 'n dun kabel skuif die fout net na 'n plek waar dit moeiliker is om te kry.",
    "Party eiendomme hier kry hul krag van die Stad Kaapstad en ander direk van Eskom, en dit maak 'n verskil aan hoe beurtkrag jou raak en wie jy bel as die hele straat donker is. Jou elektrisiteitsrekening wys wie jou verskaffer is; op die perseel kan ons vir jou sê of 'n fout binne jou eiendom lê of aan die netwerk se kant.",
    `Omdat ons so naby is, kan ons vir die meeste foute dieselfde dag uitkom, die volgende oggend terugkom om 'n werk klaar te maak sonder 'n lang rit, en die uitroepkoste redelik hou. Vir Durbanville bespreek ons werk 'n bietjie verder vooruit, en noodgevalle oral in die streek gaan na ons 24-uur-lyn by ${site.phone.display}.`,
  ],
};
