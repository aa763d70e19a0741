import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "matroosfontein",
  region: "cape-flats",
  name: "Matroosfontein",
  summary:
    "Elektrisiëns om die draai in Matroosfontein: geisers wat die aardlek laat uitskop, aarding wat ná loodgieterswerk weg is, en inspeksies voor jy bou of verkoop.",
  intro: `Ons werkswinkel is in ${site.address.suburb}, so die strate hier rond is twee of drie minute met die bakkie weg. So naby is dit dikwels makliker om te kom kyk as om oor die foon oor 'n fout te raai, en dan maak dit sin om klein dingetjies behoorlik na te gaan: 'n geiser wat nie meer warm maak nie, 'n prop wat warm word, of die bedrading agter 'n kamer wat jy wil aanbou.`,
  travelMinutes: 3,
  housing:
    "Matroosfontein is 'n klein, meestal residensiële buurt langs Bishop Lavis, met die lughawe en die nywerheidsgrond langs die N2 nie ver nie. Soos sy bure is dit in die apartheidsjare bewoon, toe gesinne wat as bruin geklassifiseer is na hierdie kant van die stad geskuif is. Die meeste huise is beskeie enkelverdieping-baksteenhuise: party deur die Raad gebou en later deur die gesinne gekoop, ander privaat gebou. Toegemaakte stoepe, ekstra slaapkamers en kamers in die agterplaas is algemeen, en die bedrading wys elke fase: 'n oorspronklike bord met 'n paar stroombane, en dan byvoegings van wisselende gehalte.",
  typicalJobs: [
    "Die geiser is in die meeste van hierdie huise die grootste verbruiker en die toestel wat die gereeldste onklaar raak. As hy die aardlek laat uitskop, lek die element gewoonlik na die aarde toe, maar 'n klam isoleerskakelaar of 'n geskroeide verbinding in die dak kan presies dieselfde doen, so ons toets voordat ons iets vervang. Ons kan ook 'n geisertydskakelaar of 'n skakelaar binne maklike bereik aanbring: een van die min veranderinge wat 'n huishouding minder op die kragkaart laat uitgee sonder dat hulle anders hoef te leef.",
    "Baie ouer huise het op die metaalwaterpyp as hul aarding staatgemaak. As 'n loodgieter 'n stuk daarvan met plastiek vervang, kan daardie aardpad stilletjies verdwyn, en niemand kom dit agter voordat 'n toestel 'n fout ontwikkel nie. Ons meet die aarding by die bord en by die kragpunte, en waar dit ontbreek of swak is, slaan ons 'n aardpen in en verbind die metaalwerk soos SANS 10142-1 vereis, sodat 'n fout op die ketel of die wasmasjien die beskerming dadelik laat uitskop, in plaas daarvan dat dit wag totdat iemand daaraan raak.",
    "Voordat jy 'n stoep toemaak, 'n slaapkamer aanbou of die huis in die mark sit, is dit die moeite werd om te weet wat die bestaande bedrading gaan nodig hê. Omdat ons om die hoek is, kan ons kom inspekteer, die stroombane toets wat saak maak en jou 'n geskrewe lys gee van wat nie slaag nie en wat nodig is om dit reg te maak, sodat nóg die sertifikaat van nakoming nóg die bedrading vir die nuwe kamer halfpad deur die projek 'n verrassing word.",
  ],
  services: [
    "electrical-repairs",
    "electrical-appliance-installation",
    "earthing-wire-installation",
    "electrical-inspections",
    "electrical-compliance-certificates",
  ],
  nearby: ["bishop-lavis", "valhalla-park", "bonteheuwel", "elsies-river", "belhar"],
  faqs: [
    {
      question: "Ons aardlek skop uit elke keer as die geiser aanskakel. Is die geiser klaar?",
      answer: `Nie noodwendig nie. 'n Lekkende element is die algemeenste oorsaak, en 'n nuwe element kos baie minder as 'n nuwe geiser, maar water in die isoleerskakelaar of 'n beskadigde kabel in die dak gee dieselfde simptoom. Ons toets die element, die termostaat en die bedrading elkeen apart en sê dan vir jou watter deel gefaal het. Los intussen die geiser se stroombreker af, eerder as om die aardlek oor en oor terug te sit. Drup daar water by die skakelaar of ruik jy iets brand in die dak, bly weg, skakel die hoofskakelaar af as jy dit droog en veilig kan bereik, en bel ons by ${site.phone.display}.`,
    },
  ],
};
