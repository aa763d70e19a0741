import { supplierLines } from "../../assistant/safety";
import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "kuils-river",
  region: "northern-suburbs",
  name: "Kuilsrivier",
  summary:
    "Elektrisiëns in Kuilsrivier (Kuils River) vir die ou dorp, gesinsvoorstede, meenthuise en landgoedere: swembadpompe, kragonderbrekings en CoC's.",
  intro:
    "Kuilsrivier, of Kuils River soos dit in Engels bekend is, lê sowat twintig minute van ons werkswinkel af buite spitstyd, aan die oostelike rand van die gebied waar ons elke dag werk. Dit het gegroei van 'n uitspanplek aan die ou pad na Stellenbosch tot 'n dorp op sy eie, en was van 1950 tot 1996 'n eie munisipaliteit. Vandag meng dit 'n ou middedorp, dekades se gesinsvoorstede en nuwer komplekse wat teen die Bottelaryheuwels uitklim.",
  travelMinutes: 20,
  housing:
    "Die oudste strate is rondom die middedorp en in Sarepta, waar die Rynse Sendinggenootskap in 1843 'n kerk gestig het; die eerste woonerwe in die dorpie is in 1898 verkoop. Vanaf die 1970's het die dorp uitgebrei in voorstede van losstaande baksteen-gesinshuise, baie met 'n swembad, 'n dubbele motorhuis en 'n woonstelletjie wat later bygekom het. Meer onlangs het die groei in meenthuiskomplekse en sekuriteitslandgoedere teen die hange onder Zevenwacht gekom, en aan die dorp se rande is daar nywerheid. 'n Huis in Kuilsrivier kan dus op sy tweede of derde bord en sy vierde eienaar wees, of skaars twintig jaar oud, met 'n elektriese uitleg wat 'n ontwikkelaar en 'n regspersoon vasgelê het.",
  typicalJobs: [
    `Swembadpompe op die groter voorstedelike erwe is dikwels as 'n nagedagte bedraad: 'n kragpunt agter die wendyhuis, 'n verlengkoord na die pomphuisie, of 'n kabel wat sonder leipyp in die grasperk lê. 'n Pomp het 'n vaste toevoer op sy eie stroombaan met aardlekbeskerming nodig, 'n weerbestande isoleerskakelaar langsaan en 'n tydskakelaar, en die swembadtoerusting en die metaal daaromheen moet behoorlik aan aarde verbind wees. Ons stel dit reg, en kyk of die pompmotor nie die rede is dat die aardlekskakelaar in die eerste week van die somer uitskakel nie. Kry iemand 'n skok by die pomp of lê 'n kabel oop in nat gras, hou almal weg van die water, skakel die hoofskakelaar af as jy veilig daarby kan uitkom, bel 112 as iemand beseer is, en bel dan vir ons by ${site.phone.display}.`,
    "In 'n meenthuiskompleks staan die meter en hoofstroombreker van elke eenheid dikwels in 'n kiosk of meterkamer by die ingang, met 'n kabel wat onder die plaveisel na die eenheid loop. As een eenheid se krag weg is en die bure s'n nie, toets ons in volgorde: eers die eenheid se eie bord, dan die stroombreker by die kiosk, dan die kabel tussen die twee. Ons skryf neer wat ons gekry het, sodat die eienaar en die bestuursagent kan sien of die herstelwerk op die eenheid of op die regspersoon val.",
    `Kragonderbrekings hier buite het verskeie oorsake: kabeldiefstal, storms, beplande werk en foute op die netwerk. As jou eie bord nie uitgeskakel het nie en die bure ook donker sit, is dit die verskaffer se probleem. Jou rekening of kragkaartstrokie sê wie jou verskaffer is; meld foute by die Stad Kaapstad by ${supplierLines.city} en by Eskom by ${supplierLines.eskom}. Wanneer die krag terugkom, kan die eerste paar sekondes 'n stuwing bring, daarom beveel ons oorspanningsafleiers in die bord aan en kan ons dit insit, saam met tydskakelaars wat keer dat die geiser en die swembadpomp op presies dieselfde oomblik aanskakel.`,
  ],
  services: [
    "electrical-wiring-installation",
    "outdoor-lighting",
    "electrical-power-restoration",
    "electrical-repairs",
    "electrical-compliance-certificates",
  ],
  nearby: ["belhar", "bellville", "delft"],
  faqs: [
    {
      question: "Ons meenthuis het geen krag nie, maar die res van die kompleks het. Wie bel ons?",
      answer:
        "Begin by jou eie bord: as die hoofskakelaar of die aardlekskakelaar uitgeskakel het, skakel dit een keer terug aan, en as dit weer uitskakel, los dit af en bel 'n elektrisiën. As niks binne uitgeskakel het nie, lê die fout tussen die kompleks se meterkiosk en jou eenheid, of by die kiosk self. Laat weet jou bestuursagent, want volgens die kompleks se reëls is die kabel en die kiosk dikwels die regspersoon se verantwoordelikheid; ons kan die fout opspoor en julle albei 'n skriftelike verslag gee.",
    },
  ],
};
