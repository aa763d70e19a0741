import type { ServiceInput } from "../../schema";

export const service: ServiceInput = {
  slug: "electrical-wiring-installation",
  title: "Huisbedrading en herbedrading",
  group: "residential",
  summary:
    "Hele of gedeeltelike herbedrading van huise in Kaapstad: vergane kabel vervang, aarde bygesit, stroombane vir vandag se las en 'n CoC aan die einde.",
  intro:
    "Bedrading hou nie vir altyd nie. Kabel met rubber- of lapisolasie word bros en kraak, ouer huise is dikwels met te min stroombane en soms sonder aarde bedraad, en aanbouings word ingehaak by stroombane wat klaar vol was. Ons herbedraad hele huise of net dele daarvan, beplan die stroombane rondom hoe julle vandag leef, en gee 'n getoetste installasie met sy sertifikaat van nakoming (CoC) aan jou oor.",
  signs: [
    "Die kabel wat jy in die dak of by die bord kan sien, het swart rubber- of lapisolasie wat bros en gekraak lyk. Moenie daaraan raak nie: laat ons dit toets.",
    "Die huis is met tweekernkabel bedraad, so die kragpunte het 'n gat vir die aardpen maar geen aardgeleier daaragter nie.",
    "Jy bou kamers aan, 'n woonstel in die agterplaas of 'n tweede kombuis, en die bestaande stroombane dra klaar soveel as wat hulle moet.",
    "Verskeie kamers deel een stroombaan, en die ligte flikker elke keer as 'n verwarmer of die ketel aanskakel.",
    "Die bedrading is 'n lappieskombers van kleure, lasse in die dak en kabels teen die mure, nagelaat deur jare se doen-dit-self.",
    "'n CoC-inspeksie het soveel bedradingsgebreke gekry dat dit amper net soveel sal kos om hulle een vir een reg te maak as om van voor af te begin.",
  ],
  steps: [
    {
      title: "Opname en stroombaanplan",
      text: "Ons stap saam met jou deur die huis, skryf neer waar jy kragpunte, ligte en aparte stroombane vir die stoof, die geiser en dalk later 'n omsetter (inverter) nodig het, en kyk in die dak en onder die vloere vir kabelroetes. Jy kry 'n geskrewe plan en 'n vaste kwotasie.",
    },
    {
      title: "Die roetes kies",
      text: "Waar die ou leipyp nog in 'n goeie toestand is, trek ons die nuwe kabel daardeur en bly die pleister heel. Waar daar geen leipyp is nie, kap ons kanale vir nuwe pyp of kom ons van die dak af, en ons spreek met jou af waar kabelkanaal op die muur aanvaarbaar is, soos in 'n motorhuis.",
    },
    {
      title: "Die nuwe stroombane trek",
      text: "Ligte, kragpunte en vaste toestelle kom op aparte stroombane, sodat 'n fout in een kamer nie die hele huis donker laat nie. Die kabel se dikte word gekies vir die stroombreker en die lengte van die lopie, en lasse word net gemaak in kassies waarby 'n mens later nog kan uitkom.",
    },
    {
      title: "By die bord aansluit",
      text: "Die nuwe stroombane word in die bestaande verspreidingsbord aangesluit as dit gesond is en plek het, anders in 'n nuwe bord met aardlek- en stuwingsbeskerming. Elke stroombaan word gemerk sodra dit aangesluit is.",
    },
    {
      title: "Toets en sertifikaat",
      text: "Elke stroombaan word getoets vir isolasieweerstand, polariteit, aardkontinuïteit en die uitskoptyd van die aardlekskakelaar. Die uitslae kom op die toetsverslag, en ons reik die sertifikaat van nakoming vir die nuwe installasie uit.",
    },
    {
      title: "Alles netjies agterlaat",
      text: "Kanale in die mure word opgevul en gelyk gepleister, dekplate word reguit gesit en die kamers skoongemaak, sodat die mure gereed is vir jou verwer.",
    },
  ],
  compliance: [
    "'n Hele of gedeeltelike herbedrading is nuwe installasiewerk, so dit moet van voor tot agter aan SANS 10142-1 voldoen en met 'n sertifikaat van nakoming gesertifiseer word wanneer dit klaar is. Huise wat dekades gelede bedraad is, gebruik dikwels die ou rooi-en-swart kleurkode; waar ou en nuwe kabel bymekaarkom, las ons hulle in 'n toeganklike kassie en merk die geleiers, sodat die volgende elektrisiën nie mislei word nie.",
    "Beplan jy om binne die volgende paar jaar te verkoop, maak 'n onlangse herbedrading die oordraginspeksie baie makliker. Onthou net dat 'n CoC wat meer as twee jaar voor die oordrag uitgereik is, nie daarvoor gebruik kan word nie: die huis sal steeds 'n geldige sertifikaat nodig hê wanneer dit verkoop word.",
  ],
  faqs: [
    {
      question: "Kan ons in die huis bly terwyl julle herbedraad?",
      answer:
        "Gewoonlik, ja. Ons werk kamer vir kamer en sluit die stroombane waar moontlik aan die einde van elke dag weer aan, sodat jy saans ligte en 'n yskas het wat werk. Verwag stof terwyl kanale in die mure gekap word, en skuif meubels weg van die mure waaraan ons werk.",
    },
    {
      question: "Hoe lank vat 'n herbedrading?",
      answer:
        "Dit hang af van hoe groot die huis is, hoeveel stroombane daar is en of daar al bruikbare leipyp in die mure is. 'n Klein huis met leipyp kan 'n paar dae vat; 'n groter een wat nuwe kanale nodig het, vat langer. Die tydsduur staan saam met die kwotasie op skrif.",
    },
    {
      question: "Moet ek die hele huis laat herbedraad?",
      answer:
        "Nie altyd nie. As die bord en die meeste stroombane goed toets, vervang ons dalk net die slegste, soos die oorspronklike ligkabel in die dak of 'n kombuisstroombaan wat al jare lank oorlaai is. Ons wys jou die toetsuitslae agter elke aanbeveling.",
    },
    {
      question: "Wat maak 'n herbedrading duurder of goedkoper?",
      answer:
        "Die aantal punte en stroombane, of die bestaande leipyp weer gebruik kan word, hoe maklik dit is om in die dak en onder die vloere te kom, en of die verspreidingsbord vervang moet word. Ons gee 'n vaste prys nadat ons die huis gesien het, nie 'n skatting per meter kabel oor die foon nie.",
    },
  ],
  related: [
    "electrical-wiring-repairs",
    "electrical-panel-upgrades",
    "electrical-compliance-certificates",
    "earthing-wire-installation",
    "electrical-upgrades",
    "general-construction",
  ],
};
