import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export const service: ServiceInput = {
  slug: "electrical-panel-repairs",
  title: "Verspreidingsbord (DB-bord) herstel",
  group: "residential",
  summary:
    "DB-bord herstel in Kaapstad: stroombrekers wat nie wil terugstel nie, aardlekfoute, verbrande aansluitings en stukkende deksels opgespoor en reggemaak.",
  intro:
    "Jou verspreidingsbord, die DB-bord, is waar elke stroombaan in die gebou begin, en die meeste foute daarin wys hulle as uitskop, gons of hitte. Ons kry die onderdeel wat ingegee het, vervang dit met een van die regte grootte, draai die aansluitings vas wat losgewerk het en toets die beskerming voordat ons die deksel terugsit. Is 'n bord te ver heen om nog die moeite werd te wees, sê ons so en gee eerder 'n kwotasie vir 'n nuwe een.",
  signs: [
    "'n Stroombreker skop uit en wil nie terugstel nie, selfs al is alles op daardie stroombaan uitgeprop.",
    "Die aardlekskakelaar skop sommer uit, dikwels ná reën of snags, en jy kan dit nie aan een toestel koppel nie.",
    "Jy hoor die bord gons of knetter, of 'n stroombreker voel warm.",
    `Daar is bruin brandmerke, gesmelte plastiek of 'n brandreuk by 'n stroombreker of die neutraalstaaf. Skakel die hoofskakelaar af as jy veilig daarby kan uitkom, raak verder nie aan die bord nie, hou almal weg en bel ons noodlyn by ${site.phone.display}.`,
    "As jy die toetsknoppie op die aardlekskakelaar druk, gebeur niks nie.",
    "Die bord se deksel is gekraak of weg, daar is oop gate waar stroombrekers uitgehaal is, of 'n buitebord laat reën in. Hou kinders weg daarvan totdat dit reggemaak is.",
    "Niemand weet watter stroombreker wat beheer nie, want die etikette het verbleik of was nooit daar nie.",
  ],
  steps: [
    {
      title: "Veilig maak en oopmaak",
      text: "Ons skakel die hoofskakelaar af, bewys met 'n toetser dat die dele wat ons gaan hanteer dood is, en haal die deksel af. Voordat ons enigiets ontkoppel, neem ons 'n foto van die uitleg, sodat elke stroombaan presies teruggaan waar dit vandaan gekom het.",
    },
    {
      title: "Die onderdeel kry wat ingegee het",
      text: "Ons toets elke stroombreker en aardlekskakelaar, soek na verkleurde terminale en geleistawe, en meet die isolasieweerstand op die stroombane wat uitskop. 'n Stroombreker wat aanhou uitskop, is dikwels heeltemal gesond; die fout kan in die bedrading of in 'n toestel verderaan sit, en 'n nuwe stroombreker sal dit nie regmaak nie.",
    },
    {
      title: "Vervang en opnuut aansluit",
      text: "Onderdele wat ingegee het, word vervang met dieselfde soort, van 'n grootte wat pas by die kabel wat hulle beskerm. Verbrande geleierpunte word teruggesny en opnuut aangesluit, elke skroefterminaal word vasgedraai, en blindplaatjies maak leë spasies toe sodat niemand by lewendige dele kan uitkom nie.",
    },
    {
      title: "Bewys dat die beskerming werk",
      text: "Ons meet die aardlekskakelaar se uitskoptyd met 'n toetsinstrument, eerder as om net op sy toetsknoppie staat te maak, en kyk dat elke herstelde stroombaan hou met sy gewone las aangeskakel.",
    },
    {
      title: "Etikette en 'n kort verslag",
      text: "Elke stroombaan kry 'n duidelike, getikte etiket. Jy kry 'n nota van wat ons gevind en vervang het, en van enigiets anders in die bord wat oor die volgende paar jaar aandag sal nodig hê.",
    },
  ],
  compliance: [
    "SANS 10142-1 vereis dat elke stroombaan se beskermingstoestel pas by die stroom wat sy kabel veilig kan dra, so 'n stroombreker word nooit vir 'n groter een omgeruil net sodat hy ophou uitskop nie. Stroombane met kragpunte moet aardlekbeskerming hê wat by 30 mA uitskop, en met die deksel op mag die bord geen lewendige deel binne bereik van 'n vinger laat nie.",
    "Gaan die herstelwerk verder as om 'n onderdeel met presies dieselfde soort te vervang, byvoorbeeld as stroombane bygesit word, die bord herrangskik word of 'n hoofskakelaar van 'n ander grootte ingesit word, is dit 'n verandering aan die installasie. Dan vereis die Regulasies vir Elektriese Installasies 'n sertifikaat van nakoming (CoC) vir die veranderde werk, en ons sê vir jou voordat ons begin as jou werk in daardie kategorie val.",
  ],
  faqs: [
    {
      question: "Hoekom skop my aardlek uit as dit reën?",
      answer:
        "Water kom iewers in iets op 'n beskermde stroombaan in: 'n buitekragpunt, 'n tuinlig, 'n las in 'n klam muur of 'n geiserelement. Die lekkasie na aarde is klein, maar genoeg om die aardlekskakelaar te laat uitskop. Ons toets stroombaan vir stroombaan om te kry watter een dit is, en herstel dan die punt of lig eerder as om die beskerming te omseil.",
    },
    {
      question: "'n Stroombreker skop uit sodra ek hom terugstel. Wat beteken dit?",
      answer:
        "As hy dadelik uitskop, is dit gewoonlik 'n kortsluiting of 'n aardfout in die bedrading of by 'n punt, nie te veel toestelle nie. Los hom af en bel ons. As jy 'n stroombreker keer op keer terugstel terwyl daar 'n fout is, kan dit die stroombreker sowel as die kabel beskadig.",
    },
    {
      question: "Moet ek my bord laat herstel of laat vervang?",
      answer:
        "As die bord nog in 'n redelike toestand is en net een of twee onderdele het ingegee, maak herstel sin. Gebruik dit nog sekerings, het dit geen aardlekskakelaar nie, is dit vol sonder plek vir nuwe stroombane, of is die geleistaaf oor sy hele lengte deur hitte beskadig, dan beveel ons 'n nuwe bord aan en wys jou hoekom.",
    },
    {
      question: "Is dit veilig om self 'n stroombreker te vervang?",
      answer:
        "Ons raai dit af. Die inkomende terminale bly lewendig al is die hoofskakelaar af, en 'n verkeerde grootte of 'n terminaal wat net effens los gelaat is, kan weke later 'n brand veroorsaak. 'n Elektrisiën soek ook na die rede waarom die ou stroombreker ingegee het, en dit mis jy as jy hom net omruil.",
    },
    {
      question: "Kan julle die bord met die eerste besoek herstel?",
      answer:
        "Meestal wel, want ons het die gewone stroombrekers en aardlekskakelaars in die voertuig. Party ouer borde gebruik onderdele wat nie meer algemeen is nie; dan maak ons die stroombaan veilig en kom terug sodra ons die regte onderdeel het.",
    },
  ],
  related: [
    "electrical-panel-upgrades",
    "electrical-fuse-replacement",
    "electrical-repairs",
    "emergency-electrical-services",
    "electrical-testing-inspection",
    "earthing-wire-installation",
  ],
};
