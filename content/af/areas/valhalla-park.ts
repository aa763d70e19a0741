import { supplierLines } from "../../assistant/safety";
import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "valhalla-park",
  region: "cape-flats",
  name: "Valhalla Park",
  summary:
    "Elektrisiëns vir Valhalla Park: huurhuise van die Stad, nuwe subsidiehuise wat meer proppe nodig het, veilige krag na agterplaaswonings.",
  intro: `Valhalla Park is omtrent vyf minute van ons werkswinkel in ${site.address.suburb} af. Die mense hier woon in baie verskillende soorte huise, van raadshuise tot nuwe subsidiehuise en informele wonings op oop grond, so die eerste vraag op baie jobs hier is glad nie tegnies nie: wie besit hierdie installasie, en wie mag dit verander?`,
  travelMinutes: 5,
  housing:
    "'n Groot deel van Valhalla Park is in die apartheidsjare deur die Stad as huurhuise gebou, meestal rye skakelhuise en aaneengeboude huise, met 'n paar woonstelblokke. Baie word nog by die Stad gehuur; ander is verkoop aan die gesinne wat daarin woon. Die afgelope paar jaar het 'n Breaking New Ground-projek 'n paar honderd gesubsidieerde huise bygevoeg, vrystaande huise en skakelhuise, party met 'n boverdieping, wat met titelaktes oorhandig is. Gesinne wat nog op huisvesting wag, woon in agterplaasstrukture en in informele wonings op oop grond, waar die krag dikwels met 'n lang kabel van iemand anders se huis af kom.",
  typicalJobs: [
    "As jy jou huis by die Stad huur, is foute in die oorspronklike installasie die werk van die Stad se behuisingsonderhoud, en vir veranderinge het jy eers die verhuurder se toestemming nodig. Gesinne wat hul raadshuis gekoop het, kan ons enigiets laat doen wat die huis nodig het. As jy nie seker is watter een op jou van toepassing is nie, sal jou huurkontrak of titelakte dit sê, en ons sien eerder dat jy eers gaan kyk as dat jy betaal vir werk wat jy nie mag laat doen nie.",
    "Die nuwe subsidiehuise kom met 'n kompakte installasie: genoeg om in te trek, maar selde genoeg vir alles wat 'n gesin uiteindelik gebruik, soos 'n stoof, 'n yskas, 'n wasmasjien en in die winter 'n verwarmer. Eienaars vra ons vir meer kragpunte, 'n buitelig en 'n stroombaan vir die stoof. Ons sit dit in as nuwe stroombane met aardlekbeskerming, sertifiseer die werk, en raai jou aan om ons sertifikaat saam met die oorhandigingspapiere te bêre, want die huis is nou 'n bate wat jy kan verkoop of vir jou kinders kan nalaat.",
    `'n Kabel van die huis na 'n hokkie of houthuisie, wat in die sand lê of langs 'n heining gespan is, veroorsaak elke winter skokke en brande. Die veilige alternatiewe is 'n stroombaan van die huis se bord af, op die regte diepte begrawe of teen die muur vasgemaak, met sy eie stroombreker en aardlekskakelaar, of 'n aparte aansluiting van die verskaffer waar dit aangebied word. Ons installeer die eerste, verduidelik wat die tweede behels, en ons koppel nie 'n toevoer aan wat ons nie veilig kan maak nie. Vonk of rook so 'n kabel, of het iemand 'n skok gekry: bly weg daarvan, skakel die hoofskakelaar net af as jy dit veilig kan bereik, bel 112 as iemand seergekry het, en bel ons noodlyn by ${site.phone.display}.`,
  ],
  services: [
    "power-point-installation",
    "electrical-installations",
    "electrical-repairs",
    "electrical-compliance-certificates",
    "emergency-electrical-services",
  ],
  nearby: ["bishop-lavis", "matroosfontein", "bonteheuwel", "elsies-river"],
  faqs: [
    {
      question: "Die ligte is af in ons hele ry huise. Wie moet ons bel?",
      answer: `As die bure ook donker is, is die fout op die toevoernetwerk, en net die verskaffer kan dit herstel. Jou kragkaartstrokie of elektrisiteitsrekening sê wie jou verskaffer is: meld dit by die Stad Kaapstad by ${supplierLines.city} of by Eskom by ${supplierLines.eskom}. As net jou huis af is en die meter wys nog krediet, is die fout waarskynlik binne die eiendom, en dan is dit 'n job vir ons.`,
    },
  ],
};
