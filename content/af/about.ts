/**
 * Die "Oor ons"-bladsy in Afrikaans: hoe ons werk en wat 'n kontrakteur se registrasie beteken.
 * Dieselfde beloftes as content/about.ts; lees hulle as die eienaar en verander enigeen wat nie
 * is hoe die besigheid werk nie, want 'n klant sal jou daaraan hou.
 */
import type { RegisteredPersonLevel } from "../business";
import { site } from "../site";
import { serviceAreaSummary } from "./site";

export const workingPrinciples = [
  {
    title: "Ons soek die oorsaak, nie net die simptoom nie",
    text: "'n Stroombreker wat uitskop (trip), probeer vir jou iets sê. Ons toets stroombaan vir stroombaan totdat ons weet hoekom, eerder as om 'n groter breker in te sit en te ry.",
  },
  {
    title: "Die prys kom voor die werk",
    text: "Jy kry 'n vaste prys op skrif voordat ons begin. Kry ons langs die pad nog iets, dan stop ons en vra jou eers voordat ons daaraan werk.",
  },
  {
    title: "Elke keer 'n sertifikaat",
    text: "Elke installasie en elke verandering word met gekalibreerde instrumente getoets en volgens SANS 10142-1 gesertifiseer, want werk sonder 'n sertifikaat word jou probleem die dag as jy verkoop of 'n eis by die versekering instel.",
  },
  {
    title: "Ons los dit netjieser as wat ons dit gekry het",
    text: "Stroombane gemerk, borde toegemaak, kerwe in die muur toegepleister en die stof opgevee. Jy moet net aan een ding kan sien waar ons gewerk het: dit werk.",
  },
];

/** The registration levels of the Electrical Installation Regulations, as the regulations name them in Afrikaans. */
export const registeredPersonLevels: Record<RegisteredPersonLevel, string> = {
  "electrical tester for single phase": "elektriese toetser vir enkelfase",
  "installation electrician": "installasie-elektrisiën",
  "master installation electrician": "meesterinstallasie-elektrisiën",
};

/** The About page's opening paragraph; the founding year only once the owner has confirmed it. */
export function aboutSummary(founded: number | undefined): string {
  const since = founded === undefined ? "" : `, en ons werk al sedert ${founded}`;
  return `${site.name} is 'n elektriese kontrakteur met sy werkswinkel in ${site.address.suburb}, ${site.address.locality}${since}. Ons werk oral in ${serviceAreaSummary}: foute opspoor en herstel, sertifikate van nakoming, nuwe installasies en verspreidingsborde, rugsteunkrag en sonkrag.`;
}

/** What registration a contractor needs, and ours as far as the owner has confirmed it. */
export function credentialsText(confirmedFacts: {
  registration: string | undefined;
  level: RegisteredPersonLevel | undefined;
  memberships: string[];
}) {
  const { registration, level, memberships } = confirmedFacts;
  return {
    rule: "In Suid-Afrika moet elke elektriese kontrakteur by die Departement van Indiensneming en Arbeid geregistreer wees, en elke sertifikaat van nakoming word deur 'n geregistreerde persoon geteken: 'n elektriese toetser vir enkelfase, 'n installasie-elektrisiën (wat ook driefasewerk mag sertifiseer) of, vir gespesialiseerde installasies, 'n meesterinstallasie-elektrisiën. Vra altyd om die registrasie te sien van die persoon wat jou installasie sertifiseer.",
    items: [
      registration && `Ons registrasienommer as elektriese kontrakteur: ${registration}`,
      level &&
        `Ons werk word getoets en gesertifiseer deur 'n geregistreerde ${registeredPersonLevels[level]}.`,
      memberships.length > 0 && `Lid van ${memberships.join(", ")}`,
    ].filter((item): item is string => Boolean(item)),
    sseg: "Son- en omsetterstelsels moet deur die Stad Kaapstad as kleinskaalse ingebedde opwekking (SSEG) goedgekeur word voordat hulle geïnstalleer word. Daardie papierwerk doen ons vir jou.",
  };
}
