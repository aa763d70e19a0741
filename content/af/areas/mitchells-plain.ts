import { supplierLines } from "../../assistant/safety";
import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "mitchells-plain",
  region: "cape-flats",
  name: "Mitchells Plain",
  summary:
    "Elektrisiëns vir Mitchells Plain: bedrading vir aanbouings, huurders in die agterplaas, sand en sout in buitefittings, en CoC's vir verkoop of erfenis.",
  intro: `Mitchells Plain is een van Kaapstad se grootste gemeenskappe en, omtrent vyf-en-twintig minute van ons werkswinkel in ${site.address.suburb} af, een van die langer ritte op ons lys vir die Kaapse Vlakte. Ons beplan besoeke hier so dat een rit die hele job doen: wanneer jy vir 'n fout bespreek, vertel vir ons van kamers wat oor die jare aangebou is en of daar 'n verkoping of 'n boedel voorlê, dan kom ons voorbereid om na die hele installasie te kyk.`,
  travelMinutes: 25,
  housing:
    "Die Stad het in die middel-1970's begin om Mitchells Plain op die duine suid van Philippi te bou, as 'n beplande dorp vir bruin gesinne: party het onder die Groepsgebiedewet hierheen gekom, baie ander het vir die eerste keer 'n huis gekoop. Westridge, Rocklands en Portlands was eerste, toe Eastridge, Lentegeur, Beacon Valley en Tafelsig, en gesubsidieerde behuising het sedertdien die kante opgevul. Die meeste huise is baksteen-ryhuise, skakelhuise en vrystaande huise op klein erwe, enkel- of dubbelverdieping, met die Town Centre en winkelstroke langs die hoofpaaie. Ná meer as veertig jaar is baie huise al meer as een keer aangebou, in baie agterplase woon 'n huurder, en baie huise gaan nou van die eerste eienaars na hul kinders oor.",
  typicalJobs: [
    "'n Aanbou wat in fases opgegaan het, 'n slaapkamer die een dekade, 'n groter kombuis die volgende en later nog 'n kamer bo-op, steek gewoonlik kabels weg wat sonder aansluitdose in die dak aanmekaargelas is, en stroombane wat ver verby die eerste bord se vermoë gerek is. Wanneer die huis verkoop word of uit 'n ouer se boedel oorgaan, moet die sertifikaat van nakoming elke deel daarvan dek. Ons toets die hele installasie, gee 'n geskrewe lys van elke defek en sy oorsaak, en maak die lasse oor en verdeel die oorlaaide stroombane voordat ons sertifiseer.",
    "Die suidooster waai fyn sand in alles in, en in die strate nader aan Valsbaai bring hy sout saam. Sand pak in buiteproppe, hekmotors en muurligte vas en hou vog vas, en met die eerste winterreën skop die aardlek uit. Ons vervang oop fittings met verseëlde, weerbestande eenhede met die kabelingange aan die onderkant, sit buiteproppe waar moontlik uit die wind, en sorg dat die hekmotor en die tuinligte op aardlekbeskerming is.",
    "Eienaars met 'n huurder in die agterplaas wil dikwels hê die krag moet regverdig gedeel word. Ons gee die kamer 'n behoorlike toevoer van sy eie stroombreker af, sit 'n klein bordjie met 'n aardlekskakelaar in die kamer, en kan 'n submeter ná jou eie meter installeer, sodat albei huishoudings kan sien wat die kamer gebruik. 'n Aansluiting voor die verskaffer se meter is onwettig en gevaarlik, en ons maak nooit een nie.",
  ],
  services: [
    "electrical-compliance-certificates",
    "electrical-inspections",
    "electrical-installations",
    "outdoor-lighting",
    "electrical-repairs",
  ],
  nearby: ["delft", "kuils-river", "muizenberg"],
  faqs: [
    {
      question: "Die krag is af in ons hele pad. Moet ons julle of die verskaffer bel?",
      answer: `As die bure ook donker is en niks in jou bord het uitgeskop nie, is die fout op die netwerk, en net die verskaffer kan dit regmaak. Jou verskaffer se naam staan op jou kragkaartstrokie of elektrisiteitsrekening: meld die fout by die Stad Kaapstad by ${supplierLines.city}, of by Eskom by ${supplierLines.eskom}. As die pad se krag terugkom en jou huis bly af, bel dan vir ons.`,
    },
  ],
};
