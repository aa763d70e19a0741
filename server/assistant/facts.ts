/**
 * Finds the small facts (content/assistant/facts.ts) a message asks for, in the order it asks
 * them: a question answered by a fact gets that fact, not its topic's paragraph.
 */
import { facts, type Fact } from "#content/assistant/facts.ts";

/** At most this many facts in one reply: a message rarely asks more, and replies stay short. */
const MAX_FACTS = 3;

/**
 * The facts asked for in a message's parts (each the visitor's words, lower case and folded), in
 * the order asked; a part that finds none is read again with the whole message, which may name
 * what the part leaves out ("...and how long does it take?").
 */
export function findFactsInParts(parts: string[], whole: string): Fact[] {
  const found: Fact[] = [];
  for (const part of parts.length > 0 ? parts : [whole]) {
    for (const fact of findFacts(part, whole)) if (!found.includes(fact)) found.push(fact);
  }
  // "Who services solar? The installer has closed down": a question told across its sentences.
  if (found.length === 0) found.push(...findFacts(whole));
  return found.slice(0, MAX_FACTS);
}

/**
 * The facts asked for in `words` (the visitor's words, lower case and folded), first asked first.
 * A fact's first pattern names its subject (a CoC, a booking), which may be named elsewhere in the
 * message (`context`): "How long is a CoC valid, and how long does the inspection take?"
 */
export function findFacts(words: string, context = words): Fact[] {
  return facts
    .filter(
      (fact) =>
        fact.asks.every(
          (pattern, index) =>
            pattern.test(words) || (index === 0 && fact.asks.length > 1 && pattern.test(context)),
        ) && !(fact.unless ?? []).some((pattern) => pattern.test(words)),
    )
    .map((fact) => ({ fact, at: Math.max(...fact.asks.map((pattern) => words.search(pattern))) }))
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_FACTS)
    .map(({ fact }) => fact);
}
