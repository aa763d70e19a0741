import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "bellville",
  region: "northern-suburbs",
  name: "Bellville",
  summary:
    "Elektrisiëns in Bellville vir woonstelle en kantore in die middestad, gesinshuise in Boston en Oakdale en huise in Welgemoed: herstelwerk en CoC's.",
  intro:
    "Bellville is 'n kwartier van ons werkswinkel af, en dit vra meer soorte werk as die meeste voorstede: deeltitelwoonstelle en kantore rondom die middestad en Voortrekkerweg, gesinshuise in Boston en Oakdale, en groter huise teen die hange van Welgemoed.",
  travelMinutes: 15,
  housing:
    "Die woonstelblokke naby die middestad en langs die hoofpaaie is meestal 'n paar dekades oud, met 'n klein verspreidingsbord in elke eenheid en die meters, stygleidings (risers) en trapligte op gemeenskaplike eiendom. Boston en Oakdale is strate vol losstaande gesinshuise, terwyl Welgemoed, teen die Tygerberge, groter huise op skuins erwe het, met swembaddens, terrastuine en lang opritte. Elkeen van dié soorte gee op sy eie manier moeilikheid, daarom vra ons eers uit oor die gebou voordat ons iemand stuur.",
  typicalJobs: [
    "Verkoop jy 'n woonstel, het die eenheid 'n sertifikaat van nakoming (CoC) nodig. Dit dek die installasie binne jou deel, van die eenheid se eie bord af verder, so ons inspekteer dit, stel reg wat nie deurkom nie en sertifiseer dit, en ons pas die werk in by jou oordragprokureur se datums. Probleme op gemeenskaplike eiendom, soos die hooftoevoer of die gangligte, is die regspersoon (body corporate) se saak, en ons kan die trustees afsonderlik 'n kwotasie gee.",
    "Kantore in Bellville se ouer geboue het deesdae baie meer rekenaars, drukkers, kombuistoestelle en lugversorgers as waarvoor hulle bedraad is. Ons voeg stroombane by, skuif kragpunte na waar die lessenaars werklik staan, trek terselfdertyd netwerkkabels, en sit noodbeligting in waar dit ontbreek. Omdat ons om sesuur soggens kan begin, is baie daarvan klaar voordat die personeel opdaag.",
    `In Welgemoed gee die buitekant van die eiendom net soveel moeilikheid as die binnekant. Swembadpompe, tuinligte op die terrasse en hekmotors onderaan steil opritte staan almal buite, en ons kry verroeste aansluitings, kabels wat met tuinwerk beskadig is en stroombane sonder aardlekbeskerming. Water en krag is 'n gevaarlike paar: is 'n buiteprop of pompaansluiting nat of vonk dit, moenie daaraan raak nie, skakel die hoofskakelaar af as jy op droë grond veilig daarby kan uitkom, en bel ons by ${site.phone.display}.`,
  ],
  services: [
    "electrical-compliance-certificates",
    "commercial-electrical-services",
    "electrical-maintenance",
    "data-network-cabling",
    "electrical-repairs",
    "outdoor-lighting",
  ],
  nearby: ["parow", "belhar", "durbanville", "ravensmead"],
  faqs: [
    {
      question: "Ek verkoop my woonstel in Bellville. Moet die CoC die hele gebou dek?",
      answer:
        "Nee. Die verkoper se sertifikaat dek die installasie in jou deel, gewoonlik van jou eenheid se verspreidingsbord af verder. Die bedrading op die gebou se gemeenskaplike eiendom is die regspersoon se verantwoordelikheid. As die bord of meter vir jou woonstel in 'n gedeelde gang is, sê vir ons wanneer jy bespreek, sodat ons toegang kan reël.",
    },
  ],
};
