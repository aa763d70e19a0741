/**
 * Die vrae wat mense op die Vlakte en in die Noordelike Voorstede vir 'n elektrisiën vra, in
 * Afrikaans. Minder as die Engelse FAQ, met dieselfde reëls: net bevestigde feite oor die
 * besigheid, pryse net uit die eienaar se prysgids, en veiligheid eerste.
 */
import { supplierLines } from "../assistant/safety";
import { business, confirmed } from "../business";
import { formatRange, priceLines, priceTerms, shownPriceGuide } from "../prices";
import type { FaqCategory } from "../schema";
import { site } from "../site";
import { registeredPersonLevels } from "./about";
import { hoursSummary, serviceAreaList, serviceAreaSummary } from "./site";

/** What the site may say about registration: only what the owner has confirmed, then the rule. */
export function registrationAnswer(): string {
  const number = confirmed(business.contractorRegistration);
  const level = confirmed(business.registeredPersonLevel);
  const confirmedPart = [
    number && `Ons is 'n geregistreerde elektriese kontrakteur, registrasienommer ${number}.`,
    level &&
      `Ons werk word getoets en gesertifiseer deur 'n geregistreerde ${registeredPersonLevels[level]}.`,
  ]
    .filter(Boolean)
    .join(" ");
  const rule =
    "Elke elektriese kontrakteur in Suid-Afrika moet by die Departement van Indiensneming en Arbeid geregistreer wees, en elke sertifikaat van nakoming moet geteken word deur 'n geregistreerde persoon wat vir daardie werk gekwalifiseer is.";
  return confirmedPart
    ? `Ja. ${confirmedPart} ${rule} Vra altyd om die registrasie te sien van die persoon wat jou installasie sertifiseer.`
    : `${rule} Vra ons vir ons registrasiebesonderhede wanneer jy bespreek, en vra altyd om die registrasie te sien van die persoon wat jou installasie sertifiseer.`;
}

export function guaranteeAnswer(): string {
  const months = confirmed(business.workmanshipGuaranteeMonths);
  return months === undefined
    ? "Vra wanneer jy jou kwotasie kry wat gewaarborg word en vir hoe lank, en kry dit op skrif. Materiaal het die vervaardiger se waarborg."
    : `Ja. As iets wat ons geïnstalleer of herstel het binne ${months} maande weens ons vakmanskap faal, kom ons terug en maak dit gratis reg. Materiaal het die vervaardiger se waarborg.`;
}

/** Hoe om te betaal: die eienaar se terme sodra bevestig; tot dan, wat om te vra. */
export function paymentAnswer(): string {
  return (
    confirmed(business.paymentTerms)?.af ??
    "Vra wanneer jy bespreek of jou kwotasie kry: dit moet sê hoe jy kan betaal, of 'n deposito nodig is en wanneer die res betaal moet word. Kry dit op skrif, en betaal die res eers nadat jy die werk en sy sertifikaat van nakoming gesien het."
  );
}

/** Of kwotasies gratis is: die eienaar se beleid sodra bevestig; tot dan, wat om te vra. */
export function quoteAnswer(): string {
  return (
    confirmed(business.quotePolicy)?.af ??
    "Vra wanneer jy bel of dit iets kos om jou werk te kom kyk en te prys, en kry die antwoord voordat iemand uitkom. Beplande werk (nuwe bedrading, 'n nuwe bord, sonkrag) kan dikwels ná 'n besoek of uit duidelike foto's en 'n plan geprys word; 'n fout moet eers gevind word voordat die herstelwerk geprys kan word."
  );
}

/**
 * How a job is priced, and the owner's price guide once it is set and confirmed. Without one the
 * answer explains what moves a price and names no amount.
 */
export function priceAnswer(): string {
  const rule =
    "Elektriese werk word gewoonlik gereken as 'n uitroepfooi, wat die rit en die eerste deel van die besoek dek, plus arbeid en materiaal. Vra wat die uitroepfooi is wanneer jy bespreek, en vra 'n prys op skrif vir die werk self voordat dit begin, sodat die bedrag op die faktuur die een is waarop julle ooreengekom het. Wat die prys die meeste skuif, is hoe groot die werk is, in watter toestand die bestaande bedrading is en watter materiaal jy kies.";
  const guide = shownPriceGuide();
  if (!guide) return rule;
  const lines = priceLines(guide, "af").map((line) => `${line.label}: ${line.price}`);
  return `${rule} Ons prysgids (${priceTerms(guide, "af")}): ${lines.join("; ")}. Dit is 'n riglyn; jou kwotasie kom nadat ons die werk gesien het.`;
}

