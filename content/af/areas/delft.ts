import { supplierLines } from "../../assistant/safety";
import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "delft",
  region: "cape-flats",
  name: "Delft",
  summary:
    "Elektrisiëns vir Delft: huise wat hul gereedbord ontgroei het, 'n behoorlike DB-bord, nuwe stroombane, spaza-yskaste en 'n aardlek wat in nat weer uitskop.",
  intro: `Delft lê anderkant die lughawe, omtrent vyftien minute van ons werkswinkel in ${site.address.suburb} af buite spitstyd. Dis een van die jongste groot woonbuurte op die Kaapse Vlakte, en die meeste huise het begin met die kleinste elektriese installasie wat 'n huis kan hê, een wat die eienaars sedertdien al hoe verder moes rek.`,
  travelMinutes: 15,
  housing:
    "Delft het sedert die vroeë 1990's gegroei, in buurte wat na Nederlandse stede vernoem is, soos The Hague, Leiden en Eindhoven, en van die begin af woon bruin en swart gesinne hier langs mekaar. Die meeste huise is staatsgesubsidieer: klein enkelverdiepinghuise uit die 1990's, die groter huise van 40 m² wat Breaking New Ground by die N2 Gateway en latere projekte gebou het, rye skakeleenhede en, in die Symphony-ontwikkeling, woonstelle van drie verdiepings met trappe. Baie van die eerste huise is met 'n gereedbord (ready board) bedraad, een kassie met 'n stroombreker, 'n aardlekskakelaar, 'n prop of twee en 'n lig, en byna alles daarna het die eienaars self bygevoeg: kombuise, slaapkamers, agterkamers en klein winkeltjies.",
  typicalJobs: [
    "Wanneer 'n huis met 'n gereedbord 'n kombuis, 'n slaapkamer of 'n kamer in die agterplaas kry, word die nuwe punte dikwels uit die bord se enigste prop gevoed, met verlengkoorde en kabel teen die muur. Ons vervang die gereedbord met 'n behoorlike verspreidingsbord, gee die ligte, die proppe en die stoof elk hul eie stroombane met aardlekbeskerming, en bedraad die nuwe kamers in die installasie in, in plaas daarvan dat hulle net daarby ingeprop word.",
    "'n Spaza-winkel, 'n haarsalon of 'n karwas by die huis sit vertoonyskaste, haardroërs of 'n hoëdrukspuit op 'n toevoer wat vir ligte en 'n ketel bedoel was. Ons werk uit wat op dieselfde tyd moet loop, gee die yskaste hul eie stroombaan, en sê reguit as die voorafbetaalde meter se limiet die eintlike plafon is. Dan is die antwoord om jou verskaffer oor 'n groter toevoer te vra, nie om 'n groter stroombreker in te sit nie.",
    `Laagliggende erwe staan ná swaar winterreën onder water, en 'n vlak kabel na 'n agterkamer of 'n onbeskermde prop teen 'n buitemuur laat die aardlek uitskop tot alles weer droog is. Moenie in die water naby 'n prop of kabel staan nie: skakel die hoofskakelaar net af as jy dit van 'n droë plek af kan bereik, en bel ons by ${site.phone.display}. Ons kry die nat stroombaan, lê die kabel op die regte diepte in 'n leipyp en sit weerbestande kragpunte in. Is die hele straat donker, lê die fout by die verskaffer: jou kragkaartstrokie sê wie dit is, en jy meld dit by die Stad Kaapstad by ${supplierLines.city} of by Eskom by ${supplierLines.eskom}.`,
  ],
  services: [
    "electrical-panel-upgrades",
    "power-point-installation",
    "electrical-installations",
    "commercial-electrical-services",
    "electrical-power-restoration",
  ],
  nearby: ["belhar", "kuils-river", "mitchells-plain", "bishop-lavis"],
  faqs: [
    {
      question: "Ons huis het net 'n gereedbord. Kan dit met 'n behoorlike bord vervang word?",
      answer:
        "Ja. Die gereedbord is aan jou kant van die voorafbetaalde meter, so dit is deel van jou eie installasie, en om dit met 'n verspreidingsbord te vervang, is gewone elektriese werk wat ons toets en sertifiseer. Die meter behoort aan die verskaffer en bly net soos dit is; ons werk net aan die installasie ná die meter.",
    },
  ],
};
