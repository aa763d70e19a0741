/**
 * Which language a visitor wrote in: English, Afrikaans or isiXhosa. Most messages are short, so
 * this counts words that belong to one language only (function words and the everyday words of a
 * chat with an electrician) rather than trusting letter statistics, and English wins ties.
 */
export const languages = ["en", "af", "xh"] as const;
export type Language = (typeof languages)[number];

/** Words that are common in Afrikaans chat and are not English words. */
const afrikaans = new Set(
  (
    "die ek jy julle ons nie het kan sal moet wil wat hoe waar wanneer hoekom hoeveel " +
    "asseblief dankie baie goeie môre middag aand hallo goeiemore goeienag totsiens " +
    "asb dnk dankie nee nog ook maar omdat vir met van na op uit om te en " +
    "my 'n se sê my kragtoevoer krag kragonderbreking beurtkrag elektrisiën elektrisien " +
    "elektries elektriese kragprop prop proppe muurprop skakelaar hoofskakelaar ligte lig " +
    "geiser warmwatertoestel huis werk kom stuur bel skakel terugbel afspraak kwotasie prys " +
    "kos duur goedkoop vandag môre oormôre naweek saterdag sondag maandag dinsdag woensdag " +
    "donderdag vrydag oop gesluit werkure brand rook vonke skok geskok elektrokusie " +
    "draad drade lewendige nat water lek dak plafon bord verdeelbord verspreidingsbord kragbord aardlek " +
    "aardlekskakelaar klap klappe uitklap sekering sekerings voorafbetaal kragmeter " +
    "kragkaart eenhede sertifikaat nakomingsertifikaat verkoop huurder verhuurder " +
    "eienaar woonstel besigheid winkel kantoor jare lank betaal betaling kontant kaart " +
    "waarborg geregistreer gekwalifiseer wie jou julle se hulle hier daar gebied gebiede " +
    "woon dorp voorstad hulp gou dringend noodgeval nood seergemaak beseer bewusteloos " +
    "lê grond lê val gevalle kan julle doen gaan kyk regmaak herstel installeer installasie " +
    "sonpanele sonkrag omsetter kragopwekker opwekker ontkoppel veilig gevaarlik " +
    "nou dadelik asseblief moontlik dalk seker waarom nooit altyd weer eers net"
  ).split(" "),
);

/** Words of isiXhosa chat: greetings, help, electricity, calling. */
const isixhosa = new Set(
  (
    "molo molweni enkosi ndiyabulela nceda ndicela ndifuna ndinga ufuna ungandinceda " +
    "umbane ugesi ucingo iingcingo umlilo umsi intlantsi ndothukile wothukile yothuswa " +
    "umntu ulimele wenzakele uwile akaphefumli ngxamisekile ngxamiseko uncedo ncedani " +
    "ndifowunele ndifonele ndibize fowuna fowunela cela ndibuyisele umnxeba inombolo " +
    "kwam endlwini indlu ikhaya apha phi njani nini kangakanani ewe hayi kakuhle " +
    "unjani ninjani sawubona ngubani ungubani iyasebenza ayisebenzi kukho akukho " +
    "ndincede sincede ngoku khawuleza kwakhona"
  ).split(" "),
);

import { trainingUtterances } from "./training/utterances";

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFC")
    .match(/[a-zêëéèôöûüîï']+/g) ?? [];

/** Words that are the same in Afrikaans and English and say nothing about the language. */
const shared = new Set(["is", "en", "my", "op", "in", "was", "water", "hier", "so", "net"]);

/** Letter trigrams of each word with its edges, and the word itself. */
function grams(text: string): string[] {
  const found: string[] = [];
  for (const word of words(text)) {
    found.push(`w:${word}`);
    const padded = `<${word}>`;
    for (let start = 0; start + 3 <= padded.length; start++)
      found.push(padded.slice(start, start + 3));
  }
  return found;
}

/**
 * A naive Bayes model of each language's words and letter trigrams, from the classifier's
 * training phrasings: it knows "heeltyd" and "ubanjwe" without a list naming them.
 */
function trainLanguageModel() {
  const counts = new Map<Language, Map<string, number>>();
  const totals = new Map<Language, number>();
  const vocabulary = new Set<string>();
  for (const language of languages) {
    const table = new Map<string, number>();
    const phrasings = Object.values(trainingUtterances[language]).flat();
    for (const gram of phrasings.flatMap(grams)) {
      table.set(gram, (table.get(gram) ?? 0) + 1);
      vocabulary.add(gram);
    }
    counts.set(language, table);
    totals.set(
      language,
      [...table.values()].reduce((sum, count) => sum + count, 0),
    );
  }
  return (text: string) => {
    const scores = new Map<Language, number>();
    for (const language of languages) {
      const table = counts.get(language)!;
      const denominator = totals.get(language)! + vocabulary.size;
      let score = 0;
      for (const gram of grams(text)) {
        if (!vocabulary.has(gram)) continue;
        score += Math.log(((table.get(gram) ?? 0) + 1) / denominator);
      }
      scores.set(language, score);
    }
    return scores;
  };
}

let languageModel: ReturnType<typeof trainLanguageModel> | undefined;

/** How much more likely (in nats) another language must be than English to be chosen. */
const ENGLISH_MARGIN = 3;

export function detectLanguage(text: string): Language {
  let af = 0;
  let xh = 0;
  for (const word of words(text)) {
    if (isixhosa.has(word)) xh += 1;
    if (afrikaans.has(word) && !shared.has(word)) af += 1;
  }
  // A word only one language has is the strongest evidence a short message gives.
  if (xh >= 2 && xh > af) return "xh";
  if (af >= 2 && af > xh) return "af";
  // "Hallo", "Dankie!": one word of a short message is enough.
  if (af === 1 && xh === 0 && words(text).length <= 3) return "af";
  languageModel ??= trainLanguageModel();
  const scores = languageModel(text);
  const english = scores.get("en")! + ENGLISH_MARGIN - af - xh;
  const [best, score] = [...scores].sort((a, b) => b[1] - a[1])[0]!;
  return best !== "en" && score > english ? best : "en";
}
