import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "monte-vista",
  region: "northern-suburbs",
  name: "Monte Vista",
  summary:
    "Elektrisiëns in Monte Vista vir gesinshuise op skuins erwe: kamers onder die huis, ligpunte sonder aarde, hekmotors, elektriese heinings en CoC's.",
  intro:
    "Monte Vista lê teen die onderste hange onder Plattekloof, langs Edgemead, en sy naam verwys na die uitsig oor na Tafelberg wat baie van sy huise het. Van ons werkswinkel af is dit sowat vyftien minute buite spitstyd. Dit is 'n gevestigde, rustige voorstad, en baie van ons werk hier is aan huise wat oud genoeg is dat hul eienaars die grense van die oorspronklike installasie begin raakloop.",
  travelMinutes: 15,
  housing:
    "Die huise is meestal losstaande gesinshuise op hul eie erwe, gebou oor etlike dekades vanaf die middel van die vorige eeu, met 'n paar meenthuiskomplekse wat later bygekom het. Omdat die grond skuins loop, het baie huise 'n laer vlak onder 'n deel van die huis: 'n motorhuis, 'n woonstelletjie of 'n speelkamer wat agter 'n keermuur in die bult ingegrawe is, dikwels ná die huis self gebou en van die bord bo af gevoed. Steil opritte beteken hekke en motorhuisdeure met motors, en die grensmure dra dikwels 'n elektriese heining.",
  typicalJobs: [
    `'n Kamer wat in die bult ingebou is, leef met klammigheid. Vog wat deur die keermuur syfer, bereik die kragpunte en kabels teen daardie muur, en in 'n nat winter begin die aardlekskakelaar sonder 'n duidelike rede uitskakel. Ons soek die stroombaan wat lek, skuif die proppe en skakelaars van die klam muur af of monteer hulle in oppervlakdose wat weg van die muur staan, en waar die onderste vlak 'n woonstelletjie geword het, kry dit 'n eie subbord sodat 'n fout onder nie die hele huis donker maak nie. Staan daar water by 'n prop of lig, moenie daaraan raak nie: skakel die hoofskakelaar af as jy van 'n droë plek af veilig daarby kan uitkom, en bel ons by ${site.phone.display}.`,
    "In ouer huise is die ligstroombane soms sonder 'n aardgeleier na elke ligpunt geïnstalleer. Met plastiekligte het dit min skade gedoen, maar 'n moderne metaalhanglig of afliggie (downlight) wat aan so 'n punt gehang word, het niks om 'n fout na aarde te lei nie. Voordat ons metaalligte ophang, kyk ons of daar by elke punt 'n aarde is en trek een waar dit ontbreek, en ons kyk na die skakelaars en plafonrose uit daardie tyd, wat bros en geskroei kan wees.",
    "Hekmotors onderaan 'n steil oprit is ver van die bord af, en 'n kabel wat vir 'n kort lopie bereken is, verloor genoeg spanning dat die motor sukkel, veral as sy battery moeg is. Ons bereken die toevoerkabel vir die afstand, gee die motor 'n weerbestande isoleerskakelaar en voeg oorspanningbeskerming by, want hekmotors se beheerborde is van die eerste goed wat ná 'n weerligslag of 'n stuwing op die netwerk ingee.",
  ],
  services: [
    "electrical-wiring-repairs",
    "earthing-wire-installation",
    "light-fixture-installation",
    "access-control-systems",
    "electrical-compliance-certificates",
  ],
  nearby: ["edgemead", "goodwood", "parow"],
  faqs: [
    {
      question:
        "Ons verkoop ons huis in Monte Vista. Het die elektriese heining 'n eie sertifikaat nodig?",
      answer:
        "Ja. 'n Elektriese heining het 'n elektriese heiningstelsel-sertifikaat (Electric Fence System Certificate) nodig, uitgereik deur 'n geregistreerde installeerder van elektriese heinings, en die elektriese sertifikaat van nakoming vervang dit nie. Die CoC dek die vaste installasie tot by die toevoerpunt van die heining se kragbron (energiser). As jou heining nog nooit gesertifiseer is nie, maak nie saak hoe oud dit is nie, bespreek die inspeksie sodra jy besluit om te verkoop, want 'n heining wat nie deurkom nie, het gewoonlik eers onderdele nodig.",
    },
  ],
};
