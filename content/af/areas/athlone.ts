import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "athlone",
  region: "cape-flats",
  name: "Athlone",
  summary:
    "Elektrisiëns vir Athlone: ou kothuise, uitgeboude dubbelverdiepings in Rylands en Gatesville, wegneemplekke en werkswinkels in Athlone Industria.",
  intro: `Athlone lê in die middel van die Kaapse Vlakte, omtrent vyftien minute van ons werkswinkel in ${site.address.suburb} af as dit nie spitstyd is nie. Dis ouer as die meeste van sy bure, en so ook baie van sy bedrading: strate vol vroeë kothuise, gesinshuise wat opwaarts herbou is, besige winkels en wegneemplekke, en 'n nywerheidsgebied, alles binne 'n paar kilometer van mekaar.`,
  travelMinutes: 15,
  housing:
    "Die oudste strate dateer uit die vroeë twintigste eeu, toe die gebied nog West London geheet het, en uit die munisipale behuisingskemas ná die Eerste Wêreldoorlog: klein vrystaande kothuise en skakelkothuise, party met 'n latere baksteenfront voor ouer mure. Onder die Groepsgebiedewet is Athlone vir bruin gesinne opsy gesit en Rylands en Gatesville vir Indiërgesinne, baie van hulle uit ander dele van die stad hierheen verskuif, en daardie huishoudings het hul huise self gebou en herbou, sodat groot dubbelverdiepinghuise nou langs oorspronklike enkelverdiepings staan. Kewtown, Bridgetown en Silvertown is meestal raadswoonstelle met trappe en geen hysers nie. Klipfontein Road en die winkels in Gatesville vorm die handelstrook, en in Athlone Industria is werkswinkels en klein fabrieke, baie op driefasekrag.",
  typicalJobs: [
    "In die ouer kothuise kry ons nog kabel met rubberisolasie in die dak, borde met ou sekerings en geen aardlekskakelaar nie, en ligstroombane sonder enige aardgeleier. Rubberisolasie verhard en kraak met die jare, en waar dit gekraak het, kan 'n kaal geleier teen 'n dakbalk of 'n metaalligdoos lê. Ons meet die isolasieweerstand van elke stroombaan, vervang die kabel wat nie slaag nie, en sit 'n moderne bord met aardlekbeskerming in, sodat daar herbedraad word waar die lesings sê dit nodig is, en nêrens anders nie.",
    "Wanneer 'n huis 'n boverdieping of 'n aanbou agter gekry het, dikwels in verskeie fases, word die nuwe kamers gereeld uit die oorspronklike prop- of ligstroombane gevoed, en een klein hoofskakelaar dra later wat eintlik twee huishoudings se las is. Ons tel op wat elke deel van die huis trek, lê 'n subtoevoer na 'n tweede bord vir die nuwe verdieping waar dit die sinvolle uitleg is, en sertifiseer die bygevoegde werk, want die oordragprokureur gaan daarvoor vra wanneer die huis verkoop word.",
    "Wegneemplekke, bakkerye en mense wat van die huis af spyseniering doen, gebruik diepbraaiers, oonde, warmhouers en koelkamers wat ure aaneen swaar trek, en Athlone se Gatsby-plekke is juis die besigste wanneer die bedrading die meeste onder druk is. In Athlone Industria kom die las van motors, kompressors en masjiene op driefasekrag, waar 'n fase wat wegval of 'n uitgediende kontaktor 'n motor kan laat uitbrand. Ons bereken stroombane vir kommersiële kookwerk en verkoeling, balanseer die las oor die fases, kontroleer die motorbeskerming en doen die periodieke inspeksies waarvoor 'n versekeraar of verhuurder vra.",
  ],
  services: [
    "electrical-wiring-repairs",
    "electrical-panel-upgrades",
    "commercial-electrical-services",
    "industrial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["heideveld", "pinelands", "bonteheuwel", "rondebosch"],
  faqs: [
    {
      question:
        "Ons huis in Athlone het nog 'n ou sekeringbord. Moet die hele huis herbedraad word?",
      answer:
        "Nie noodwendig nie. 'n Ou sekeringbord wys hoe oud die installasie is, maar die kabel daaragter kan nog goed toets. Ons toets eers die isolasie en die aardkontinuïteit op elke stroombaan. Waar die kabel gesond is, kan 'n nuwe bord met aardlekbeskerming en 'n paar nuwe punte genoeg wees; waar dit vergaan het, word daardie deel herbedraad. Hoe ook al, jy sien die lesings en 'n geskrewe lys voordat enige werk begin.",
    },
  ],
};
