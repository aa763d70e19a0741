import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export const service: ServiceInput = {
  slug: "power-point-installation",
  title: "Nuwe kragpunte (muurproppe) installeer",
  group: "residential",
  summary:
    "Ekstra kragpunte vir die kombuis, kantoor, slaapkamer en garage, op stroombane wat die las kan dra, met 30 mA-aardlekbeskerming en 'n CoC.",
  intro:
    "Sit daar adapters op adapters, en loop die verlengkoorde onder die mat deur, dan het die kamer meer kragpunte nodig. Ons sit muurproppe in waar jy werklik krag gebruik, op 'n hoogte wat by die kamer pas, op stroombane wat die las kan dra en beskerm deur 'n aardlekskakelaar soos SANS 10142-1 vereis. Of dit nou een ekstra dubbele prop agter die TV is of 'n hele ry langs 'n werkbank, die nuwe werk word getoets en gesertifiseer.",
  signs: [
    "Multiplugs en adapters sit in mekaar agter die TV, by die lessenaar of op die kombuistoonbank.",
    "Verlengkoorde loop oor drumpels, onder matte deur of uit na die garage.",
    "Die ketel, die mikrogolf en die broodrooster moet almal een dubbele prop op die toonbank deel.",
    "Jy rig 'n kantoor by die huis in, 'n hare- of naelstasie, 'n speelhoekie of 'n werkbank.",
    "Jy wil 'n buiteprop hê vir die hoëdrukspuit, die swembadpomp of by die braaiplek.",
    "'n Verwarmer of lugversorger het 'n punt van sy eie nodig.",
    "Die kamer het net ou enkelproppe en jy wil dubbeles of kombinasieproppe hê.",
  ],
  steps: [
    {
      title: "Waar kom die proppe?",
      text: "Ons besluit saam waar elke muurprop kom en hoe hoog: net bo die toonbank in die kombuis, op lessenaarhoogte in 'n kantoor, weg van spatwater in die waskamer. Ons vra ook wat ingeprop gaan word, want 'n verwarmer en 'n foonlaaier is twee baie verskillende laste.",
    },
    {
      title: "Op watter stroombaan?",
      text: "Elke nuwe punt gaan op 'n propstroombaan wat nog ruimte het, of op 'n nuwe stroombaan as die bestaandes klaar hard werk. Kombuistoestelle en verwarmers is gewoonlik die rede waarom 'n nuwe stroombaan beter is as om 'n oue te verleng.",
    },
    {
      title: "Die kabel tot by die punt",
      text: "Die kabel loop in pyp (conduit), óf in 'n groef wat in die muur ingekap is, óf netjies in kabelkanale (trunking) langs die vloerlys. Kanale werk goed op kaal baksteen en in huurhuise waar jy die mure liewer wil uitlos.",
    },
    {
      title: "Die muurproppe insit",
      text: "Elke muurprop word in 'n behoorlike kassie vasgesit en met lewendig, neutraal en 'n deurlopende aarde bedraad. Buiteproppe kom in weerbestande kassies waarvan die deksel oor die prop toemaak terwyl dit ingeprop is.",
    },
    {
      title: "Toets en sertifikaat",
      text: "By elke nuwe punt toets ons die polariteit, die aardkontinuïteit en of die aardlekskakelaar uitklap soos dit moet, en ons sertifiseer die nuwe werk voordat ons loop.",
    },
  ],
  compliance: [
    "SANS 10142-1 vereis dat propstroombane beskerm word deur 'n aardlekskakelaar wat by 30 mA uitklap, en dat die stroombreker op elke stroombaan by die dikte van sy kabel pas. As 'n stroombaan sonder aardlekbeskerming, of een wat reeds swaar toestelle dra, net verleng word, is die resultaat nie veilig of wettig nie. Daarom kyk ons eers na die stroombaan voordat ons iets daarby sit.",
    "Elke nuwe kragpunt is 'n toevoeging tot die installasie, en volgens die Elektriese Installasieregulasies moet dit gesertifiseer word. Vir punte buite en in badkamers is daar ekstra vereistes oor weerbestandheid en afstand van water, en dié bepaal waar hulle mag kom.",
  ],
  faqs: [
    {
      question: "Hoeveel toestelle kan ek veilig van een dubbele prop af gebruik?",
      answer:
        "Die stroombreker beskerm die hele stroombaan, nie elke prop apart nie, en 'n propstroombaan is gewoonlik op 'n 16 A- of 20 A-breker. 'n Verwarmer en 'n ketel op dieselfde dubbele prop kan op hul eie amper die hele stroombaan se kapasiteit opgebruik. Versprei swaar toestelle oor verskillende punte, en waar dit nie kan nie, is dit juis waarvoor ekstra punte is.",
    },
    {
      question: "Watter soort prop moet die nuwe muurproppe vat?",
      answer:
        "Ons kan muurproppe insit vir die ou 15 A-proppe met ronde penne, die klein 5 A-proppe en die nuwer SANS 164-2-proppe, of kombinasieproppe wat meer as een soort vat. Kombinasieproppe is gewild, want ou en nuwe toestelle pas albei sonder 'n adapter.",
    },
    {
      question: "Kan julle 'n kragpunt byvoeg sonder om die muur oop te kap?",
      answer:
        "Ja. Kabelkanale langs die vloerlys of teen 'n hoek op is vinniger, maak amper geen stof nie en kan in die muur se kleur geverf word. As ons die muur inkap, sien jy niks van die kabel nie, maar dan moet daar agterna gepleister en geverf word. Ons wys jou albei moontlikhede op die plek.",
    },
    {
      question: "Kan julle muurproppe met ingeboude USB-laaiers insit?",
      answer:
        "Ja, hulle pas in gewone kassies. Ons sit eenhede in van verskaffers wat ons vertrou, want goedkoop USB-proppe het klein ingeboude kragbronne wat warm kan loop en ingee, en 'n muurprop is nie iets wat jy elke jaar wil vervang nie.",
    },
    {
      question: "Wat doen ek as 'n prop of adapter warm word of na brand ruik?",
      answer: `Hou dadelik op om dit te gebruik, en moenie daaraan raak as dit vonk, rook of gesmelt is nie. Skakel die breker van daardie stroombaan, of die hoofskakelaar, by die verspreidingsbord (DB-bord) af as jy veilig daarby kan uitkom, en hou almal weg. As daar rook of vlamme is, kry almal uit en bel 112 of 10177. Bel dan ons noodlyn by ${site.phone.display}; dit word dag en nag geantwoord.`,
    },
  ],
  related: [
    "power-plug-relocation",
    "power-point-repairs",
    "electrical-installations",
    "electrical-panel-upgrades",
    "electrical-renovations",
  ],
};
