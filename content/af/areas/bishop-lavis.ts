import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "bishop-lavis",
  region: "cape-flats",
  name: "Bishop Lavis",
  summary:
    "Jou plaaslike elektrisiën in Bishop Lavis en Matroosfontein: herstelwerk dieselfde dag, kragkaartmeters wat uitskop, agterkamers en CoC's.",
  intro: `Ons werkswinkel is in ${site.address.suburb}, so vir die meeste strate in Bishop Lavis is ons vyf minute met die bakkie weg, en dikwels kan ons nog dieselfde dag kom. Ons bedraad, herstel en sertifiseer al jare huise in hierdie strate, en ons pryse is vir die mense van die buurt bedoel, nie vir die Atlantiese seekus nie.`,
  travelMinutes: 5,
  housing:
    "Die meeste huise in Bishop Lavis is van die 1960's af deur die Raad gebou: skakelhuise en ryhuise, met woonstelblokke langs die hoofpaaie, en baie daarvan is intussen gekoop deur die gesinne wat daarin woon. Die oorspronklike bedrading is eenvoudig, dikwels net vier of vyf stroombane op 'n klein bordjie, en dit was nooit bedoel vir wat 'n huishouding vandag gebruik nie: ketels, verwarmers, 'n tweede yskas, en 'n houthuisie (wendy house) of agterkamer wat uit die hoofhuis gevoed word.",
  typicalJobs: [
    "Die oproep wat ons die meeste kry, is 'n kragkaartmeter of hoofskakelaar wat in die winter uitskop as die stoof, die ketel en die verwarmer gelyk aan is, of wanneer die krag ná beurtkrag terugkom en alles tegelyk aanskakel. Gewoonlik is die regte oplossing om die las oor meer stroombane te versprei en 'n moeë hoofskakelaar te vervang. Net 'n groter stroombreker insit, help nie: dan skuif die probleem bloot na die bedrading toe.",
    "Agterkamers en houthuisies kry hul krag dikwels deur 'n verlengkoord of 'n kabel wat met knypies teen die muur vasgemaak is. Ons lê 'n behoorlike toevoer van die verspreidingsbord (DB-bord) af, onder die grond of teen die muur, met sy eie stroombreker en aardlekskakelaar, sodat 'n huurder se verwarmer nie die hoofhuis aan die brand kan steek nie.",
    "Gesinne wat 'n huis verkoop of erf, het vir die oordrag 'n sertifikaat van nakoming (CoC) nodig. Ons inspekteer, gee 'n kwotasie item vir item vir alles wat nie slaag nie, maak dit reg en reik die CoC uit, gewoonlik binne twee werksdae.",
  ],
  services: [
    "electrical-compliance-certificates",
    "electrical-repairs",
    "electrical-panel-upgrades",
    "power-point-installation",
    "emergency-electrical-services",
  ],
  nearby: ["bonteheuwel", "belhar", "ravensmead", "parow"],
  faqs: [
    {
      question: "Vra julle 'n uitroepfooi in Bishop Lavis?",
      answer:
        "Ons uitroepfooi vir Bishop Lavis, Matroosfontein en die strate om die werkswinkel is ons laagste, want ons is net 'n paar minute weg. Ons sê vir jou wat die fooi is wanneer jy bespreek, nog voordat iemand uitry.",
    },
  ],
};
