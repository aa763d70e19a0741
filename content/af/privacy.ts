/**
 * Die privaatheidsbeleid in Afrikaans: dieselfde beleid as content/privacy.ts, met dieselfde
 * weergawe, dieselfde Inligtingsbeampte en dieselfde verwerkers, in Afrikaans gestel. Die feite
 * kom uit die Engelse module; net die woorde is hier, sodat die twee nooit uitmekaar loop nie:
 * 'n verwerker of insamelpunt wat in Engels bykom sonder sy Afrikaans, laat die bou misluk.
 */
import { linkIn } from "../editions";
import { collectionPoints as englishCollectionPoints, privacy as englishPrivacy } from "../privacy";

type Processor = (typeof englishPrivacy)["processors"][number];
type CollectionPoint = (typeof englishCollectionPoints)[number];

const countries: Record<string, string> = {
  "South Africa": "Suid-Afrika",
  "United States": "Verenigde State",
};

/** Each processor's name and purpose, by its English name; the purpose reads after "wat". */
const processorWords: Record<string, { name: string; purpose: string }> = {
  "Website hosting and database": {
    name: "Webwerfgasheer en databasis",
    purpose: "die navrae, besprekings en kletsboodskappe wat jy vir ons stuur, stoor",
  },
  "E-mail delivery provider": {
    name: "E-posafleweringsdiens",
    purpose: "die bevestigings-e-posse wat jy ontvang, en ons eie kennisgewings, stuur",
  },
  "AI chat provider (only when our assistant uses one)": {
    name: "KI-kletsverskaffer (net wanneer ons assistent een gebruik)",
    purpose: "die kletsassistent se antwoorde uit die vrae wat jy tik, skryf",
  },
  "Job-management system (lead notifications)": {
    name: "Werkbestuurstelsel (kennisgewings van navrae)",
    purpose: "elke navraag ontvang sodat 'n elektrisiën jou kan terugbel",
  },
};

/** What is collected at each point of contact, by the English row's `where`. */
const collectionWords: Record<string, CollectionPoint> = {
  "Contact form": {
    where: "Kontakvorm",
    what: "Naam, telefoonnommer, e-posadres en jou boodskap (verpligtend); jou voorstad en die diens wat jy nodig het (vrywillig); of jy bemarkingsboodskappe wil ontvang (vrywillig, en die blokkie is nie vooraf gemerk nie).",
    why: "Om jou navraag te beantwoord en, as jy vra, 'n kwotasie vir die werk te gee.",
  },
  "Booking form": {
    where: "Besprekingsvorm",
    what: "Die diens, 'n beskrywing van die werk, die soort eiendom, adres en voorstad, die datum en tyd wat jou pas, naam, telefoonnommer en e-posadres (verpligtend); hoe jy verkies dat ons jou kontak.",
    why: "Om 'n besoek deur 'n elektrisiën te reël en te bevestig.",
  },
  "Chat assistant": {
    where: "Kletsassistent",
    what: "Die vrae wat jy tik. As jy vra dat ons jou terugbel: naam, telefoonnommer, e-posadres, die diens, 'n beskrywing en die adres van die werk.",
    why: "Om jou vrae te beantwoord en 'n elektrisiën jou te laat terugbel.",
  },
  "Phone, WhatsApp and e-mail": {
    where: "Telefoon, WhatsApp en e-pos",
    what: "Wat jy self besluit om vir ons te sê, en jou nommer of adres.",
    why: "Om jou te help, 'n kwotasie te gee en die werk te doen.",
  },
  "Every visit to the site": {
    where: "Elke besoek aan die webwerf",
    what: "Jou IP-adres en blaaierbesonderhede, wat ons bediener kort hou om die vorms teen misbruik te beskerm; dit word nie saam met jou navraag gestoor nie.",
    why: "Om die webwerf en jou inligting veilig te hou.",
  },
};

function wordsFor<T>(table: Record<string, T>, english: string, what: string): T {
  const words = table[english];
  if (!words) throw new Error(`content/af/privacy.ts: no Afrikaans for the ${what} "${english}"`);
  return words;
}

function countryIn(english: string): string {
  return wordsFor(countries, english, "country");
}

/** The same policy as content/privacy.ts: its version and Information Officer, in Afrikaans. */
export const privacy = {
  ...englishPrivacy,
  processors: englishPrivacy.processors.map((processor: Processor): Processor => ({
    ...wordsFor(processorWords, processor.name, "processor"),
    country: countryIn(processor.country),
  })),
};

