import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export const service: ServiceInput = {
  slug: "geyser-electrical-repairs",
  title: "Geiser: elektriese herstelwerk",
  group: "residential",
  summary:
    "Word die geiser nie warm nie, of klap die aardlek uit? Ons toets en vervang elemente en termostate, en doen isolators, tydskakelaars en geiserstroombane.",
  intro:
    "As die geiser nie meer warm word nie, of die aardlekskakelaar uitklap elke keer as die geiser aanskakel, is die oorsaak gewoonlik elektries: 'n element wat uitgebrand het of na aarde lek, 'n termostaat wat vasgesit het, 'n geskroeide aansluiting by die isolator, of 'n fout op die geiser se stroombaan in die verspreidingsbord (DB-bord). Ons toets elke deel voordat ons iets vervang, sit nuut in wat stukkend is, en maak seker die geiser is op sy eie, behoorlik beskermde stroombaan en reg geaard. Die tenk self, die kleppe en enige lek is 'n loodgieter se werk; alles wat krag dra, is ons s'n.",
  signs: [
    "Daar is geen warm water nie, of net lou water, al is die geiser se breker aan.",
    "Die aardlekskakelaar klap uit sodra die geiser aanskakel, dikwels vroegoggend of wanneer die tydskakelaar hom aansit.",
    "Die water is baie warmer as vroeër, wat kan beteken dat die termostaat die element nie meer afskakel nie.",
    "Die geiser se breker klap uit, of die isolator of die kabel daarby lyk geskroei of voel warm: los die breker af as jy veilig daarby kan uitkom, en bel ons noodlyn.",
    "Iemand het 'n tinteling gevoel aan 'n warmwaterkraan of aan die geiser se pype: gebruik die warm water nie meer nie, skakel die geiser se breker af net as jy dit van 'n droë plek af kan doen, en bel ons noodlyn (eers 112 of 10177 as iemand seergekry het).",
    "Die geiser is heeldag aan, en jy wil 'n tydskakelaar of slim beheerder hê wat besluit wanneer hy verhit.",
    "Die loodgieter vervang of skuif die geiser, en die elektriese aansluiting, die isolator en die aarding moet gedoen word.",
  ],
  steps: [
    {
      title: "Eers afskakel en kyk",
      text: "Ons skakel die geiser by sy breker en isolator af en toets dat dit dood is voordat ons iets oopmaak. Dan kyk ons na die bord, die isolator en die kabel vir tekens van hitte, water of los skroefpunte, want 'n fout daar lyk presies soos 'n stukkende element.",
    },
    {
      title: "Element en termostaat toets",
      text: "Ons meet die element se weerstand, wat wys of dit uitgebrand het, en sy isolasie na aarde, wat wys of dit stroom na die water en die tenk lek. By die termostaat kyk ons of dit reg skakel, of die veiligheidsuitskakeling werk en of die temperatuur op 'n sinvolle plek gestel is.",
    },
    {
      title: "Vervang wat stukkend is",
      text: "Vir 'n nuwe element tap ons die geiser gedeeltelik af, sit die element saam met 'n termostaat wat daarby pas in en maak die geiser weer vol. Die krag gaan eers weer aan as die geiser vol is en die lug by die warmwaterkrane uit is, want 'n element wat sonder water om hom aangeskakel word, kan binne oomblikke uitbrand.",
    },
    {
      title: "Stroombaan, breker en isolator",
      text: "Ons maak seker die geiser het 'n stroombaan van sy eie, dat die breker by die kabel pas en nie vir 'n groter een omgeruil is om die uitklap te keer nie, dat die isolator by die geiser droog en heel is, en dat die geiser en sy metaalpype geaard is.",
    },
    {
      title: "Tydskakelaar of slim beheerder",
      text: "As jy een wil hê, sit ons 'n geiser-tydskakelaar of slim beheerder in wat die element se volle las kan skakel, in die bord of langs die isolator, en stel dit so dat die water warm is wanneer julle dit nodig het, eerder as heeldag.",
    },
    {
      title: "Toets en sertifikaat",
      text: "Voordat ons loop, toets ons die stroombaan, ook of die aardlekskakelaar uitklap soos dit moet, en skakel die geiser weer aan sodat hy kan begin verhit. Nuwe of veranderde werk aan die geiser se stroombaan, soos 'n nuwe isolator, kabel of tydskakelaar, word met 'n sertifikaat van nakoming (CoC) gesertifiseer.",
    },
  ],
  compliance: [
    "'n Geiser se element is gewoonlik die swaarste las in die huis. Daarom vra SANS 10142-1 dat die geiser op 'n eie stroombaan is, met 'n breker wat by die kabel pas en 'n isolator naby die geiser, en dat die geiser en sy metaalpype aan die installasie se aarde verbind is. 'n Aardlekskakelaar wat weens 'n stukkende element uitklap, doen net sy werk. As dit oorbrug of vasgehou word, kan stroom vrylik na die water en die pype loop; dit sal ons nooit doen nie.",
    "Die tenk, die drukklep, die vakuumkleppe, die drupbak en enige lek is 'n loodgieter se werk, nie 'n elektrisiën s'n nie. 'n Geiser wat gebars het of lek, is dikwels 'n versekeringseis, en versekeraars het hul eie eisproses en soms hul eie loodgieters, so bel jou versekeraar voordat iemand begin werk. Ons doen die elektriese kant van 'n vervanging: die ou geiser veilig ontkoppel, die nuwe een aansluit, die isolator, die aarding en die sertifikaat vir daardie werk.",
    `Water en elektrisiteit saam kan doodmaak. As water naby die geiser, sy isolator, 'n lig of die verspreidingsbord lek, moenie aan enigiets raak wat nat is nie. Kan jy die bord bereik terwyl jy op 'n droë plek staan, skakel die geiser se breker af, of die hoofskakelaar; kan jy dit nie veilig doen nie, hou almal weg van die nat plek. As iemand geskok is, bel eers 112 of 10177. Bel dan 'n loodgieter vir die lek en ons 24-uur-noodlyn by ${site.phone.display} vir die elektrisiteit.`,
  ],
  faqs: [
    {
      question: "Hoekom klap die aardlek uit as die geiser aanskakel?",
      answer:
        "Meestal het die element se mantel weggevreet en lek stroom deur die water na die tenk. Water in die isolator of 'n beskadigde kabel in die dak gee dieselfde simptoom, daarom toets ons elkeen en vervang net die deel wat stukkend is. Los die geiser se breker intussen af, eerder as om die aardlekskakelaar oor en oor weer op te sit.",
    },
    {
      question: "Kan julle 'n geiser regmaak wat lek?",
      answer:
        "Die lek self, en die tenk en sy kleppe, is 'n loodgieter se werk. Skakel die geiser se breker af as jy dit veilig kan doen, en bel 'n loodgieter of jou versekeraar. Sodra die geiser reggemaak of vervang is, sluit ons hom weer aan, toets die element en die stroombaan en sertifiseer die elektriese werk.",
    },
    {
      question: "Moet die termostaat saam met die element vervang word?",
      answer:
        "Gewoonlik, ja. Die termostaat het die swak element geskakel en het dikwels saam met hom verslyt, en as albei vervang word terwyl die geiser afgetap is, hoef hy nie 'n paar maande later weer afgetap te word nie. As die termostaat goed toets en nog redelik nuut is, sê ons so en los ons dit.",
    },
    {
      question: "Op watter temperatuur moet die geiser gestel wees?",
      answer:
        "Omtrent 55 tot 60 °C is genoeg vir die meeste huishoudings, en dan betaal jy nie om water warmer te hou as wat jy dit gebruik nie. Baie laer is nie 'n goeie idee nie, want bakterieë kan groei in gestoorde water wat net lou is. Ons stel die termostaat wanneer ons dit insit, of kyk daarna elke keer as ons by die geiser is.",
    },
    {
      question: "Is 'n geiser-tydskakelaar of slim beheerder die geld werd?",
      answer:
        "Vir 'n huishouding wat warm water min of meer op vaste tye gebruik, gewoonlik ja: die geiser verhit voor die oggend- en aanddrukte, in plaas daarvan om heeldag 'n vol tenk warm te hou. Hoeveel jy spaar, hang af van julle roetine, so ons belowe nie 'n bedrag nie. Met 'n slim beheerder skakel jy die geiser van jou foon af, en baie wys ook hoeveel krag die geiser gebruik.",
    },
  ],
  related: [
    "electrical-appliance-installation",
    "energy-efficiency-solutions",
    "earthing-wire-installation",
    "electrical-repairs",
    "emergency-electrical-services",
    "electrical-compliance-certificates",
  ],
};
