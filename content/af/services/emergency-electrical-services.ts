import { supplierLines } from "../../assistant/safety";
import type { ServiceInput } from "../../schema";
import { site } from "../../site";
import { hoursSummary } from "../site";

const phone = site.phone.display;

export const service: ServiceInput = {
  slug: "emergency-electrical-services",
  title: "Noodelektrisiën: 24 uur, 7 dae per week",
  group: "residential",
  summary:
    "Noodelektrisiën in Kaapstad, dag en nag: 'n brandreuk, vonke by 'n muurprop, 'n DB-bord wat nie wil aanbly nie of 'n skok van 'n kraan of toestel.",
  intro: `Party elektriese foute kan nie tot Maandag wag nie: 'n brandreuk by die verspreidingsbord (DB-bord), 'n muurprop wat gevonk en swart geword het, 'n hoofskakelaar wat uitskop sodra jy hom oplig, of 'n tinteling as jy aan 'n kraan raak. Is iemand beseer of brand iets, bel eers 112 of 10177. Ruik jy iets brand of sien jy vonke, skakel die hoofskakelaar af net as jy veilig daarby kan uitkom, hou almal weg en bel ons 24-uur-noodlyn by ${phone}: dit word elke dag van die jaar geantwoord. Die elektrisiën wat ons stuur, maak eers die installasie veilig en spoor dan die fout op, en ons sê vooraf of die herstelwerk dieselfde nag klaar kan kom of 'n tweede besoek in werksure nodig het.`,
  signs: [
    "Jy ruik brandende plastiek, of 'n vreemde visreuk, by 'n muurprop, 'n skakelaar, 'n lig of die verspreidingsbord.",
    "'n Muurprop het met 'n knal gevonk, het swart geword of het om die penne gesmelt.",
    "Die hoofskakelaar of 'n aardlekskakelaar skop dadelik weer uit as jy hom terugstel, en die huis bly donker.",
    "Iemand het 'n tinteling of 'n skok gekry van 'n kraan, die geiserpype, die stoof of 'n metaalhek.",
    "Water drup deur die plafon naby 'n lig, of het ná 'n storm of 'n gebarste geiser by die DB-bord uitgekom.",
    "Party ligte brand ongewoon helder of dof en toestelle tree vreemd op, wat op 'n gebreekte neutraal kan dui.",
    "Jou winkel, restaurant of spreekkamer het nie krag vir die yskaste, die kasregister of die alarm nie, en jy kan nie handel dryf nie.",
  ],
  steps: [
    {
      title: "Raad terwyl jy wag",
      text: "Is daar rook of vlamme, kry almal uit en bel eerste die brandweer: 112 van 'n selfoon af, of 10177. Skakel die hoofskakelaar net af as jy veilig daarby kan uitkom sonder om by die vuur verby te gaan. Vir alles anders vra ons oor die foon wat jy sien, hoor en ruik, en sê vir jou wat om af te skakel totdat ons daar is.",
    },
    {
      title: "Die installasie veilig maak",
      text: "Sodra ons daar is, isoleer ons die stroombaan met die fout, of die hele toevoer as dit moet, sodat niemand geskok kan word nie en niks verder warm word nie. Dikwels kan die gesonde stroombane dadelik weer aangeskakel word terwyl die beskadigde een af bly.",
    },
    {
      title: "Die fout opspoor",
      text: "Ons toets die geïsoleerde stroombaan met 'n isolasieweerstandmeter en volg dit van die bord af uitwaarts tot waar dit faal: 'n verbrande aansluiting, 'n kabel waardeur 'n spyker geslaan is of wat rotte deurgeknaag het, water in 'n buitelig, of 'n geiserelement wat ingegee het.",
    },
    {
      title: "Dadelik herstel, of veilig tot die oggend",
      text: "As ons die onderdele by ons het, herstel ons die fout sommer daar en dan. Het dit 'n nuwe DB-bord, 'n lang kabellopie of 'n onderdeel nodig wat bestel moet word, hou ons soveel van die huis of perseel aan die gang as wat veilig is en kom ons in werksure terug om klaar te maak.",
    },
    {
      title: "Alles op skrif",
      text: "Jy kry 'n nota van wat ons gevind en gedoen het en wat nog oorstaan, wat handig is vir 'n versekeringseis. Waar die herstelwerk die installasie verander het, byvoorbeeld 'n nuwe DB-bord of 'n nuwe stroombaan, sertifiseer ons die veranderde werk.",
    },
  ],
  compliance: [
    "'n Noodherstelling is steeds elektriese installasiewerk en moet net soos enige ander werk aan SANS 10142-1 voldoen. Dit sluit die nagtelike kortpaaie uit wat ons gereeld moet kom ongedaan maak: 'n aardlekskakelaar wat oorgebrug is, 'n stroombreker wat vir 'n groter een omgeruil is sodat hy ophou uitskop, of 'n las wat met isolasieband toegedraai en terug in die dak gedruk is. Elkeen daarvan maak die volgende fout gevaarliker as die vorige.",
    `Lê die fout aan die verskaffer se kant van die meter, soos 'n beskadigde toevoerkabel, 'n verbrande meter of 'n oorhoofse lyn wat afgeval het, mag nie ons nie en ook nie jy daaraan werk nie. Ons bevestig waar die fout lê en sê vir jou hoe om dit by jou verskaffer aan te meld: vir sommige eiendomme is dit die Stad Kaapstad (${supplierLines.city}) en vir ander Eskom (${supplierLines.eskom}). Bly ver weg van 'n lyn wat afgeval het, hou ander mense ook weg totdat die verskaffer dit veilig gemaak het, en bel 112 as iemand in gevaar is.`,
  ],
  faqs: [
    {
      question: "Sal iemand regtig in die middel van die nag uitkom?",
      answer: `Ja. Die noodlyn, ${phone}, word 24 uur per dag, 7 dae per week geantwoord. Buite ons gewone ure (${hoursSummary()}) gaan die uitroep na 'n elektrisiën wat bystand doen, ook op Sondae en openbare vakansiedae.`,
    },
    {
      question: "Kos 'n uitroep ná ure meer?",
      answer:
        "Ja, 'n uitroep snags, op 'n Sondag of op 'n openbare vakansiedag kos meer as een in werksure, want iemand moet daarvoor bystand doen. Ons sê vir jou oor die foon wat die uitroepfooi is voordat enigiemand uitry, en gee 'n prys vir die herstelwerk sodra ons weet wat ingegee het. As die fout veilig tot die oggend afgeskakel kan bly, sê ons so, en dan spaar jy die ná-uurtarief.",
    },
    {
      question: "Watter foute is vanaand 'n noodgeval, en watter kan wag?",
      answer:
        "Bel vanaand vir enigiets wat 'n brand of 'n skok kan veroorsaak: 'n brandreuk, rook of brandmerke, vonke, skokke van krane of toestelle, water in die DB-bord of in ligte, en kaal drade. As al die krag weg is terwyl 'n vrieskas vol voorraad of noodsaaklike toerusting moet loop, tel dit ook. 'n Enkele dooie muurprop of lig kan gewoonlik vir 'n gewone afspraak wag. Twyfel jy, bel in elk geval: ons help jou liewer oor die foon as dat jy sit en wag.",
    },
    {
      question: "Wat moet ek doen voordat die elektrisiën daar is?",
      answer:
        "Is iemand beseer of is daar 'n brand, bel eers 112 of 10177. Ruik jy iets brand of sien jy vonke, skakel die hoofskakelaar af as jy veilig daarby kan uitkom, en hou kinders en diere weg van die DB-bord en van enige nat plek. Moenie aan 'n prop, skakelaar of bord raak wat warm is, vonk of rook nie. Moenie aanhou om 'n stroombreker terug te stel wat dadelik weer uitskop nie, want elke keer stuur jy weer stroom in die fout in.",
    },
    {
      question: "Hoe gou kan julle by my wees?",
      answer: `Dit hang af van waar jy is en hoe laat dit is. Ons werkswinkel is in ${site.address.locality}, so die Kaapse Vlakte en die Noordelike Voorstede is naby, terwyl die Atlantiese Seekus en die Suidskiereiland langer vat. Ons gee jou 'n eerlike aankomstyd wanneer jy bel, eerder as 'n belofte wat ons nie kan nakom nie.`,
    },
  ],
  related: [
    "electrical-power-restoration",
    "electrical-repairs",
    "electrical-panel-repairs",
    "power-point-repairs",
    "electrical-wiring-repairs",
    "electrical-fuse-replacement",
  ],
};
