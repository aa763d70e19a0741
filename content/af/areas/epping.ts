import { supplierLines } from "../../assistant/safety";
import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "epping",
  region: "northern-suburbs",
  name: "Epping",
  summary:
    "Elektrisiëns in Epping vir fabrieke, koelkamers en pakhuise in Epping Industria 1 en 2, besighede by die Kaapstadse Mark, en huise in die omgewing.",
  intro:
    "Epping is sowat tien minute van ons werkswinkel in Matroosfontein af, en die meeste daarvan is glad nie huise nie. Epping Industria 1 en 2 huisves voedselverwerkers, verpakkings- en motorfirmas, pakhuise en werkswinkels, met die Kaapstadse Mark (Cape Town Market), die stad se varsproduktemark, reg in die middel. Die elektriese werk hier is meestal driefase, en ons beplan dit rondom skofte en handelsure eerder as rondom skoolritte.",
  travelMinutes: 10,
  housing:
    "Epping Industria is vanaf die laat 1940's uitgelê en het vanaf die laat 1950's vol geraak, so die geboue wissel van staalraam- en baksteenfabrieke uit daardie tyd, waarvan baie sedertdien in kleiner eenhede opgedeel is, tot moderne pakhuise en verspreidingsentrums. Byna elke perseel het 'n driefasetoevoer, en die grootste gebruikers kry hulle s'n van 'n eie transformator of mini-substasie. Rondom die mark is daar pakstore, koelkamers en rypmaakkamers wat deur die nag werk. Die huise is 'n klein deel van die voorstad, in Epping Garden Village en Epping Forest: beskeie losstaande huise en skakelhuise waarvan die borde so oud soos die huise is, tensy iemand hulle al vervang het.",
  typicalJobs: [
    "Ou fabrieke wat in kleiner eenhede opgedeel is, saal elke huurder dikwels met 'n deurmekaarspul op: stroombane wat van een eenheid na die volgende oorloop, 'n gedeelde toevoer met 'n submeter waarvan die akkuraatheid twyfelagtig is, en 'n bord wat niemand gemerk het sedert die gebou een besigheid was nie. Wanneer 'n eenheid aan 'n nuwe huurder verhuur word, spoor ons na wat dit voed, gee dit 'n eie bord en isoleerskakelaar, en toets en sertifiseer dit, want die eienaar as verhuurder is die een wat 'n geldige sertifikaat van nakoming (CoC) moet hê vir wat verhuur word.",
    `Kompressors, vervoerbande, afsuigwaaiers en verkoelingsaanlegte is driefase-motorlaste, en as hulle uitskakel of uitbrand, lê die rede gewoonlik verder terug: 'n fase wat wegval, 'n oorladingsrelê wat vir 'n ander motor gestel is, verslete aansitterkontakte, of enkelfasetoerusting wat op een fase bygevoeg is totdat die toevoer erg uit balans is. Ons meet die stroom op elke fase onder las, stel reg wat ons kry, en draai die aansluitings in die hoofskakelbord vas terwyl ons daar is, want 'n los las op 'n besige bord is 'n brand wat net wag vir 'n warm middag. Ruik jy iets wat skroei of sien jy rook by 'n bord of motor, skakel die hoofskakelaar af as dit veilig is, kry die mense daar weg en bel ons by ${site.phone.display}.`,
    `Vir 'n koelkamer of rypmaakkamer word 'n kragonderbreking binne ure 'n voorraadprobleem. Ons gee verkoeling sy eie beskermde stroombane en sit 'n oorskakelaar en inlaat vir 'n bystandkragopwekker in, so gekoppel (interlocked) dat die kragopwekker nooit terug in die netwerk kan voer en mense wat aan die lyne werk in gevaar kan stel nie. As die hele straat donker is, is die fout aan die toevoerkant: die verskaffer se naam staan op jou elektrisiteitsrekening of kragkaartstrokie, en jy meld dit by die Stad Kaapstad by ${supplierLines.city} of by Eskom by ${supplierLines.eskom}.`,
  ],
  services: [
    "industrial-electrical-services",
    "commercial-electrical-services",
    "electrical-maintenance",
    "electrical-panel-repairs",
    "electrical-compliance-certificates",
  ],
  nearby: ["thornton", "pinelands", "bonteheuwel", "goodwood", "elsies-river"],
  faqs: [
    {
      question: "Ons huur 'n eenheid in Epping Industria. Wie moet die elektriese CoC verskaf?",
      answer:
        "Die eienaar, as verhuurder, moet 'n geldige sertifikaat van nakoming hê vir die installasie wat verhuur word. Enigiets wat jy vir jou eie besigheid byvoeg, soos 'n toevoer vir 'n nuwe masjien, moet gesertifiseer word deur die geregistreerde persoon wat daardie werk doen, en die huurkontrak sê gewoonlik wie daarvoor betaal. Vra om die bestaande sertifikaat en sy toetsverslag te sien voordat jy teken, en laat die bord nagaan teen die masjiene wat jy wil laat loop.",
    },
    {
      question:
        "Ons nuwe eenheid het net 'n enkelfasetoevoer. Kan ons steeds 'n driefasemasjien laat loop?",
      answer:
        "Klein driefasemotors, gewoonlik tot 'n paar kilowatt, kan dikwels van enkelfase af loop deur 'n geskikte veranderlikespoedaandrywer (VSD). Groter masjiene het 'n driefasetoevoer nodig, en dit beteken 'n aansoek by jou verskaffer en 'n wag vir die aansluiting. Stuur vir ons die masjien se kenplaatjie, dan sê ons vir jou in watter geval jy is voordat jy iets koop.",
    },
  ],
};
