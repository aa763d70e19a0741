import type { ServiceInput } from "../../schema";

export const service: ServiceInput = {
  slug: "solar-panel-installation",
  title: "Sonpanele op die dak installeer",
  group: "solar",
  summary:
    "Sonpanele vir Kaapse huise en besighede: bereken op jou verbruik, vas teen die suidoos, by die Stad as SSEG geregistreer en met 'n CoC gesertifiseer.",
  intro:
    "Die Kaap het lang, sonnige somers en sagte winters, so panele op 'n dak wat reg lê, lewer amper die hele jaar deur bruikbare krag. Sonkrag maak die meeste sin as jy 'n goeie deel van jou elektrisiteit bedags gebruik, of as jy reeds 'n rugsteunomsetter het en die son eerder as die kragnet sy battery wil laat laai. Ons bereken die stelsel volgens hoe jy regtig krag gebruik, sit die panele so vas dat hulle in die suidoos bly waar hulle is, en sorg vir die registrasie by die Stad Kaapstad en die sertifikaat van nakoming (CoC).",
  signs: [
    "Die kragrekening klim elke jaar en baie van jou verbruik is bedags: 'n swembadpomp, 'n kantoor by die huis of 'n besigheid wat bedags oop is.",
    "Jy het reeds 'n rugsteunomsetter en battery, maar hulle laai net van die kragnet af.",
    "Jou dak het 'n oop noord-, oos- of weskant sonder veel skaduwee van bome, skoorstene of die bure se geboue.",
    "Jy kry 'n nuwe dak of jy bou, en wil die montering beplan voordat die dak opgaan.",
    "Daar is panele sonder die Stad se goedkeuring of 'n CoC opgesit, en die stelsel moet wettig wees voordat jy verkoop.",
    "Jou besigheid wil in werksure minder krag van die kragnet trek.",
  ],
  steps: [
    {
      title: "Jou verbruik en jou dak",
      text: "As jy dit het, kyk ons na 'n jaar se kragrekeninge en vra wat bedags aan is. Dan inspekteer ons die dak: watter kant dit toe kyk en hoe steil dit is, waar die skaduwee deur die seisoene val, hoe die teëls of plate lyk, en die dakbalke of latte waaraan die rakke vasgemaak gaan word.",
    },
    {
      title: "Die stelsel ontwerp",
      text: "Ons besluit hoeveel panele, hoe hulle in stringe gekoppel word en watter omsetter hulle voer, sodat die stringspanning op 'n koue wintermôre net so goed by die omsetter pas as op 'n warm somermiddag. Jy kry 'n uitlegtekening, 'n skatting van wat die stelsel elke maand sal lewer en 'n vaste kwotasie.",
    },
    {
      title: "Die aansoek by die Stad Kaapstad",
      text: "Voordat enigiets ingesit word, berei ons die aansoek vir kleinskaalse ingebedde opwekking (SSEG) voor, met 'n omsetter wat aan NRS 097-2-1 voldoen en op die Stad se goedgekeurde lys is, 'n stroombaandiagram en die ander dokumente wat die Stad vra. Ons klim eers op die dak as die Stad die aansoek goedgekeur het.",
    },
    {
      title: "Montering en bedrading",
      text: "Die relings word aan die dak se struktuur vasgeskroef, nie net aan die teëls of die plate nie, en elke gat deur die dak word verseël. Die gelykstroomkabel (DC) loop in UV-bestande pyp na 'n GS-isolator en oorspanningsbeskerming voordat dit by die omsetter uitkom.",
    },
    {
      title: "Aanskakel en papierwerk",
      text: "Ons toets elke string, stel die omsetter in met die terugvoerinstellings wat die Stad goedgekeur het en wys jou hoe die toep (app) werk waarop jy die stelsel dophou. Die stelsel word met 'n sertifikaat van nakoming gesertifiseer, en die ingebruiknemingsdokumente en aftekening wat die Stad se SSEG-proses vra, gaan saam met die CoC na die Stad, wat dan die goedkeuring afhandel.",
    },
  ],
  compliance: [
    "Elke son- of omsetterstelsel wat aan die Stad Kaapstad se toevoer gekoppel is, of dit nou netgekoppel, hibried of net vir rugsteun is, moet by die Stad as kleinskaalse ingebedde opwekking geregistreer en goedgekeur word, selfs as dit so ingestel is dat dit nooit 'n enkele eenheid terugstuur nie. Die goedkeuring kom vóór die installasie, nie daarna nie. Registrasie beskerm die mense wat die netwerk herstel teen krag wat teruggevoer word in 'n lyn wat hulle dink dood is, en net met 'n geregistreerde stelsel kan jy teen die regte tarief betaal word vir krag wat jy terugstuur. As Eskom jou eiendom direk voorsien, keur Eskom die aansluiting goed; jou kragrekening wys wie jou verskaffer is.",
    "Die omsetter moet aan NRS 097-2-1 voldoen, die Suid-Afrikaanse standaard vir die aansluiting van kleinskaalse ingebedde opwekking by die netwerk, en die Stad aanvaar net modelle op sy lys van goedgekeurde omsetters. Kyk dus na die lys voordat jy een koop. Wanneer die stelsel in is, word dit in gebruik geneem en deur 'n geregistreerde persoon met 'n sertifikaat van nakoming gesertifiseer, en op die Stad se SSEG-vorms afgeteken deur 'n geregistreerde persoon of, waar die Stad dit vra, 'n geregistreerde ingenieurspersoon. Eers dan handel die Stad die goedkeuring af.",
    "Panele, kabels en omsetter word deel van die vaste installasie, so SANS 10142-1 geld en die stelsel hoort op die sertifikaat van nakoming. Panele vang ook die suidoos soos 'n seil: die relings, klampe en hakies moet by die soort dak en die windlas pas, en naby die see gebruik ons aluminium en vlekvrye staal wat nie in die dakplate inroes nie.",
  ],
  faqs: [
    {
      question: "Het ek batterye nodig by my sonpanele?",
      answer:
        "Nee. Panele met 'n netgekoppelde omsetter verlaag jou verbruik bedags sonder 'n battery, maar hulle skakel af as die kragnet uitval, sodat hulle nie 'n dooie lyn kan voer nie. As jy tydens beurtkrag en ander onderbrekings krag wil hê, het jy 'n hibriede omsetter en 'n battery nodig, en panele kan by een gevoeg word wat jy reeds het.",
    },
    {
      question: "Hoeveel panele gaan ek nodig hê?",
      answer:
        "Dit hang af van hoeveel krag jy bedags gebruik, hoeveel van die dak na die son kyk en of jy krag wil terugstuur. Ons werk dit uit van jou kragrekeninge af, nie van die grootte van die huis nie, en ons sit liewer minder panele op waarvan jy die krag gebruik as ekstra panele waarvan die krag verlore gaan.",
    },
    {
      question: "Kan ek betaal word vir die krag wat ek terugstuur?",
      answer:
        "Ja, as die stelsel by die Stad geregistreer is en jy op die tarief is wat dit toelaat. 'n Stelsel wat nie geregistreer is nie, kwalifiseer nie, en die omsetter se terugvoerinstellings moet ooreenstem met wat die Stad goedgekeur het.",
    },
    {
      question: "Gaan my dak lek as die panele opgaan?",
      answer:
        "Nie as hulle reg vasgesit is nie. Ons skroef die hakies aan die dakbalke of latte vas met hardeware wat vir jou soort dak gemaak is, en verseël elke plek waar ons deur die dak gaan. Het die dak self herstelwerk nodig, is dit baie goedkoper om dit te doen voordat die panele opgaan as om hulle later af te haal.",
    },
    {
      question: "Werk sonpanele nog in 'n Kaapse winter?",
      answer:
        "Ja, maar hulle lewer merkbaar minder. Korter dae, 'n laer son en bewolkte weer sny die opbrengs tussen Mei en Augustus, so 'n stelsel wat net op die somer bereken is, sal jou in die nat maande teleurstel. Ons wys jou die verwagte opbrengs maand vir maand voordat jy besluit.",
    },
  ],
  related: [
    "solar-inverter-installation",
    "solar-system-maintenance",
    "electrical-compliance-certificates",
    "energy-efficiency-solutions",
    "electrical-design-consultation",
  ],
};
