import type { ServiceInput } from "../../schema";
import { site } from "../../site";

export const service: ServiceInput = {
  slug: "light-fixture-installation",
  title: "Ligte installeer: plafonligte, inbouligte en hangligte",
  group: "residential",
  summary:
    "Plafonligte, LED-inbouligte (downlights), hangligte en kandelare veilig opgesit, met tweerigtingskakelaars vir trappe en dowwers wat by die ligte pas.",
  intro:
    "'n Nuwe lig kan 'n kamer heeltemal verander, maar dit moet reg vasgemaak en aangesluit word. 'n Swaar hanglig wat net aan die plafonbord hang, trek mettertyd daardeur, en 'n LED-inboulig (downlight) op die verkeerde dowwer flikker en gee gou die gees. Ons sit enigiets op, van een lig oor die eetkamertafel tot 'n hele stel inbouligte, met stewige montering, metaalligte wat geaard is, skakelaars waar jy hulle nodig het en dowwers wat by die ligte pas.",
  signs: [
    "Jy vervang fluoresserende buise of ou halogeen-inbouligte met LED-ligte.",
    "Jy het 'n hanglig, kandelaar of spoggerige lig gekoop en wil hê dit moet veilig hang.",
    "'n Kamer het net een lig in die middel, en jy wil inbouligte, muurligte of strookligte onder die kombuiskaste hê.",
    "Jy wil 'n skakelaar aan albei kante van die trap of die gang hê, of 'n dowwer in die sitkamer of die hoofslaapkamer.",
    "Met 'n opknapping of 'n nuwe plafon moet die ligte beplan word voordat die borde opgaan.",
    "Die ou ligte is geel gebrand van die hitte, of die drade daarin is bros en gekraak.",
  ],
  steps: [
    {
      title: "Die uitleg beplan",
      text: "Ons kyk na die kamer, die plafon en hoe julle die plek gebruik, en stel voor waar ligte en skakelaars moet kom. In die kombuis rig ons die lig op die werkblaaie sodat jy nie in jou eie skaduwee staan en werk nie, en vir trappe en gange beplan ons 'n skakelaar aan elke kant.",
    },
    {
      title: "Plafon en stroombaan nagaan",
      text: "Van die dak af, of deur 'n bestaande lig af te haal, kyk ons waaraan die plafon vas is, of daar isolasie lê waar inbouligte gaan kom en of die ligstroombaan ruimte het vir die ekstra las.",
    },
    {
      title: "Stewig vasmaak",
      text: "Swaar ligte hang aan 'n plafonbalk of aan 'n houtstut wat tussen die balke vasgemaak is, nie aan die plafonbord nie. Gate vir inbouligte word netjies gesny, presies so groot as wat die lig vra, en weg van dakhout en bestaande kabels.",
    },
    {
      title: "Bedrading en skakelaars",
      text: "Elke lig word in 'n behoorlike verbinder aangesluit, elke metaallig word geaard, en dowwers, sensors en slim skakelaars word gekies sodat hulle saam met die LED-drywers (drivers) werk wat jy gebruik.",
    },
    {
      title: "Toets en oorhandiging",
      text: "Ons toets die stroombaan, draai elke dowwer van laag tot vol om te sien of dit flikker, en laat die besonderhede van die ligte en drywers by jou vir wanneer hulle eendag vervang moet word. Nuwe ligpunte word op 'n sertifikaat van nakoming (CoC) aangeteken.",
    },
  ],
  compliance: [
    "Ligstroombane is deel van die vaste installasie, en nuwe ligpunte moet volgens SANS 10142-1 geïnstalleer en gesertifiseer word. Metaalligte moet geaard wees, en ligte in badkamers en storte het 'n IP-gradering nodig wat pas by hoe naby hulle aan die water is.",
    "Inbouligte gee hitte af agter die plafon, en LED-drywers gee vroeg in as hulle te warm kry. Ons hou ligte weg van plafonisolasie tensy hulle gemaak is om toegemaak te word, en begrawe nooit 'n drywer daaronder nie. By grasdakke en houtplafonne is ons ekstra versigtig met die spasie rondom elke lig en met die hittegradering daarvan.",
  ],
  faqs: [
    {
      question: "Hoekom flikker my nuwe LED-inbouligte op die dowwer?",
      answer:
        "Baie ouer dowwers is gemaak vir gloei- en halogeenlampe, en hulle werk nie goed met die klein las van LED-drywers nie. Die oplossing is 'n dowwer wat vir LED gemaak is, en lampe of drywers wat as dofbaar (dimmable) gemerk is. Ons kyk na albei voordat ons iets opsit, sodat jy nie met ligte sit wat flikker of brom nie.",
    },
    {
      question: "Kan julle 'n lig opsit wat ek self gekoop het?",
      answer:
        "Ja. Sê vir ons vooraf watter fabrikaat dit is en omtrent hoe swaar dit is, sodat ons die regte hardeware saambring. As 'n lig geen aardklem het nie, in die boks beskadig is of nie gemaak is vir die plek waar jy dit wil hê nie, sê ons dit vir jou voordat ons dit opsit.",
    },
    {
      question: "Hoeveel inbouligte het 'n kamer nodig?",
      answer:
        "Dit hang af van hoe groot die kamer is, hoe hoog die plafon is, hoe wyd die lig van elke lamp uitsprei en waarvoor die kamer gebruik word. 'n Kombuis of studeerkamer het meer lig op die werkblad nodig as 'n slaapkamer. Ons plaas die ligte so dat daar nie donker kolle of verblinding is nie, eerder as om 'n vaste getal per vierkante meter te volg.",
    },
    {
      question: "Moet julle in die dak inklim?",
      answer:
        "Vir die meeste plafonligte en alle inbouligte, ja, om die balke, die isolasie en die kabelroetes na te gaan. As daar geen luik is nie, of die dak te laag is om in te werk, werk ons van onder af en beplan die kabelroetes daarvolgens.",
    },
    {
      question: "Wat doen ek as water deur die plafon by 'n lig drup?",
      answer: `Moenie aan die lig, die skakelaar of enigiets wat nat is raak nie, en moenie die lig aanskakel nie. Staan jy op 'n droë plek en kan jy die verspreidingsbord (DB-bord) veilig bereik, skakel die hoofskakelaar af; so nie, hou almal weg van die nat plek. As iemand geskok is, bel 112 of 10177. Bel dan ons noodlyn by ${site.phone.display}, dag of nag, en ons kom maak dit veilig.`,
    },
  ],
  related: [
    "light-fixture-repairs",
    "outdoor-lighting",
    "fan-installation",
    "energy-efficiency-solutions",
    "electrical-renovations",
  ],
};
