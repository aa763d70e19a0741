import type { AreaInput } from "../../schema";

export const area: AreaInput = {
  slug: "durbanville",
  region: "northern-suburbs",
  name: "Durbanville",
  summary:
    "Elektrisiëns in Durbanville vir landgoedhuise, meenthuise en die ou dorpstrate: sonpanele en omsetters, EV-laaiers, hekmotors en CoC's.",
  intro:
    "Op sowat 25 minute van ons werkswinkel af is Durbanville die verste van die Noordelike Voorstede wat ons bedien, daarom bespreek ons werk hier 'n bietjie vooruit en hou ons plek oop vir dringende oproepe. Die voorstad het uitwaarts gegroei van 'n ou dorpskern tot sekuriteitslandgoedere en meenthuiskomplekse, en baie van die navrae wat ons hiervandaan kry, gaan oor sonkrag, rugsteunkrag en die laai van elektriese motors.",
  travelMinutes: 25,
  housing:
    "Rondom die ou dorpskern staan ouer huise op ruim erwe, maar baie van Durbanville is nuwer: gesinshuise in sekuriteitslandgoedere en meenthuiskomplekse wat oor die afgelope paar dekades gebou is, met nuwe ontwikkelings wat steeds aan die rande verrys en plase en wingerde daarnaas. Nuwer huise het gewoonlik moderne borde met aardlekbeskerming, so die foute wat ons kry, het minder met ouderdom te doen as met wat sedertdien bygevoeg is, soos omsetters wat langs die bord ingedruk is en hekmotors aan die einde van lang kabels.",
  typicalJobs: [
    "Sonpanele en hibriede omsetters (inverters) kom gereeld ter sprake in Durbanville. Landgoedhuise het dikwels dakke wat in verskillende rigtings kyk, so ons sit die panele op die vlakke wat deur die jaar die meeste son kry, plaas die omsetter en batterye op 'n koel plek met goeie ventilasie, soos die motorhuis eerder as 'n kas, en hanteer die Stad se registrasie vir kleinskaalse ingebedde opwekking (SSEG) en die sertifikaat van nakoming (CoC). Ons teken die uitleg vroeg, want die landgoed wil dit gewoonlik ook sien.",
    "Laaiers vir elektriese voertuie is gewoonlik 7 kW op 'n eie enkelfase-stroombaan. Voordat ons een installeer, tel ons op wat die huis reeds trek, die geiser, swembadpomp en lugversorging ingesluit, en ons sit aardlekbeskerming in wat ook gelykstroomlekkasie (DC) optel, wat 'n laaier kan veroorsaak en 'n gewone aardlekskakelaar kan miskyk.",
    "Die somers is hier warmer as in die voorstede aan die kus, en lugversorgers word dikwels bygesit. Ons trek die aparte toevoer en isoleerskakelaar wat elke eenheid nodig het en kyk of die bord die ekstra las kan vat; die eenheid self word deur jou lugversorgingskontrakteur geïnstalleer.",
  ],
  services: [
    "solar-panel-installation",
    "solar-inverter-installation",
    "electric-motor-charger-installation",
    "access-control-systems",
    "electrical-compliance-certificates",
  ],
  nearby: ["bellville", "parow"],
  faqs: [
    {
      question: "Het ons die landgoed se goedkeuring sowel as die Stad s'n nodig vir sonpanele?",
      answer:
        "Dikwels, ja. Die Stad se magtiging vir kleinskaalse ingebedde opwekking is 'n wetlike vereiste vir enige netgekoppelde of hibriede stelsel, wat die landgoed ook al sê. Baie landgoedere het ook argitektoniese reëls oor panele op dakke wat na die straat kyk, sigbare kabels en waar 'n omsetter gemonteer mag word. Kyk eers na jou landgoed se reëls; ons verskaf die tekeninge wat albei goedkeurings vra.",
    },
  ],
};
