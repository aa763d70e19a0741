import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "parow",
  region: "northern-suburbs",
  name: "Parow",
  summary:
    "Elektrisiëns in Parow vir ouer huise, woonstelle en persele aan Voortrekkerweg: herbedrading, nuwe borde vir ou sekeringkaste, foutsoek en CoC's.",
  intro:
    "Ons is binne sowat tien minute in Parow, en dit is een van die voorstede waar ons die meeste herbedrading doen. Baie huise hier is so oud dat die isolasie om die bedrading lankal uitgedien het, en gewoonlik kom dit eers aan die lig wanneer die huis verkoop word en 'n sertifikaat van nakoming (CoC) nodig het.",
  travelMinutes: 10,
  housing:
    "Parow se huise is in lae gebou. Die strate nader aan Voortrekkerweg het huise uit die eerste helfte van die twintigste eeu; Parow-Noord het vanaf die laat 1950's gegroei, met groter gesinshuise wat deur argitekte ontwerp is; en vanaf die 1970's het groot woonstelblokke aan die noordelike kant verrys. In die oudste huise kry ons nog sekeringborde met herbedraadbare sekerings, en rubbergeïsoleerde kabel wat kraak en verkrummel sodra jy dit net roer.",
  typicalJobs: [
    `Om 'n huis te herbedraad terwyl die gesin daarin woon, beplan ons kamer vir kamer. Ons kap nuwe leipype in die mure in, trek nuwe kabel deur, hou die ou stroombane aan die gang totdat hul plaasvervangers getoets is, en lap die mure op soos ons aangaan, sodat die gesin nooit 'n nag sonder ligte sit nie. Die rede is die bros rubberisolasie: dit laat kaal koper in die dak en agter skakelaars, en geen hoeveelheid lapwerk maak dit weer gesond nie. Sien jy vonke of ruik jy brand by 'n skakelaar, skakel die hoofskakelaar af as jy veilig daarby kan uitkom, bly daarvan weg en bel ons by ${site.phone.display}.`,
    "Sekeringborde hou ons foon aan die lui. 'n Sekering wat aanhoudend blaas, is dikwels al met dikker draad oorgedraad as wat die stroombaan kan vat: dan hou die gesukkel op, maar die beskerming is saam daarmee weg. Ons vervang ou borde met nuwes wat stroombrekers, 'n aardlekskakelaar en oorspanningsafleiers (surge arresters) het, en merk elke stroombaan sodat die volgende persoon weet wat is wat.",
    "Besighede aan Voortrekkerweg ruil gereeld van huurders, en elke nuwe besigheid wil die proppe, ligte en uithangborde op 'n ander plek hê. Ons werk die stroombane om vir die nuwe uitleg, toets die installasie en reik 'n CoC vir die veranderinge uit, sodat die verhuurder se papierwerk in orde bly.",
  ],
  services: [
    "electrical-wiring-installation",
    "electrical-panel-upgrades",
    "electrical-fuse-replacement",
    "electrical-compliance-certificates",
    "commercial-electrical-services",
  ],
  nearby: ["goodwood", "bellville", "ravensmead", "belhar", "thornton"],
  faqs: [
    {
      question: "My huis in Parow het nog 'n sekeringbord. Sal dit die CoC-inspeksie druip?",
      answer:
        "Nie net omdat dit oud is nie. Die inspeksie toets of die installasie veilig is en aan die regulasies voldoen, en ou sekeringborde druip gewoonlik op wat rondom die sekerings is: geen aardlekbeskerming op die kragpuntstroombane nie, te dik sekeringdraad, gekraakte sekeringhouers of brandmerke. As dit die geval is, kos 'n nuwe bord gewoonlik minder as om die oue te herstel, en ons gee vir albei 'n kwotasie sodat jy kan vergelyk.",
    },
  ],
};
