import type { ServiceInput } from "../../schema";

export const service: ServiceInput = {
  slug: "electrical-compliance-certificates",
  title: "Elektriese sertifikaat van nakoming (CoC)",
  group: "residential",
  summary:
    "Elektriese sertifikaat van nakoming (CoC) in Kaapstad as jy jou huis verkoop, verhuur of die installasie verander, volgens SANS 10142-1.",
  intro:
    "Wanneer 'n eiendom van eienaar verwissel, soos wanneer jy jou huis verkoop, en elke keer as die elektriese installasie verander word, vereis die wet in Suid-Afrika 'n elektriese sertifikaat van nakoming, die CoC (Certificate of Compliance). Ons inspekteer en toets die installasie, sê vir jou presies wat reggemaak moet word voordat die sertifikaat uitgereik kan word, en reik dit uit sodra alles slaag. By die meeste huise in Kaapstad is die inspeksie binne twee tot drie uur klaar.",
  signs: [
    "Jy verkoop jou huis en die oordragprokureur het vir 'n elektriese CoC gevra voordat die oordrag kan deurgaan.",
    "Jou CoC is ouer as twee jaar en daar kom 'n oordrag aan.",
    "Jy het stroombane bygesit, kragpunte geskuif, 'n omsetter (inverter) laat insit of aangebou, en die nuwe werk is nooit gesertifiseer nie.",
    "Jy verhuur 'n eiendom en wil bewys hê dat dit veilig is vir jou huurders.",
    "Jou versekeraar het ná 'n elektriese brand of 'n eis vir 'n CoC gevra.",
    "Jy het 'n huis gekoop en die CoC in die oordragdokumente klop nie met wat in die mure is nie.",
  ],
  steps: [
    {
      title: "Die visuele inspeksie",
      text: "Ons maak die verspreidingsbord (DB-bord) oop en kyk na elke stroombaan: die kabeldikte teenoor die stroombreker se grootte, die toestand van die bedrading, die etikette, die bord se deksel en die hoofskakelaar. Buite kyk ons of die isoleerskakelaars, kragpunte en ligte weerbestand is.",
    },
    {
      title: "Toets met gekalibreerde instrumente",
      text: "Ons meet die isolasieweerstand op elke stroombaan, die aardkontinuïteit na elke muurprop en metaalarmatuur, die weerstand van die aardpen en hoe vinnig elke aardlekskakelaar uitskop. Hierdie syfers kom op die toetsverslag wat by die sertifikaat hoort.",
    },
    {
      title: "'n Lys van gebreke op skrif",
      text: "As iets nie slaag nie, kry jy 'n geskrewe lys met 'n vaste prys vir elke item, sodat jy pryse kan vergelyk of die koper dit kan sien. Wat ons die meeste kry, is 'n ontbrekende aardlekskakelaar, geisers en metaalpype wat nie aan aarde gebind is nie, en kragpunte of ligte wat sonder behoorlike aansluitings bygesit is.",
    },
    {
      title: "Regmaak en weer toets",
      text: "Sodra jy die kwotasie goedkeur, maak ons die gebreke reg, gewoonlik nog dieselfde of die volgende werksdag, en toets dan die stroombane waaraan gewerk is weer.",
    },
    {
      title: "Die sertifikaat word uitgereik",
      text: "Die sertifikaat van nakoming en sy toetsverslag word uitgereik deur 'n geregistreerde persoon wie se registrasienommer op die dokument staan. Ons stuur 'n PDF aan jou, jou eiendomsagent of die oordragprokureur, en hou self 'n afskrif op lêer.",
    },
  ],
  compliance: [
    "Volgens die Regulasies vir Elektriese Installasies van 2009 is die eienaar (die gebruiker of verhuurder) verantwoordelik vir 'n geldige sertifikaat van nakoming, en 'n oordrag mag nie deurgaan op 'n sertifikaat wat meer as twee jaar vantevore uitgereik is nie. Net iemand wat by die Departement van Indiensneming en Arbeid geregistreer is, mag een uitreik: 'n elektriese toetser vir enkelfase-installasies, 'n installasie-elektrisiën of 'n meester-installasie-elektrisiën.",
    "Die CoC dek die vaste installasie volgens SANS 10142-1: die verspreidingsbord, bedrading, kragpunte, skakelaars, isoleerskakelaars, aarding en binding. Dit dek nie die toestelle self nie, en ook nie die verskaffer se kant van die meter nie: die toevoerkabel en die meter behoort aan die Stad Kaapstad of aan Eskom, na gelang van wie jou krag verskaf. 'n Elektriese heining het sy eie sertifikaat nodig, die sertifikaat vir die elektriese heiningstelsel (Electric Fence System Certificate), wat 'n oordrag ook vereis.",
    "Sonpanele en omsetters moet op die CoC wees. In Kaapstad moet enige stelsel wat aan die Stad se toevoer gekoppel is, of dit nou netgekoppel, hibried of net vir rugsteun is, ook by die Stad as kleinskaalse ingebedde opwekking (SSEG) geregistreer word, en die Stad se goedkeuring moet daar wees voordat dit ingesit word. Verskaf Eskom die krag direk aan die eiendom, keur Eskom die aansluiting goed.",
  ],
  faqs: [
    {
      question: "Hoe lank is 'n sertifikaat van nakoming geldig?",
      answer:
        "'n CoC verval nie solank niks aan die installasie verander nie, maar vir 'n oordrag moet dit minder as twee jaar voor die oordrag uitgereik wees. Enige verandering aan die installasie het 'n nuwe sertifikaat vir die veranderde werk nodig.",
    },
    {
      question: "Wie betaal vir die CoC as 'n huis verkoop word?",
      answer:
        "Die verkoper is verantwoordelik om 'n geldige sertifikaat oor te handig, so gewoonlik betaal die verkoper vir die inspeksie en enige herstelwerk. Koper en verkoper kan in die koopaanbod iets anders ooreenkom.",
    },
    {
      question: "Die huis het 'n elektriese heining. Is die CoC genoeg vir die oordrag?",
      answer:
        "Nee. 'n Elektriese heining val onder aparte regulasies, die Regulasies vir Elektriese Masjinerie, en 'n eiendom met een het vir die oordrag 'n heiningsertifikaat (Electric Fence System Certificate) nodig bo en behalwe die elektriese CoC. Dit word deur 'n geregistreerde installeerder van elektriese heinings uitgereik. Die CoC dek die vaste bedrading tot by die toevoer van die heining se energieër (energiser); die heiningsertifikaat dek die energieër en die heining self.",
    },
    {
      question: "Wat gebeur as my huis nie die inspeksie slaag nie?",
      answer:
        "Jy kry 'n geskrewe lys van gebreke met 'n prys vir elkeen. Sodra hulle reggemaak en weer getoets is, reik ons die sertifikaat uit. Jy mag 'n ander kontrakteur vir die herstelwerk gebruik, maar die sertifikaat kan eers uitgereik word wanneer alles slaag.",
    },
    {
      question: "Dek 'n CoC my omsetter en sonpanele?",
      answer:
        "Ja. 'n Omsetter of sonkragstelsel is deel van die vaste installasie en moet op die CoC wees. In Kaapstad moet enige omsetter of sonkragstelsel wat aan die toevoer gekoppel is, ook by die Stad geregistreer word; ons kan daardie aansoek vir jou voorberei.",
    },
  ],
  related: [
    "electrical-inspections",
    "electrical-panel-upgrades",
    "earthing-wire-installation",
    "electrical-testing-inspection",
    "solar-inverter-installation",
  ],
  image: "coc-inspection",
};
