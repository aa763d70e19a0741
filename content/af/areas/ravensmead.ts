import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "ravensmead",
  region: "northern-suburbs",
  name: "Ravensmead",
  summary:
    "Elektrisiëns in Ravensmead vir huise wat ook 'n werkplek is: eie stroombane vir vrieskaste, salonne en sweismasjiene, uitskakelfoute en CoC's.",
  intro:
    "Ravensmead is een van ons naaste bure in die Noordelike Voorstede, so tien minute se ry van ons werkswinkel af. Baie huishoudings hier verdien 'n deel van hul brood by die huis, en dit bepaal die elektriese werk: 'n vrieskas vol voorraad, 'n haarkapper se droërs of 'n sweismasjien in die motorhuis vra meer van die bedrading as waarvoor 'n gewone gesinshuis ooit ontwerp is.",
  travelMinutes: 10,
  housing:
    "Die huise is meestal baksteen-skakelhuise en losstaande huise op klein erwe, gebou in die tweede helfte van die vorige eeu en sedertdien deur hul eienaars aangebou, met hier en daar woonstelle en nuwer invulbehuising. 'n Voorkamer wat 'n winkeltjie (tuck shop) geword het, of 'n motorhuis wat nou 'n werkswinkel is, is 'n algemene gesig. Die krag daarvoor kom byna altyd van die huis se eie klein verspreidingsbord af, deur kabel wat bedoel was vir 'n paar ligte en muurproppe.",
  typicalJobs: [
    `As 'n mens 'n sweismasjien of kompressor by 'n gewone huisprop inprop, word die ligte dof, skakel die krag uit en word die proppe warm. Ons gee die masjien sy eie stroombaan met kabel wat by sy stroom pas, 'n isoleerskakelaar en die regte stroombreker, en as 'n masjien te groot is vir 'n enkelfase-huistoevoer, sê ons dit reguit, sodat jy nie geld uitgee op bedrading wat dit in elk geval nie kan dra nie. 'n Prop wat warm is, vonk of na brand ruik, gebruik jy nie weer nie: skakel die hoofskakelaar af as jy veilig daarby kan uitkom, hou almal weg en bel ons noodlyn by ${site.phone.display}.`,
    "Vrieskaste en vertoonyskaste vir 'n winkeltjie by die huis loop dag en nag. As hulle 'n stroombaan met die ketel en die strykyster deel, kan 'n enkele uitskakeling 'n week se voorraad bederf voordat iemand dit agterkom. Ons sit die verkoeling op 'n eie, beskermde stroombaan, weg van die toestelle wat die maklikste 'n uitskakeling veroorsaak, en ons toets of die aardlekskakelaar self nog gesond is.",
    "'n Salon in 'n omgeboude kamer trek swaar: haardroërs en reguitmakers by elke stoel, soms ook 'n geiser vir die wasbakke. Ons sit kragpunte by die stoele, versprei die stasies oor verskillende stroombane en reken die totaal uit teen die uitskakelgrens van jou voorafbetaalde meter, want op 'n besige Saterdag is dit dikwels die meter wat eerste uitskop.",
  ],
  services: [
    "electrical-installations",
    "power-point-installation",
    "electrical-repairs",
    "commercial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["parow", "belhar", "bishop-lavis", "bellville"],
  faqs: [
    {
      question: "Kan ek my sweismasjien by die huis by 'n gewone muurprop inprop?",
      answer:
        "Soms, maar net as die masjien se insetstroom by die prop en die stroombaan daaragter pas, en baie sweismasjiene wat vir regte werk gebruik word, trek vir lang rukke meer as dit. Stuur vir ons die besonderhede op die masjien se kenplaatjie, of wys ons die masjien as ons daar is, dan sê ons vir jou of dit 'n eie stroombaan, 'n isoleerskakelaar of 'n ander toevoer nodig het.",
    },
  ],
};
