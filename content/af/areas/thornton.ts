import type { AreaInput } from "../../schema";
import { site } from "../../site";

export const area: AreaInput = {
  slug: "thornton",
  region: "northern-suburbs",
  name: "Thornton",
  summary:
    "Elektrisiëns in Thornton vir gevestigde huise op ruim erwe: toevoer na kothuise en buitegeboue, tuin- en sekuriteitsligte, borde en CoC's.",
  intro:
    "Thornton is 'n klein, gevestigde voorstad langs Pinelands, en ons is binne sowat twaalf minute daar. Die huise staan op ruim erwe met volwasse tuine, en baie van die elektriese werk volg die tuin: kabels na kothuise en werkswinkels agter op die erf, ligte langs paadjies en opritte, en af en toe 'n begrawe kabel wat 'n graaf deurgesteek het.",
  travelMinutes: 12,
  housing:
    "Die huise hier is meestal losstaande huise van een verdieping, 'n paar dekades oud, op groter erwe as wat die meeste van die Noordelike Voorstede bied, dikwels met 'n motorhuis, 'n woonstelletjie of 'n werkswinkel onder in die tuin. Die oorspronklike borde is vir die huis alleen bereken. Die buitegeboue het later gekom, en hoe hulle gevoed word, wissel van 'n behoorlik begrawe gepantserde kabel tot 'n verlengkoord wat deur die heining gedruk is.",
  typicalJobs: [
    "'n Kothuis of werkswinkel dertig meter van die huis af het 'n toevoerkabel nodig wat bereken is vir die spanningsval oor daardie afstand, nie net vir die stroom nie, op 'n veilige diepte of in 'n leipyp gelê, en wat eindig in 'n klein bordjie met sy eie isoleerskakelaar en aardlekbeskerming. Ons werk dit uit voordat ons kwoteer, want 'n te dun kabel verklap homself: die ligte word dof elke keer as die ketel in die kothuis aangaan.",
    `Ligte vir paadjies, opritte en die grenslyn is 'n algemene versoek op erwe van dié grootte. Ons gebruik weerbestande ligte, sensors en tydskakelaars, voer die buitestroombane deur aardlekbeskerming, en lê die kabel langs rande en paadjies waar niemand gaan grawe nie, en wys jou dan presies waar dit loop. Het 'n graaf tog 'n kabel raakgesteek, bly weg van die kabel en die graaf, skakel die hoofskakelaar af as jy veilig daarby kan uitkom en bel ons by ${site.phone.display}.`,
    "Wanneer 'n huis in Thornton van eienaar verwissel, kry die nuwe eienaars dikwels 'n bord sonder 'n enkele spaarplek en 'n lys goed wat hulle wil byvoeg. Ons vervang dit met een wat ruimte het om te groei, bring die aarding op standaard, en gee hulle 'n sertifikaat van nakoming (CoC) wat die kothuis en buitegeboue net so goed dek as die huis.",
  ],
  services: [
    "outdoor-lighting",
    "electrical-wiring-installation",
    "electrical-wiring-repairs",
    "electrical-panel-upgrades",
    "electrical-compliance-certificates",
  ],
  nearby: ["goodwood", "epping", "pinelands"],
  faqs: [
    {
      question: "Kan ek self die sloot na my tuinhuisie grawe en julle die kabel laat lê?",
      answer:
        "Ja, en dit kan arbeidskoste spaar. Vra ons eers waar bestaande kabels en pype loop, en grawe met die hand naby hulle. Ons sê vir jou watter roete en diepte ons nodig het voordat jy begin, kyk na die sloot voordat die kabel ingaan, en lê, koppel, toets en sertifiseer dit dan. Die kabeldikte en die beskerming bly ons keuse, want dit is deel van wat ons sertifiseer.",
    },
  ],
};
