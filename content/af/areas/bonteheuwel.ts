import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "bonteheuwel",
  region: "cape-flats",
  name: "Bonteheuwel",
  summary:
    "Elektrisiëns vyf minute van Bonteheuwel af: 'n aardlek wat in die winterreën uitskop, ou bedrading, dooie muurproppe en noodoproepe in die nag.",
  intro: `Bonteheuwel is vyf minute van ons werkswinkel in ${site.address.suburb} af, naby genoeg dat ons 24-uur-lyn gewoonlik gou iemand by jou deur kan kry as die ligte in die nag uitgaan. Ons ken die huise hier goed, en in party van hulle sit dele van die bedrading al in die mure van toe die woonbuurt gebou is.`,
  travelMinutes: 5,
  housing:
    "Die Stad het Bonteheuwel vroeg in die 1960's as huurhuise gebou, meestal enkelverdieping-baksteenhuise elk op sy eie erf, met 'n paar skakelhuise tussenin, en baie het intussen oorgegaan in die besit van die huishoudings wat daarin woon. Met die jare het die agterplase volgeloop met agterkamers en houthuisies, en die huise self het ook gegroei. Waar die oorspronklike bedrading nog daar is, is dit sowat sestig jaar oud, op 'n bord wat vir ligte, 'n paar proppe en 'n stoof ontwerp is.",
  typicalJobs: [
    `Sodra die winterreën kom, lui die foon meer oor 'n aardlekskakelaar wat aanhou uitskop en nie wil terugstel nie. Gewoonlik het water in 'n buiteprop gekom, in 'n lig teen die agtermuur of in 'n las in die kabel na 'n agterkamer. Ons spoor die stroombaan op wat lek, sit 'n weerbestande fitting in en maak die las behoorlik oor. Om die aardlekskakelaar te omseil, is nooit die antwoord nie: dis juis die ding wat keer dat 'n nat fout iemand skok. Staan daar water by die bord, sien jy vonke of ruik jy iets brand, moenie daaraan raak nie: skakel die hoofskakelaar net af as jy dit van 'n droë plek af veilig kan bereik, hou almal weg en bel ons noodlyn by ${site.phone.display}.`,
    "Skakelaars, muurproppe en ligte wat oor en oor reggemaak is, raak op die ou end uitgedien. Ons vervang hulle, en ons kyk ook na die stroombaan daaragter, want 'n geskroeide prop wys gewoonlik op 'n los verbinding of te veel las, nie op 'n slegte prop nie.",
    "As daar glad nie krag is nie, is die eerste vraag of die probleem binne jou eiendom lê of by die toevoer. Ons kyk na jou bord en meter, en as dit die netwerk is, sê ons dadelik vir jou wie om te bel, sodat jy ons nie betaal vir 'n fout wat net die verskaffer kan regmaak nie.",
  ],
  services: [
    "electrical-repairs",
    "electrical-panel-repairs",
    "power-point-repairs",
    "electrical-power-restoration",
    "emergency-electrical-services",
  ],
  nearby: ["bishop-lavis", "thornton", "goodwood"],
  faqs: [
    {
      question:
        "Ons aardlek skop uit elke keer as dit reën. Is dit 'n probleem met die Stad se krag?",
      answer:
        "Amper nooit. 'n Aardlekskakelaar reageer op stroom wat aan jou kant daarvan na die aarde toe lek, so die oorsaak is binne jou eiendom: water in 'n buitefitting, 'n klam muur agter 'n prop of 'n swak las in 'n kabel onder die grond. Ons toets elke stroombaan om die een te kry wat lek. Dis vinniger en goedkoper as om fittings op die blinde af te vervang.",
    },
  ],
};