/** After-hours rates, with the amount once the owner's price guide names one. */
export function afterHoursAnswer(): string {
  const fee = shownPriceGuide()?.afterHoursCalloutFee;
  const rate = fee
    ? `'n Uitroep buite ons gewone ure kos 'n ná-uurse tarief (tans ${formatRange(fee, "af")}).`
    : "'n Uitroep buite gewone ure kos gewoonlik meer: vra die tarief oor die foon voordat iemand uitry.";
  return `${rate} By 'n noodgeval is die eerste werk om die installasie veilig te maak; 'n groter herstelwerk kan dan in gewone ure gedoen word as jy verkies.`;
}

export const faqCategories = [
  {
    slug: "die-krag-trip",
    title: "Die krag trip",
    items: [
      {
        question: "My krag trip heeltyd. Wat kan ek self doen?",
        answer:
          "Kyk eers of jy iets ruik brand, vonke of rook sien, of iemand 'n skok gekry het: dan moet jy niks terugsit nie. Skakel die hoofskakelaar af as jy veilig daarby kan uitkom, hou almal weg en bel ons. Is daar niks daarvan nie, kyk op die verspreidingsbord (DB-bord) watter skakelaar afgeskop het, sonder om enige deksel los te skroef. Prop alles op daardie stroombaan uit (of in die hele huis as dit die hoofskakelaar of die aardlekskakelaar is) en sit die skakelaar een keer terug. Bly hy op, prop die toestelle een vir een terug, 'n minuut uitmekaar. Skop hy uit wanneer 'n sekere toestel ingaan, los daardie toestel uit en bel ons. Skop hy uit terwyl alles uitgeprop is, is die fout in die bedrading: los hom af en bel ons.",
      },
      {
        question: "Die aardlekskakelaar skop uit elke keer as dit reën. Hoekom?",
        answer:
          "Gewoonlik kom water êrens in: by 'n buitelig teen die agtermuur, 'n buiteprop, of 'n kabel na die agterkamer wat te vlak ingegrawe is. Die aardlekskakelaar doen dan presies sy werk, want dit is die ding wat keer dat 'n nat fout iemand doodmaak. Moenie aan nat ligte of proppe raak nie, en moet hom nooit toeplak, oorbrug of laat uithaal nie. Bel ons: ons soek die nat punt, maak dit reg en maak dit waterdig.",
      },
      {
        question: "Kan ek nie maar net 'n groter stroombreker insit nie?",
        answer:
          "Nee, asseblief nie. Elke stroombreker is gekies vir die kabel wat hy beskerm. 'n Groter breker laat meer stroom deur as wat die kabel kan dra, sodat die kabel in die muur warm word eerder as dat die breker uitskop, en so begin huisbrande. As 'n breker gereeld uitskop, is daar te veel op daardie stroombaan of daar is 'n fout. Ons soek die oorsaak en, waar nodig, verdeel ons die las oor 'n nuwe stroombaan.",
      },
    ],
  },
  {
    slug: "voorafbetaalde-meters",
    title: "Voorafbetaalde meters",
    items: [
      {
        question: "Daar is nog eenhede op my kragkaart, maar die krag is af. Wat nou?",
        answer: `Kyk eers na die meter se skerm. Wys dit 'n boodskap oor oorlading of 'n kraglimiet, het die huis meer getrek as wat die meter toelaat: skakel die verwarmers en die ketel af en volg die herkoppelstappe vir jou meter in jou verskaffer se gids. Is die skerm leeg en het die bure ook nie krag nie, is die fout by die verskaffer: kyk of dit beurtkrag is, en meld dit anders aan by die Stad Kaapstad by ${supplierLines.city} of Eskom by ${supplierLines.eskom}. Wys die meter eenhede en geen boodskap nie, kyk op die verspreidingsbord of iets afgeskop het. Kom die krag steeds nie terug nie, bel ons.`,
      },
      {
        question: "Iemand sê hy kan my meter 'regmaak' sodat ek goedkoper krag kry. Is dit reg?",
        answer:
          "Nee. Om 'n voorafbetaalde meter oop te maak, te oorbrug of te omseil is onwettig, en die verskaffer sny die krag af by huise waar hulle dit kry. Dit is ook lewensgevaarlik: die meter se aansluitings dra die volle toevoer, en geen skakelaar in jou huis kan dit afsit nie. Die meter behoort aan die verskaffer; los dit vir hulle. Sê nee vir so iemand.",
      },
    ],
  },
  {
    slug: "beurtkrag-en-rugsteunkrag",
    title: "Beurtkrag en rugsteunkrag",
    items: [
      {
        question: "Watter grootte omsetter het ek vir beurtkrag nodig?",
        answer:
          "Begin by wat moet aanbly, nie by die grootste omsetter (inverter) in die winkel nie. Ligte, Wi-Fi, die TV, die yskas en die hekmotor trek saam gewoonlik heelwat minder as twee kilowatt; ketels, geisers, oonde en verwarmers is wat 'n stelsel duur maak. Ons maak saam met jou 'n lys van die stroombane wat jy regtig nodig het, kies die omsetter en battery daarvoor, en bedraad hulle op 'n aparte bord wat aanbly.",
      },
      {
        question: "Kan ek later sonpanele by my omsetter voeg?",
        answer:
          "Gewoonlik ja, as jy van die begin af 'n hibriede omsetter kies: dit werk nou van die netwerk en batterye af en kan later panele vat. In Kaapstad moet elke omsetter wat aan jou bedrading gekoppel is, hibried of nie, 'n model op die Stad se goedgekeurde lys wees, en die stelsel moet deur die Stad as kleinskaalse ingebedde opwekking (SSEG) goedgekeur wees voordat dit geïnstalleer word, of dit krag terugvoer of nie. Panele wat later bykom, verander wat die Stad goedgekeur het, so die goedkeuring moet bygewerk word.",
      },
      {
        question: "Ek het 'n omsetter laat insit. Het ek 'n nuwe CoC nodig?",
        answer:
          "Ja. 'n Omsetter verander die installasie, so die nuwe werk het 'n sertifikaat van nakoming nodig, en in Kaapstad moet die stelsel ook by die Stad geregistreer en as kleinskaalse ingebedde opwekking goedgekeur wees, verkieslik voordat die omsetter ingaan. Is dit sonder die een of die ander ingesit, kan ons dit inspekteer, regmaak wat nodig is en die papierwerk doen.",
      },
      {
        question: "Kan ek my kragopwekker (generator) in 'n muurprop inprop?",
        answer:
          "Nee, nooit nie. 'n Kragopwekker wat in 'n muurprop ingeprop of reguit by die bord aangesluit word, kan krag terugstuur in die straat se kabel en iemand doodmaak wat aan die lyn werk, en die kragopwekker brand uit wanneer die krag terugkom. Prop jou toestelle reguit in die kragopwekker self in, of laat 'n elektrisiën 'n oorskakelaar (changeover switch) by die bord insit. Laat die kragopwekker ook altyd buite loop, nooit in die huis of motorhuis nie.",
      },
    ],
  },
  {
    slug: "sertifikaat-van-nakoming",
    title: "Sertifikaat van nakoming (CoC)",
    items: [
      {
        question: "Het ek 'n elektriese sertifikaat nodig om my huis te verkoop?",
        answer:
          "Ja. Die Regulasies vir Elektriese Installasies vereis dat die verkoper 'n geldige sertifikaat van nakoming (CoC) oorhandig, en vir die oordrag moet dit minder as twee jaar gelede uitgereik wees. Het die eiendom 'n elektriese heining, is daar ook 'n aparte sertifikaat vir die heining nodig, uitgereik deur 'n geregistreerde installeerder van elektriese heinings. Bespreek die inspeksie sodra jy besluit om te verkoop: as iets nie deurkom nie, is daar dan tyd om dit reg te maak sonder dat die oordrag vashaak.",
      },
      {
        question: "Wat laat 'n huis gewoonlik by die CoC-inspeksie deurval?",
        answer:
          "In Kaapse huise kry ons meestal: geen aardlekskakelaar nie, of een wat nie meer uitskop nie; 'n geiser en metaalpype wat nie geaard is nie; kragpunte en ligte wat later bygesit is sonder behoorlike aansluitings; buiteligte en -proppe wat nie weerbestand is nie; en verspreidingsborde met deksels of etikette wat ontbreek. Ons gee vir jou elke item met 'n prys, sodat jy presies weet wat tussen jou en die sertifikaat staan.",
      },
      {
        question: "Hoekom is julle kwotasie hoër as iemand anders s'n?",
        answer:
          "Kyk wat ingesluit is. Ons kwotasies sluit die regte kabeldikte en beskerming vir die las in, aardlekbeskerming waar SANS 10142-1 dit vereis, die toetse, en 'n sertifikaat van nakoming vir die werk. 'n Kwotasie sonder 'n CoC beteken gewoonlik dat die werk nie gesertifiseer gaan word nie, en dit word jou probleem wanneer jy verkoop of 'n eis by die versekering instel.",
      },
    ],
  },
  {
    slug: "pryse-en-betaling",
    title: "Pryse en betaling",
    items: [
      {
        question: "Wat kos 'n elektrisiën in Kaapstad?",
        answer: priceAnswer(),
      },
      {
        question: "Gee julle gratis kwotasies?",
        answer: quoteAnswer(),
      },
      {
        question: "Hoe kan ek betaal?",
        answer: paymentAnswer(),
      },
    ],
  },
  {
    slug: "noodgevalle-en-ure",
    title: "Noodgevalle en ure",
    items: [
      {
        question: "Wat tel as 'n elektriese noodgeval?",
        answer:
          "'n Brandreuk of rook by 'n prop, skakelaar of die bord; vonke; 'n hoofskakelaar of aardlekskakelaar wat uitskop en nie wil aanbly nie; kaal drade wat lewendig is; water wat by die elektriese goed inkom; en iemand wat 'n skok kry van 'n kraan, toestel of metaalding. Skakel dan die hoofskakelaar af as jy veilig daarby kan uitkom, hou almal weg en bel ons 24-uur-lyn. Is jy nie seker nie, bel ook: ons praat jou liewer deur dit as dat jy wag.",
      },
      {
        question: "Wat moet ek doen voordat julle by 'n noodgeval aankom?",
        answer: `Skakel die hoofskakelaar by die verspreidingsbord af as jy veilig daarby kan uitkom, en hou almal weg van die plek. Moenie aan iemand raak wat nog aan 'n lewendige draad of toestel vas is nie: skakel eers af. As iemand seergekry het of daar is 'n brand, bel eers 112 van 'n selfoon af of 10177. Is die hele straat donker en is dit nie beurtkrag nie, is die fout in die netwerk: meld dit ook by jou verskaffer aan, die Stad Kaapstad by ${supplierLines.city} of Eskom by ${supplierLines.eskom}.`,
      },
      {
        question: "Wanneer is julle oop?",
        answer: `${hoursSummary()}. Vir noodgevalle is ons 24 uur per dag, 7 dae per week beskikbaar by ${site.phone.display}.`,
      },
      {
        question: "Vra julle meer ná ure?",
        answer: afterHoursAnswer(),
      },
    ],
  },
  {
    slug: "gebiede-en-registrasie",
    title: "Gebiede en registrasie",
    items: [
      {
        question: "In watter gebiede werk julle?",
        answer: `Ons werkswinkel is in ${site.address.locality}, Kaapstad, en ons werk oral in ${serviceAreaSummary}, ook in ${serviceAreaList}. Die Noordelike Voorstede en die Kaapse Vlakte is die naaste aan ons; die Atlantiese Seekus en die Suidskiereiland is 'n langer rit, so daardie besoeke beplan ons vooruit.`,
      },
      {
        question: "Hoe gou kan julle kom?",
        answer:
          "Bel ons en sê wat die fout is, dan gee ons vir jou 'n tyd voordat jy besluit. Beplande werk bespreek ons vir 'n dag en 'n oggend of middag wat jou pas. By 'n noodgeval moet jy nie vir 'n bespreking wag nie: bel die 24-uur-lyn.",
      },
      {
        question: "Is julle elektrisiëns geregistreer?",
        answer: registrationAnswer(),
      },
      {
        question: "Waarborg julle julle werk?",
        answer: guaranteeAnswer(),
      },
    ],
  },
] satisfies FaqCategory[];
