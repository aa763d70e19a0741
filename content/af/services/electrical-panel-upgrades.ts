import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export const service: ServiceInput = {
  slug: "electrical-panel-upgrades",
  title: "Verspreidingsbord (DB-bord) opgradeer of vervang",
  group: "residential",
  summary:
    "Ou sekeringborde en DB-borde in Kaapstad vervang: moderne stroombrekers, 30 mA-aardlekbeskerming, stuwingsbeskerming, plek om te groei en 'n CoC.",
  intro:
    "Baie ouer huise in Kaapstad het nog die verspreidingsbord waarmee hulle gebou is: ou draadsekerings of vroeë stroombrekers op 'n hout- of asbessementplank, geen aardlekbeskerming nie en geen spasie oor nie. As jy die bord vervang, spreek jy in een werk verskeie van die gevare aan wat ons in ouer huise kry, en dikwels is dit juis die bord wat tussen 'n eiendom en sy sertifikaat van nakoming (CoC) staan. 'n Nuwe DB-bord gee jou ook plek vir wat 'n huis deesdae nodig het: 'n stoofstroombaan, 'n hittepomp, 'n omsetter (inverter) of 'n laaier vir 'n elektriese voertuig.",
  signs: [
    "Die bord het ou draadsekerings, porseleinsekeringhouers of 'n houtplank agter.",
    "Daar is geen aardlekskakelaar nie, of die een wat daar is, doen niks as jy sy toetsknoppie druk nie.",
    "Elke spasie in die bord is vol en party stroombrekers dra twee stroombane.",
    `Stroombrekers of die hoofskakelaar voel warm, gons of het brandmerke. Ruik jy iets brand of sien jy vonke, skakel die hoofskakelaar af as jy veilig daarby kan uitkom, hou almal weg en bel ons noodlyn by ${site.phone.display}.`,
    "'n CoC-inspeksie het weens die bord gedruip.",
    "Jy wil 'n omsetter, sonpanele, 'n laaier vir 'n elektriese voertuig of 'n aanbouing byvoeg, en die bord kan dit nie vat nie.",
    "Die bord sit in 'n klam kas, in 'n badkamer of buite waar die weer daarby kan.",
  ],
  steps: [
    {
      title: "Opname van elke stroombaan",
      text: "Ons stel vas wat elke stroombaan voer en hoe dik sy kabel is, en meet die isolasieweerstand van elkeen. 'n Nuwe bord maak nie ou bedrading gesond nie, so ons wil van swak stroombane weet voor die oorskakeling, nie eers wanneer die nuwe aardlekskakelaar op die eerste dag uitskop nie.",
    },
    {
      title: "Die nuwe bord ontwerp",
      text: "Die nuwe bord word uitgelê vir die stroombane wat jy het en dié wat jy beplan. Die stroombane word oor meer as een aardlekskakelaar versprei, sodat een fout nie die hele huis donker laat nie, en stuwingsbeskerming word bygesit, met oor- en onderspanningsbeskerming as jy dit wil hê. Is 'n omsetter op die kaarte, lê ons terselfdertyd 'n afdeling vir die noodsaaklike stroombane uit.",
    },
    {
      title: "Die kragonderbreking reël",
      text: "Vir die oorskakeling is die krag die grootste deel van 'n werksdag af. Ons spreek die datum vooraf met jou af, en het jy 'n vrieskas vol kos of 'n besigheid wat van die huis af loop, beplan ons die dag daarom.",
    },
    {
      title: "Die oorskakeling",
      text: "Ons haal die ou bord uit, monteer die nuwe kas, koppel elke stroombaan aan 'n stroombreker wat by sy kabel pas, koppel die hoofaarde en die binding aan, en merk elke stroombreker duidelik.",
    },
    {
      title: "Toets, sertifikaat en oorhandiging",
      text: "Elke stroombaan word getoets voordat die krag weer aangaan, en ons meet hoe vinnig die aardlekskakelaars uitskop. Jy kry 'n sertifikaat van nakoming vir die nuwe bord en 'n gedrukte kaart wat wys wat elke stroombreker beheer.",
    },
  ],
  compliance: [
    "'n Nuwe verspreidingsbord verander die installasie, so dit moet ná voltooiing gesertifiseer word. SANS 10142-1 vereis aardlekbeskerming op die stroombane met kragpunte, stroombrekers wat pas by die kabels wat hulle beskerm, 'n hoofskakelaar wat die hele installasie afskakel, en 'n bord wat toe, gemerk en maklik bereikbaar is. Ou sekeringborde voldoen dikwels aan nie een hiervan nie.",
    "Party ouer borde is op asbessementplaat gemonteer. Ons sny, boor of breek nie 'n agterplaat waarin ons asbes vermoed nie. Dit bly óf ongeskonde agter die nuwe bord, óf as dit moet uitkom, word dit volgens die reëls vir asbes verwyder en weggedoen, en ons sê vir jou voordat die werk begin watter een van toepassing is.",
    "Het die huis 'n groter toevoer nodig, byvoorbeeld 'n oorskakeling van enkelfase na driefase, doen ons aansoek by die Stad Kaapstad of by Eskom, na gelang van wie die eiendom se krag verskaf, en die nuwe bord word ontwerp vir die toevoer wat jy uiteindelik sal hê.",
  ],
  faqs: [
    {
      question: "Kan julle nie net die sekerings in my ou bord vir stroombrekers omruil nie?",
      answer:
        "Soms kan 'n ou bord omgebou word, maar die meeste ou sekeringborde het geen geskikte monteerreling nie, geen plek vir aardlekskakelaars nie, en 'n kas wat gekraak of aan die agterkant oop is. 'n Nuwe bord is gewoonlik die beter werk en baie makliker om te sertifiseer.",
    },
    {
      question: "Sal 'n nuwe bord keer dat my voorafbetaalde meter uitskop?",
      answer:
        "Nee. Die limiet van jou voorafbetaalde meter (kragkaartmeter) word deur jou toevoer bepaal, en geen bord kan dit verhoog nie. Wat 'n nuwe bord wel kan doen, is om die las behoorlik te versprei, en met 'n bietjie raad oor wat wanneer loop, sal jy die limiet minder dikwels haal. Het jy gereeld meer nodig, moet die Stad of Eskom die toevoer self opgradeer.",
    },
    {
      question: "Is stuwingsbeskerming die moeite werd in die nuwe bord?",
      answer:
        "Ons beveel dit aan. 'n Stuwingsbeskermer (surge protector) in die bord beskerm elke stroombaan teen kort spanningspieke, wat net miljoenstes of duisendstes van 'n sekonde duur, van weerlig naby en van skakeling op die netwerk, soos wanneer die krag ná 'n onderbreking of beurtkrag terugkom. Dit kos baie minder as 'n hekmotor, 'n alarmpaneel of 'n TV. Wat dit nie hanteer nie, is 'n spanning wat te hoog bly.",
    },
    {
      question: "Red stuwingsbeskerming my toestelle as die neutraal wegval?",
      answer:
        "Nee. As die toevoer se neutraal breek, kan die spanning in 'n huis vir minute of ure ver bo 230 V bly, tot naby 400 V, en 'n stuwingsbeskermer is nie gemaak om dit te absorbeer nie en kan self ingee. Daarvoor, en vir spanningsdalings wat swaar is op yskas- en pompmotors, kan ons oor- en onderspanningsbeskerming insit: 'n spanningsmoniteringsrelê wat die toevoer na die installasie ontkoppel sodra die spanning buite veilige perke gaan, en dit eers weer aanskakel wanneer die toevoer 'n vasgestelde tyd lank normaal was. Dit vul stuwingsbeskerming aan; dit vervang dit nie.",
    },
    {
      question: "Het ek 'n nuwe bord nodig voordat 'n omsetter ingesit word?",
      answer:
        "Nie altyd nie, maar die bord moet verdeel word in stroombane wat deur die omsetter gevoer word en stroombane wat van die netwerk af kom. In 'n vol of ou bord is dit selde moontlik, so baie omsetterwerke sluit óf 'n nuwe bord in, óf 'n aparte bord vir die noodsaaklike stroombane langs die ou een.",
    },
  ],
  related: [
    "electrical-panel-repairs",
    "electrical-compliance-certificates",
    "solar-inverter-installation",
    "electrical-upgrades",
    "earthing-wire-installation",
    "electric-motor-charger-installation",
  ],
};
