import type { ServiceInput } from "../../schema";

export const service: ServiceInput = {
  slug: "solar-inverter-installation",
  title: "Omsetter en battery vir rugsteunkrag",
  group: "solar",
  summary:
    "Hibriede omsetters (inverters) en litiumbatterye vir krag tydens beurtkrag, met 'n aparte noodbord, veilige isolasie en aarding, SSEG-registrasie en 'n CoC.",
  intro:
    "Wanneer die krag afgaan, of dit nou beurtkrag, kabeldiefstal of 'n winterstorm is, hou 'n omsetter (inverter) met 'n battery die ligte, die Wi-Fi, die yskas, die alarm en die hekmotor aan die gang. Sit jy later sonpanele by, help dieselfde omsetter ook om jou kragrekening af te bring. Ons bereken die stelsel volgens die stroombane wat jy tydens 'n onderbreking nodig het, skuif hulle na 'n aparte gedeelte van die verspreidingsbord (DB-bord), installeer die omsetter en battery met behoorlike isolasie en aarding aan die gelykstroom- (DC) en wisselstroomkant (AC), en registreer die stelsel by die Stad Kaapstad. Die Stad vra dit selfs van 'n stelsel wat nooit krag na die kragnet terugstuur nie.",
  signs: [
    "Elke onderbreking ontwrig jou werk van die huis af, jou klein besigheid of toerusting wat nie mag afgaan nie.",
    "Die hekmotor, die alarm en die kameras gaan almal saam met die krag af.",
    "'n Draagbare omsetter staan in die sitkamer met verlengkoorde deur die huis, en jy wil dit behoorlik laat installeer.",
    "Jy wil 'n stelsel hê wat nou of later sonpanele kan vat.",
    "Jy sit met elke onderbreking die kragopwekker aan en is moeg vir die petrol, die geraas en die uitlaatgasse.",
    "Jou omsetter is sonder die Stad se registrasie of 'n CoC ingesit, en jy wil die huis verkoop of verseker.",
    "Die batterye hou nie meer 'n hele onderbreking uit soos vroeër nie.",
  ],
  steps: [
    {
      title: "Wat moet aanbly as die krag af is?",
      text: "Ons maak saam met jou 'n lys van die stroombane wat jy tydens 'n onderbreking nodig het, en meet of skat hoeveel krag hulle trek. Die ligte, proppe vir die TV en rekenaars, die yskas, die alarm, die hek en die Wi-Fi is die gewone keuses. 'n Geiser, oond, ketel of verwarmer sal 'n huisbattery gou leegtrek, so dié bly gewoonlik op die kragnet.",
    },
    {
      title: "Die regte grootte omsetter en battery",
      text: "Die omsetter moet die grootste las kan dra wat op een slag loop, en die battery se grootte hang af van hoe lank dit moet hou. Ons verduidelik die keuses in gewone taal en gee jou 'n vaste kwotasie vir die hele stelsel, met die werk aan die bord ingesluit.",
    },
    {
      title: "Die noodbord (essentials)",
      text: "Ons deel die verspreidingsbord op: die stroombane wat moet aanbly, word deur die omsetter gevoer en die res direk van die kragnet af. Met 'n omleidingskakelaar (bypass) kan ons die omsetter diens of vervang sonder dat die huis in die donker sit.",
    },
    {
      title: "Omsetter en battery installeer",
      text: "Albei kom op 'n droë plek met genoeg lugvloei, uit die direkte son en waar moontlik weg van die slaapkamers, met kort gelykstroomkabels wat met sekerings beskerm en geïsoleer is. Ons stel die aarde en neutraal so op dat die aardlekskakelaars jou steeds beskerm terwyl die omsetter op sy eie loop.",
    },
    {
      title: "Registrasie by die Stad en die sertifikaat",
      text: "Die aansoek by die Stad Kaapstad vir kleinskaalse ingebedde opwekking (SSEG), vir 'n omsetter op die Stad se goedgekeurde lys, word ingedien en goedgekeur voordat ons begin installeer. As die stelsel in is, stel ons dit in werking, stel die laai- en terugvoerperke in, reik 'n sertifikaat van nakoming (CoC) uit en stuur vir die Stad die aftekening wat nodig is om die registrasie klaar te maak.",
    },
  ],
  compliance: [
    "Baie mense is verbaas as hulle hoor dat 'n hibriede omsetter wat net van die kragnet af laai en nooit krag terugstuur nie, steeds die Stad Kaapstad se goedkeuring as kleinskaalse ingebedde opwekking nodig het. Tog is dit so: die omsetter is aan die Stad se toevoer gekoppel en kán krag daarin terugvoer, en die model wat ingesit word, moet op die Stad se lys van goedgekeurde omsetters wees.",
    "SANS 10142-1 geld vir elke deel van die rugsteuninstallasie, en die sertifikaat van nakoming moet dit alles dek: die omleidingskakelaar, die GS- en WS-isolators, die sekerings op die batterykabels, die aarding en die aardlekbeskerming op die stroombane wat aanbly. 'n Koord met 'n prop aan albei kante, waarmee die omsetter se krag deur 'n muurprop terug in die huis in gedruk word, het kaal penne wat lewendig is, en dit kan die straatkabels voer. Ons haal sulke koorde uit waar ons hulle kry; het jy een, trek dit uit en gebruik dit nie weer nie.",
    "'n Litiumbattery pak baie energie in 'n klein kas. Ons monteer dit soos die vervaardiger voorskryf, met die spasie, lugvloei en beskerming teen hitte wat die instruksies vra, en koppel die battery se bestuurstelsel (BMS) aan die omsetter sodat die laai binne veilige perke bly.",
  ],
  faqs: [
    {
      question: "Hoe lank sal my rugsteunkrag hou?",
      answer:
        "Dit hang af van die battery se kapasiteit en van wat tydens die onderbreking aan is. 'n Stelsel wat net die ligte, die Wi-Fi, die TV en die yskas dra, hou baie langer as een wat ook die ketel en die mikrogolf moet trek. Ons bereken dit van jou werklike verbruik af, en die toep (app) op jou foon wys hoe vinnig die battery afloop.",
    },
    {
      question: "Het ek sonpanele nodig as ek 'n omsetter kry?",
      answer:
        "Nee. 'n Omsetter en battery kan van die kragnet af laai en oorneem wanneer die krag afgaan. As die omsetter 'n sonkrag-inset het, kan panele later bygesit word, daarom raai ons 'n hibriede model aan wat groot genoeg is vir die panele wat jy dalk eendag wil hê.",
    },
    {
      question: "Watter soort battery is die beste?",
      answer:
        "Die meeste nuwe huisstelsels gebruik litium-ysterfosfaat-batterye (LiFePO4). Hulle hou baie meer laaisiklusse uit en kan dieper ontlaai word as die ouer loodsuur- en gelbatterye, wat gou kapasiteit verloor as hulle elke dag diep ontlaai word. Watter battery jy ook al kies, dit moet by die omsetter pas, en 'n litiumbattery se bestuurstelsel moet met die omsetter kan praat; dit maak ons seker voordat ons kwoteer.",
    },
    {
      question: "Kan die omsetter my geiser laat loop?",
      answer:
        "'n Groot genoeg stelsel kan, maar 'n element van 2 tot 4 kW maak 'n huisbattery binne 'n kort tyd pap. Dit is gewoonlik beter om die geiser op die kragnet te hou met 'n tydskakelaar, of na 'n hittepomp of sonwaterverhitting te kyk om warm water goedkoper te maak.",
    },
    {
      question: "Is my omsetter wettig ingesit?",
      answer:
        "As dit aan jou toevoer gekoppel is, moet dit by die Stad Kaapstad geregistreer wees, moet die model op die goedgekeurde lys wees en moet daar 'n sertifikaat van nakoming wees. Ons kan 'n bestaande installasie inspekteer, regmaak wat nie voldoen nie en die registrasie vir jou voorberei.",
    },
  ],
  related: [
    "solar-panel-installation",
    "solar-system-maintenance",
    "electrical-panel-upgrades",
    "electrical-compliance-certificates",
    "electrical-power-restoration",
    "energy-efficiency-solutions",
  ],
};
