import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "belhar",
  region: "northern-suburbs",
  name: "Belhar",
  summary:
    "Elektrisiëns in Belhar vir gesinshuise, studentekamers en nuwer woonstelle: ekstra stroombane, omgeboude motorhuise, rugsteunkrag en CoC's.",
  intro:
    "Van ons werkswinkel na die meeste strate in Belhar is so tien minute, so 'n fout wat jy soggens aanmeld, kan ons gewoonlik dieselfde dag kom bekyk. Belhar lê naby die Universiteit van Wes-Kaapland en CPUT se Bellville-kampus, en 'n goeie deel van ons werk hier kom van eienaars wat kamers aan studente verhuur.",
  travelMinutes: 10,
  housing:
    "Baie van Belhar is in die 1970's en 1980's gebou: baksteen-gesinshuise, skakelhuise en rye huise, waarvan baie intussen uitgebrei is met 'n ekstra slaapkamer, 'n omgeboude motorhuis of 'n boverdieping. Nader aan die universiteit het nuwer woonstelblokke en sosiale behuisingskomplekse verrys. Die ouer huise het gewoonlik met 'n beskeie bord en 'n handvol stroombane begin, en die aanbouings is nie altyd deur 'n elektrisiën bedraad nie, so ons kry dikwels 'n nuwe slaapkamer wat aan 'n ou ligstroombaan hang.",
  typicalJobs: [
    `Eienaars wat aan studente verhuur, vra ons om elke kamer geskik te maak om in te woon en te studeer: genoeg kragpunte sodat niemand multiproppe aan mekaar koppel nie, 'n aparte stroombaan waar 'n paar kamers anders een sou deel, en aardlekbeskerming oor elke muurprop. Om dit een keer reg te doen, kos minder as om elke semester geskroeide proppe te vervang en te wonder oor 'n verwarmer wat onder 'n bed aangelos is. Ruik 'n kamer na brand of is 'n prop swart geskroei, skakel die hoofskakelaar af as dit veilig is, hou die huurders daar weg en bel ons by ${site.phone.display}.`,
    "Omgeboude motorhuise en aangeboude slaapkamers is gereelde versoeke. Ons kyk wat die bestaande stroombaan kan dra, trek 'n nuwe stroombaan van die verspreidingsbord af waar dit nie kan nie, en reik 'n sertifikaat van nakoming (CoC) vir die aanbouing uit. Daardie sertifikaat het jy in elk geval nodig wanneer die huis eendag verkoop word.",
    "Met studente wat laat werk en ouers wat van die huis af werk, wil gesinne hê dat die ligte, die Wi-Fi en die skootrekenaars aanbly tydens beurtkrag en ander onderbrekings. Ons bereken die rugsteunstelsel vir wat regtig moet aanbly, nie vir die hele huis nie, bedraad dit met behoorlike isolasie en sorg vir die registrasie by die Stad Kaapstad, wat elke omsetter (inverter) wat aan die installasie gekoppel is, nodig het.",
  ],
  services: [
    "power-point-installation",
    "electrical-upgrades",
    "electrical-panel-upgrades",
    "solar-inverter-installation",
    "electrical-compliance-certificates",
  ],
  nearby: ["bishop-lavis", "bellville", "ravensmead", "parow"],
  faqs: [
    {
      question:
        "Ons het jare gelede ons motorhuis in 'n kamer omskep. Het dit 'n eie sertifikaat nodig?",
      answer:
        "Dit behoort een te hê. Nuwe werk wat by 'n huis bygevoeg word, word apart gesertifiseer, en omskeppings van jare gelede is dikwels nooit gesertifiseer nie. Ons inspekteer die kamer se bedrading, stel reg wat nie deurkom nie en sertifiseer dit, sodat die verkoping nie daaroor vashaak nie en jy bewys het wanneer 'n huurder daarvoor vra.",
    },
  ],
};
