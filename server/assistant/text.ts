/**
 * Text as the assistant's parts compare it: lower case, accents and apostrophes gone, SMS
 * spellings spelt out, punctuation turned into spaces.
 */

/** Chat shorthand that hides a word the classifier and the rules know. */
export const shorthand: Record<string, string> = {
  pls: "please",
  plz: "please",
  plse: "please",
  u: "you",
  ur: "your",
  r: "are",
  y: "why",
  hw: "how",
  wht: "what",
  wen: "when",
  thx: "thanks",
  thnx: "thanks",
  tnx: "thanks",
  ty: "thanks",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tomoro: "tomorrow",
  "2moro": "tomorrow",
  "2day": "today",
  b4: "before",
  nt: "not",
  dnt: "dont",
  cnt: "cant",
  cn: "can",
  ppl: "people",
  asap: "urgent",
  elec: "electricity",
  asb: "asseblief",
  dnk: "dankie",
};

/** Lower case without accents ("môre" and "more" are one word to a visitor typing on a phone). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "");
}

/** The words of a message, folded, with shorthand spelt out. */
export function tokens(text: string): string[] {
  return (fold(text).match(/[a-z0-9]+/g) ?? []).map((word) => shorthand[word] ?? word);
}

/** The message as one normalised string of words separated by single spaces. */
export function normalise(text: string): string {
  return tokens(text).join(" ");
}

/** Edit distance with transpositions, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}