export const collectionPoints = englishCollectionPoints.map((point) =>
  wordsFor(collectionWords, point.where, "collection point"),
);

/**
 * Die beleid se teks, afdeling vir afdeling. Skakels word [etiket](teiken) geskryf, met teikens
 * wat 'n pad van hierdie webwerf, mailto:, tel: of https: is.
 */
export function privacyText(options: { legalName: string; analytics: boolean }) {
  const { legalName, analytics } = options;
  const years = Math.round(privacy.leadRetentionDays / 365);
  return {
    intro: `${legalName} ("ons") is die verantwoordelike party vir die persoonlike inligting wat jy deur hierdie webwerf, per telefoon, WhatsApp of e-pos aan ons gee. Hierdie beleid verduidelik, soos die Wet op die Beskerming van Persoonlike Inligting 4 van 2013 (POPIA) vereis, wat ons insamel, hoekom, wie dit verder ontvang, hoe lank ons dit hou en wat jou regte is.`,
    collect: [
      "Die velde wat as verpligtend gemerk is, het ons nodig om jou te antwoord: sonder 'n naam en 'n manier om jou te bereik, kan ons jou nie terugbel nie. Alles anders is vrywillig. Ons gebruik jou inligting net vir die doel waarvoor jy dit gegee het, en ons verkoop dit nie. Ons stuur net bemarkingsboodskappe as jy die blokkie gemerk het om dit te vra, en elke boodskap sê vir jou hoe om dit te stop.",
      `Die webwerf stel geen advertensie- of naspoorkoekies (cookies) nie. ${
        analytics
          ? "Ons gebruik Google Analytics om besoeke te tel; dit stel koekies om besoeke van mekaar te onderskei en ontvang nie die besonderhede wat jy in die vorms of die klets tik nie."
          : "Ons gebruik geen ontledingsdiens (analytics) nie."
      } Die kletsassistent hou jou gesprek in jou blaaier se sessieberging (session storage) sodat dit bly wanneer jy na 'n ander bladsy gaan; dit word uitgevee wanneer jy die oortjie toemaak.`,
    ],
    shareIntro:
      "Hierdie operateurs verwerk inligting namens ons, onder skriftelike ooreenkomste wat hulle verplig om dit veilig te hou en dit net volgens ons opdragte te gebruik:",
    shareOutro:
      "Waar inligting Suid-Afrika verlaat (byvoorbeeld na 'n KI-verskaffer in die Verenigde State), gebruik ons net verskaffers wat deur die wet of 'n kontrak gebind is om dit minstens so goed te beskerm as wat POPIA vereis, soos artikel 72 bepaal. Ons deel jou inligting met niemand anders nie, tensy die wet ons daartoe verplig.",
    keep: [
      `Navrae, besprekings en versoeke uit die klets om teruggebel te word, hou ons ${years} jaar (${privacy.leadRetentionDays} dae) sodat ons 'n kwotasie of 'n werk kan opvolg; daarna word hulle outomaties anoniem gemaak. As jy 'n kliënt word, hou ons fakture en sertifikate van nakoming so lank as wat die belastingwette en die wette op elektriese veiligheid vereis.`,
      "Inligting reis oor 'n geënkripteerde verbinding na ons webwerf. Net ons personeel kan dit sien, deur 'n admin-area wat 'n wagwoord en 'n tweede aanmeldstap vra, en daar word rugsteunkopieë van die databasis gemaak.",
    ],
    rights:
      "Jy mag ons vra watter persoonlike inligting ons oor jou hou en wie dit ontvang het, ons vra om dit reg te stel of uit te vee, beswaar maak teen hoe ons dit gebruik, en 'n toestemming terugtrek wat jy gegee het (soos vir bemarking). E-pos jou versoek aan ons Inligtingsbeampte; ons bevestig wie jy is en antwoord binne 30 dae, sonder koste.",
    complaints: [
      "As jy nie met ons antwoord tevrede is nie, kan jy by die Inligtingsreguleerder van Suid-Afrika kla: webwerf [inforegulator.org.za](https://inforegulator.org.za), klagtes [POPIAComplaints@inforegulator.org.za](mailto:POPIAComplaints@inforegulator.org.za), algemene navrae [enquiries@inforegulator.org.za](mailto:enquiries@inforegulator.org.za).",
      `Vrae oor hierdie beleid is welkom op enige van ons [kontakkanale](${linkIn("af", "/contact").path}).`,
    ],
  };
}
