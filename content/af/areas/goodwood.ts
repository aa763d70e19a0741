import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "goodwood",
  region: "northern-suburbs",
  name: "Goodwood",
  summary:
    "Elektrisiëns in Goodwood vir opknappings van ouer huise: kombuis- en badkamerbedrading, kragpunte skuif, stoof- en geiserstroombane, en CoC's.",
  intro:
    "Goodwood is twaalf minute met die pad op van ons werkswinkel af. Dit is in die vroeë 1900's uitgelê en was tot in die 1990's 'n munisipaliteit op sy eie, en baie van sy huise is al meer as een keer opgeknap sedert hulle gebou is. 'n Groot deel van ons werk hier is elektriese werk vir opknappings, beplan saam met die eienaar of die bouer voordat die mure toegemaak word.",
  travelMinutes: 12,
  housing:
    "Die ouer kern van Goodwood, weerskante van Voortrekkerweg, is meestal losstaande huise van een verdieping, baie met 'n voorstoep wat intussen toegebou is of 'n kamer wat agter aangebou is. Daardie aanbouings is gewoonlik bedraad van die naaste stroombaan af, dikwels die ligte, en die oorspronklike kombuise is beplan rondom 'n stoof en 'n ketel, nie die ry toestelle wat 'n gesin vandag gebruik nie.",
  typicalJobs: [
    "'n Nuwe kombuis is die tyd om die elektrisiteit reg te kry. Die stoof, of die kookplaat en oond, het 'n eie stroombaan en isoleerskakelaar nodig, die eiland of nuwe toonbanke het kragpunte nodig waar die toestelle werklik gaan staan, en die afsuigkap en die ligte onder die kaste moet skakelaars kry. Ons merk alles saam met jou uit voordat die bouer pleister en teël, want om 'n kragpunt agterna te skuif, beteken dat nuwe teëls gebreek moet word.",
    `Toegeboude stoepe en agterkamers is waar ons die meeste noodoplossings in Goodwood kry: buigsame koord (flex) wat deur die plafon loop, lasse wat net met kleefband toegedraai is in plaas van in 'n aansluitdoos gemaak, en proppe wat van 'n ligstroombaan af gevoer word. Ons bring die kamer op 'n behoorlike eie stroombaan en sertifiseer die werk, sodat die aanbouing uiteindelik op rekord is. Is daar 'n brandreuk of 'n warm, verkleurde plek by so 'n las of prop, skakel die hoofskakelaar af as dit veilig is, hou almal uit die kamer en bel ons by ${site.phone.display}.`,
    "Badkameropknappings skuif of vervang dikwels die geiser. Waar hy ook al beland, het 'n geiser 'n eie stroombaan en 'n isoleerskakelaar binne bereik nodig, en sy tenk en metaalpype moet aan aarde verbind wees. Terwyl alles oop is, is 'n tydskakelaar 'n goedkoop manier om te keer dat hy water warm maak wat niemand gebruik nie.",
  ],
  services: [
    "electrical-renovations",
    "power-plug-relocation",
    "electrical-appliance-installation",
    "general-construction",
    "electrical-compliance-certificates",
  ],
  nearby: ["parow", "thornton", "ravensmead", "bonteheuwel"],
  faqs: [
    {
      question: "Ons knap ons kombuis op. Wanneer moet die elektrisiën inkom?",
      answer:
        "Minstens twee keer. Eers voordat enige mure gekap of gepleister word, om stroombane, proppe en beligting saam met jou te beplan en die leipype te lê, en weer nadat die kaste en teëls in is, om die proppe, ligte en toestelle te monteer en te toets. As ons eers aan die einde kom, moet ons gewoonlik deur nuwe pleister kap.",
    },
  ],
};
