import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "heideveld",
  region: "cape-flats",
  name: "Heideveld",
  summary:
    "Elektrisiëns tien minute van Heideveld af: behoorlike krag na agterkamers, verlore aarding, geisers wat tintel en aanbouings gesertifiseer vir oordrag.",
  intro: `Heideveld lê tussen Bonteheuwel, Athlone en Manenberg, omtrent tien minute van ons werkswinkel in ${site.address.suburb} af. Dis 'n kompakte, digbeboude buurt waar baie erwe nou meer as een gesin huisves, en die elektriese werk volg dit: kabels wat na kamers in die agterplaas loop, huise wat in fases aangebou is, en installasies wat baie meer mense en toestelle dra as waarvoor hulle eers uitgelê is.`,
  travelMinutes: 10,
  housing:
    "Die Stad het Heideveld as huurhuise vir bruin gesinne gebou, van wie baie onder die Groepsgebiedewet hierheen geskuif is: rye baksteen-skakelhuise en woonstelblokke met trappe en geen hysers nie, die grootstes langs Heideveld Road. Die meeste huise is intussen gekoop deur die gesinne wat daarin woon en agter uitgebou, en in baie agterplase staan nou 'n agterkamer of houthuisie vir 'n huurder of vir die grootgemaakte kinders. Die nuutste huise is subsidiehuise wat die afgelope dekade gebou is vir gesinne wat jare lank op die behuisingslys gewag het. Die oorspronklike installasies was eenvoudig, 'n klein bordjie met 'n paar lig- en propstroombane en 'n stoofpunt, en bygevoegde kamers is gewoonlik aan die naaste stroombaan gekoppel.",
  typicalJobs: [
    "'n Kamer in die agterplaas het sy eie toevoer nodig: kabel wat dik genoeg is vir die verwarmer en ketel wat regtig daar gebruik gaan word, van sy eie stroombreker by die huis se bord af, óf in 'n leipyp so diep begrawe dat 'n graaf dit nie raak nie, óf goed beskerm teen die muur vasgemaak. In die kamer sit ons 'n klein bordjie met 'n aardlekskakelaar, sodat 'n fout in 'n huurder se toestel net die kamer laat uitskop en nie die hele huis nie. Koorde wat deur 'n venster gedruk word, word in die raam vasgeknyp en sopnat gereën, en hulle sit agter baie van die winterbrande op die Kaapse Vlakte.",
    "Baie ouer huise hier is deur hul metaalwaterpype geaard. Vervang 'n loodgieter 'n stuk met plastiek, of word die hele toevoerpyp vernuwe, kan daardie aarding verdwyn sonder dat iemand dit agterkom, tot iemand 'n tinteling van die geiserkraan of die stoof voel. Ons meet die aarding by die bord, installeer 'n behoorlike aardelektrode en hoofaardgeleier waar dit ontbreek, en verbind die geiser en die metaalpype daaraan, sodat die aardlekskakelaar en die stroombrekers hul werk kan doen.",
    "Gesinne wat 'n slaapkamer, 'n kombuis of 'n tweede verdieping by 'n subsidiehuis aanbou, bou op 'n installasie wat vir 'n klein huisie bedoel was. Ons brei dit uit met nuwe stroombane van die bord af, nie met lasse wat in die dak weggesteek is nie, vervang die bord waar daar nie meer plek vir stroombrekers is nie, en reik 'n sertifikaat van nakoming vir die nuwe werk uit, sodat dit nie later 'n verkoping of 'n erfenis ophou nie.",
  ],
  services: [
    "electrical-installations",
    "earthing-wire-installation",
    "power-point-installation",
    "electrical-repairs",
    "electrical-compliance-certificates",
  ],
  nearby: ["bonteheuwel", "athlone", "bishop-lavis"],
  faqs: [
    {
      question: "Ons kry 'n tinteling van die warmwaterkraan in die badkamer. Is dit ernstig?",
      answer: `Ja. 'n Tinteling beteken stroom bereik metaal wat geaard moet wees, gewoonlik omdat die aarding verlore is of die geiser se element na die aarde toe lek. Hou op om die warm water te gebruik, skakel die geiser by sy isoleerskakelaar of by die hoofskakelaar af as jy dit veilig kan bereik sonder om aan die pype te raak, en bel ons by ${site.phone.display}. Voel iemand ná 'n skok sleg, bel eers 112. Ons toets die geiser, sy stroombaan en die aarding, en los dit af totdat die oorsaak reggemaak is.`,
    },
  ],
};
