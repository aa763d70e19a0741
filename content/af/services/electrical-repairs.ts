import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export const service: ServiceInput = {
  slug: "electrical-repairs",
  title: "Elektriese herstelwerk en foutopsporing",
  group: "residential",
  summary:
    "Elektriese herstelwerk in Kaapstad: ons spoor die fout op as die aardlek uitskop, ligte flikker, 'n stroombaan dood is of 'n muurprop warm word.",
  intro:
    "Die meeste elektriese foute gee lank vooraf 'n waarskuwing: die aardlekskakelaar wat uitskop elke keer as dit reën, 'n muurprop wat net werk as jy die prop so 'n bietjie wikkel, ligte wat dof word sodra die ketel aangaan. Die moeilike deel is om uit te vind waar die fout regtig sit, want dit kan ver wees van waar dit hom wys. Ons soek dit met toetsinstrumente, nie met raaiwerk nie, herstel dit volgens SANS 10142-1 en verduidelik wat dit veroorsaak het, sodat jy weet of dit weer kan gebeur.",
  signs: [
    "Die aardlekskakelaar skop uit as dit reën, as een bepaalde toestel aangaan, of sommer snags sonder dat jy weet hoekom.",
    "'n Hele stroombaan is dood, al lyk dit of sy stroombreker aan is.",
    "Die ligte word dof of flikker as die ketel, die mikrogolf of die geiser aanskakel.",
    `'n Skakelaar, 'n muurprop of die stroombreker van een stroombaan voel warm of het 'n bruin merk. Ruik jy iets brand of sien jy vonke, skakel die hoofskakelaar af as jy veilig daarby kan uitkom, hou almal weg en bel ons noodlyn by ${site.phone.display}.`,
    "Jy hoor iets gons of knetter by 'n skakelaar, by die verspreidingsbord (DB-bord) of binne-in 'n muur.",
    "'n Vorige eienaar of 'n los werksman het bedrading gedoen waaroor jy twyfel, en van toe af werk iets nie soos dit moet nie.",
    "Rotte, bouers of 'n dakwerker was in die dak, en daarna het 'n lig of 'n muurprop opgehou werk.",
  ],
  steps: [
    {
      title: "Eers luister, dan toets",
      text: "Ons begin by wat jy self agtergekom het: wanneer die fout gebeur, wat op daardie oomblik aan is en of die weer 'n verskil maak. 'n Fout wat net in die reën opduik, wys na iets buitekant, en een wat voor dagbreek kom, wys dikwels na die geiser se tydskakelaar of 'n yskas wat ontdooi.",
    },
    {
      title: "Stroombaan vir stroombaan",
      text: "Met die bord oop meet ons op elke stroombaan die isolasieweerstand tussen lewendig, neutraal en aarde, en ons meet hoe vinnig die aardlekskakelaar uitskop. So pen ons die fout gou op een stroombaan vas, selfs as dit lyk of verskeie stroombane geraak is.",
    },
    {
      title: "Die foutiewe stroombaan opdeel",
      text: "Op die stroombaan met die fout ontkoppel ons toestelle en maak ons punte een vir een oop totdat die lesing skoon is. Dan weet ons of die probleem in 'n lig of muurprop, in 'n toestel of in die kabel tussenin sit, nog voordat enigiets vervang word.",
    },
    {
      title: "Die herstelwerk self",
      text: "Ons vervang wat ingegee het: 'n verbrande aansluiting, 'n muurprop of skakelaar, 'n beskadigde stuk kabel, 'n uitgediende stroombreker of 'n aardlekskakelaar wat nie meer betyds uitskop nie. Moet kabel vernuwe word, trek ons dit deur die bestaande leipyp as daar een is, eerder as om nuwe kanale in jou mure te kap.",
    },
    {
      title: "Weer toets en verduidelik",
      text: "Ons toets die herstelde stroombaan weer, wys jou die lesings en verduidelik wat die oorsaak was. Enigiets anders wat ons raakgesien het terwyl die bord oop was, skryf ons apart neer, en niks daarvan word sonder jou toestemming by die werk gevoeg nie.",
    },
  ],
  compliance: [
    "Ná 'n herstelling moet die installasie steeds aan SANS 10142-1 voldoen. Waar die werk die installasie verander, byvoorbeeld 'n nuwe stroombaan, 'n punt wat na 'n ander plek geskuif word of 'n nuwe verspreidingsbord, vereis die Regulasies vir Elektriese Installasies dat daardie deel van die werk gesertifiseer word, en dan reik ons die sertifikaat van nakoming (CoC) daarvoor uit.",
    "'n Stroombreker wat uitskop, doen sy werk. Sit iemand 'n groter een in sodat hy ophou uitskop, is die kabel daaragter nie meer teen oorverhitting beskerm nie, en as die aardlekskakelaar omseil word, is die enigste beskerming teen 'n dodelike skok weg. Ons maak die oorsaak van die uitskop reg, en ons los nooit 'n beskermingstoestel oorgebrug nie.",
  ],
  faqs: [
    {
      question: "Kan julle 'n fout opspoor wat net af en toe gebeur?",
      answer:
        "Foute wat kom en gaan, vat langer, maar hulle kan gevind word. Dit help baie as jy neerskryf wanneer die krag uitskop, wat op daardie tyd aan was en hoe die weer was. 'n Isolasietoets wys dikwels 'n swak stroombaan selfs op 'n droë dag, en waar dit nie doen nie, sit ons soms tydelik 'n ander aardlekskakelaar in om die ou aardlekskakelaar self as oorsaak uit te sluit.",
    },
    {
      question: "Sal ek die prys weet voordat julle met die herstelwerk begin?",
      answer:
        "Ons vra 'n uitroep- en foutopsporingsfooi, want om die fout te kry, is die deel van die werk wat kundigheid vra. Sodra ons weet wat fout is, kry jy 'n vaste prys vir die herstelwerk en besluit jy self of ons kan voortgaan. Die prys hang hoofsaaklik af van wat ingegee het en hoe moeilik dit is om daarby uit te kom.",
    },
    {
      question: "Herstel julle ook toestelle?",
      answer:
        "Ons herstel die vaste installasie: bedrading, DB-borde, muurproppe, skakelaars, ligte en die aansluitings van vaste toestelle soos die stoof en die geiser, ook geiserelemente en termostate. 'n Stukkende yskas, wasmasjien of TV moet na 'n toestelhersteller toe, maar ons kan vir jou bevestig of dit die toestel is wat jou krag laat uitskop.",
    },
    {
      question: "My ligte word dof as die ketel aangaan. Is dit gevaarlik?",
      answer:
        "'n Effense flikker kan normaal wees, maar as die ligte duidelik dof word, is daar gewoonlik 'n los aansluiting of hoë weerstand iewers op die toevoer, dikwels by die hoofskakelaar, die geleistaaf in die bord of die meter se aansluitings. 'n Los aansluiting word warm onder las, so laat dit eerder gou toets as om te wag totdat daar 'n brandmerk verskyn.",
    },
  ],
  related: [
    "emergency-electrical-services",
    "electrical-wiring-repairs",
    "power-point-repairs",
    "light-fixture-repairs",
    "electrical-panel-repairs",
    "electrical-inspections",
  ],
};
