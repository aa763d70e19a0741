import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "elsies-river",
  region: "cape-flats",
  name: "Elsiesrivier",
  summary:
    "Elektrisiëns in Elsiesrivier vir ou sekeringborde, bros bedrading, raadswoonstelle, tweede huise op familie-erwe en die winkels in Halt Road.",
  intro: `Elsiesrivier (Elsies River) is omtrent tien minute se ry van ons werkswinkel in ${site.address.suburb} af. Dis een van die ouer gemeenskappe aan hierdie kant van die stad, en die bedrading hier strek oor meer dekades as by die bure: party huise het sekeringborde wat ouer is as die raadsbehuising rondom hulle.`,
  travelMinutes: 10,
  housing:
    "Mense het al in Elsiesrivier gewoon lank voordat die meeste van die Kaapse Vlakte volgebou is, en baie huise wat eienaars oor geslagte heen self gebou en uitgebrei het, staan nog, dikwels op erwe wat al lank in dieselfde familie is. Onder die Groepsgebiedewet is dit vir bruin inwoners opsy gesit, en die Raad het later skakelhuise en woonstelblokke gebou in buurte soos Leonsdale. Halt Road het die hoofwinkelstraat geword, vol winkels, wegneemplekke en besighede in omgeboude huise. 'n Raadswoonstel van vyftig jaar oud kan 'n paar strate ver staan van 'n huis waarvan die bord nog ouer is.",
  typicalJobs: [
    "In die ouer huise kry ons nog sekerings wat met 'n stukkie draad herstel word, borde wat op 'n houtplank vasgeskroef is, en kabel met rubberisolasie wat hard en bros geword het. Daardie isolasie kraak as dit geskuif word, so om net een prop by so 'n stroombaan te sit, kan 'n fout begin wat nie daar was nie. Ons toets wat in die mure is, vervang die bord met een met aardlekbeskerming en moderne stroombrekers, en herbedraad die stroombane wat nie slaag nie, vertrek vir vertrek as dit beter in die begroting pas.",
    "'n Winkel in Halt Road, of 'n besigheid in 'n voorkamer, loop gewoonlik op 'n toevoer wat vir 'n woonhuis uitgelê is. Yskaste, 'n pasteiverwarmer, 'n diepbraaier en die ligte op 'n handvol stroombane laat die krag juis op die besigste tyd van die dag uitskop. Ons lê stroombane uit vir wat die besigheid regtig gebruik, skei die winkel van die huishouding waar die perseel ook iemand se huis is, en sertifiseer die installasie, wat verhuurders en versekeraars dikwels wil sien.",
    "Waar daar plek op die erf is, bou families dikwels 'n tweede huis vir 'n grootgemaakte kind, met krag deur 'n kabel van die hoofhuis af. Daardie kabel moet dik genoeg wees vir die hele tweede huis, by die hoofbord beskerm wees en veilig onder die grond of teen die muur loop, en die tweede huis het sy eie klein bordjie met 'n aardlekskakelaar nodig. As die familie verkies dat elke huishouding vir sy eie krag betaal, verduidelik ons wat die verskaffer vereis voordat hulle 'n aparte aansluiting gee.",
  ],
  services: [
    "electrical-wiring-installation",
    "electrical-panel-upgrades",
    "electrical-fuse-replacement",
    "commercial-electrical-services",
    "electrical-compliance-certificates",
  ],
  nearby: ["parow", "ravensmead", "goodwood", "bishop-lavis", "valhalla-park"],
  faqs: [
    {
      question: "My huis het nog sekerings en nie stroombrekers nie. Moet die bord vervang word?",
      answer:
        "Nie net omdat dit oud is nie. Maar 'n sertifikaat van nakoming, wat jy nodig sal hê as die huis verkoop word, word teen vandag se veiligheidsvereistes uitgereik, en 'n installasie sonder aardlekbeskerming of met beskadigde kabel sal nie slaag nie. Baie families vervang die bord gouer, want 'n ou sekering word maklik met te dik draad 'reggemaak', en dan beskerm dit die stroombaan glad nie meer nie.",
    },
  ],
};
