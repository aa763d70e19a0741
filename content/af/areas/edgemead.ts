import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "edgemead",
  region: "northern-suburbs",
  name: "Edgemead",
  summary:
    "Elektrisiëns in Edgemead vir Garden Cities-huise uit die 1970's en 1980's: ou aardlekskakelaars, vol borde, windgeteisterde buiteligte en CoC's.",
  intro:
    "Edgemead lê aan die voet van die Tygerberge langs Bothasig, sowat agtien minute van ons werkswinkel af buite spitstyd. Dit is 'n beplande voorstad: Garden Cities, die ontwikkelaar agter Pinelands, het in 1972 hier begin bou op 'n deel van die ou plaas Plattekloof, met krulpaaie, doodloopstrate, voetpaadjies en oop ruimtes tussen die huise. Baie van die eerste huise gaan nou na hul tweede of derde eienaar oor, en dis dan dat die elektrisiteit van naby bekyk word.",
  travelMinutes: 18,
  housing:
    "Die meeste van Edgemead is losstaande baksteenhuise van een verdieping uit die 1970's en 1980's, in fases gebou, met 'n latere deel op grond wat ná die eerste aangekoop is, en 'n paar meenthuiskomplekse tussenin. Oor vyftig jaar het eienaars patio's toegebou, braaikamers gebou, motorhuise in slaapkamers omskep en motorafdakke met ligte opgesit. Die oorspronklike installasies was netjies vir hul tyd, in PVC-geïsoleerde kabel, maar die borde is bereken vir die huis soos hy gebou is, en die aanbouings is gewoonlik ingedruk waar 'n stroombreker ook al kon pas.",
  typicalJobs: [
    "'n Aardlekskakelaar wat in die 1970's of 1980's ingesit is, kan steeds met die hand perfek aan en af skakel en tog nie meer binne die tyd wat SANS 10142-1 vereis, uitskakel wanneer dit getoets word nie. Party borde van daardie ouderdom laat ook stroombane, soos die stoof of 'n bygevoegde buitelyn, heeltemal buite aardlekbeskerming. Ons toets die uitskakeltyd en -stroom met 'n instrument, nie net met die toetsknoppie nie, en as die skakelaar of die bord sy tyd gehad het, vervang ons die bord met een wat plek het vir die stroombane wat die huis nou werklik het.",
    `Edgemead kry wind van twee kante: sand op die suidooster in die somer, en reën wat die noordwestewinde in die winter aanja. Buiteproppe, motorhuis- en motorafdakligte en hekmotor-isoleerskakelaars op oop mure loop vol gruis of water, en die aardlekskakelaar skakel op die eerste stormnag uit. Ons vervang hulle met behoorlik gegradeerde weerbestande toebehore, seël waar kabels ingaan, en monteer hulle waar die reën nie reguit inloop nie. As die aardlekskakelaar aanhou uitskakel terwyl 'n buiteprop nat is, moenie dit oor en oor terugstel nie: bly weg van die nat toebehore, skakel die hoofskakelaar af as jy veilig daarby kan uitkom en bel ons by ${site.phone.display}.`,
    "Die spaarkamer het in baie Edgemead-huise 'n kantoor geword, soms vir twee mense. Ons sit kragpunte waar die lessenaars werklik staan, sit die kantoor op 'n stroombaan wat nie met die ketel en die verwarmer gedeel word nie, en trek netwerkkabel na die lessenaars en 'n toegangspunt in die plafon, sodat video-oproepe nie meer afhang van Wi-Fi wat deur drie baksteenmure moet kom nie.",
  ],
  services: [
    "electrical-testing-inspection",
    "electrical-panel-upgrades",
    "outdoor-lighting",
    "data-network-cabling",
    "electrical-compliance-certificates",
  ],
  nearby: ["monte-vista", "goodwood", "parow"],
  faqs: [
    {
      question:
        "Ons huis in Edgemead het nog sy oorspronklike bedrading uit die 1970's. Moet dit herbedraad word?",
      answer:
        "Nie noodwendig nie. Kabel uit daardie tyd is PVC-geïsoleer en baie daarvan toets nog goed, so die verstandige eerste stap is 'n isolasieweerstandstoets van elke stroombaan eerder as 'n kwotasie vir volledige herbedrading. Wat meer dikwels vervang moet word, is die bord, die aardlekskakelaar, moeë skakelaars en proppe, en die lasse wat in die dak gemaak is toe kamers aangebou is. Ons toets eers en kwoteer net vir wat nie deurkom nie.",
    },
  ],
};
