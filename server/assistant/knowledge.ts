/**
 * The site's own content, indexed for full-text search: the extracts an OpenAI-compatible model
 * is grounded with, so it answers from what the site says. Built from the same registry the
 * pages are rendered from.
 */
import MiniSearch from "minisearch";

import { allAreas, allFaqCategories, allPosts, allServices } from "#content/index.ts";
import { paths } from "#content/paths.ts";

export interface KnowledgeDoc {
  id: string;
  kind: "service" | "faq" | "post" | "area";
  title: string;
  /** A self-contained answer: the first sentence or two a visitor should read. */
  answer: string;
  /** Everything else that is searchable. */
  text: string;
  url?: string;
}

export interface SearchHit {
  doc: KnowledgeDoc;
  score: number;
  /** Whether a word of the question is in the title: a hit on body text alone is often chance. */
  inTitle: boolean;
}

export interface Knowledge {
  search(query: string, kinds?: KnowledgeDoc["kind"][]): SearchHit[];
}

function firstSentences(text: string, count = 2): string {
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  return sentences.slice(0, count).join("").trim();
}

/**
 * Words that say nothing about what a visitor wants (and words every page shares, such as
 * "electrical"), left out of the index so that matches rest on the words that matter.
 */
const stopWords = new Set(
  (
    "a an and are as at be by can could do does for from get got have how i if in is it its me my " +
    "need needs of on or our please should so some that the their them there this to us want was we " +
    "what when where which who why will with would you your yours just also about any help hi hello " +
    "electrical electric electrician electricians service services cape town work job jobs home house " +
    "like know tell much many"
  ).split(" "),
);

/** Words visitors use for things the content names differently. */
const synonyms: Record<string, string[]> = {
  plug: ["power", "point", "socket"],
  plugs: ["power", "point", "socket"],
  socket: ["power", "point", "plug"],
  sockets: ["power", "point", "plug"],
  db: ["distribution", "board"],
  rewire: ["rewiring", "wiring"],
  camera: ["cctv"],
  cameras: ["cctv"],
  gate: ["access", "intercom", "motor"],
  ev: ["vehicle", "charger"],
  car: ["vehicle", "charger"],
  stove: ["appliance", "oven", "hob"],
  geyser: ["geyser", "appliance"],
  network: ["data", "cabling"],
  wifi: ["network", "data", "cabling"],
  lights: ["light", "lighting"],
  fuse: ["fuse", "breaker"],
  tripping: ["trip", "fault", "repair"],
  earth: ["earthing", "bonding"],
  more: ["installation", "new"],
  extra: ["installation", "new"],
  add: ["installation", "new"],
  clean: ["maintenance"],
};

/** Lower case, plural "s" dropped, stop words removed. */
export function searchTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (stopWords.has(word) || word.length < 2) return null;
  return word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

function expandQuery(query: string): string {
  const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...words, ...words.flatMap((word) => synonyms[word] ?? [])].join(" ");
}

export function buildKnowledge(): Knowledge {
  const docs = new Map<string, KnowledgeDoc>();
  const add = (doc: KnowledgeDoc) => docs.set(doc.id, doc);

  for (const service of allServices) {
    add({
      id: `service:${service.slug}`,
      kind: "service",
      title: service.title,
      answer: service.summary,
      text: [
        service.slug.replace(/-/g, " "),
        service.intro,
        ...service.signs,
        ...service.faqs.map((faq) => faq.question),
      ].join(" "),
      url: paths.service(service.slug),
    });
  }
  for (const category of allFaqCategories) {
    for (const [index, item] of category.items.entries()) {
      add({
        id: `faq:${category.slug}:${index}`,
        kind: "faq",
        title: item.question,
        answer: item.answer,
        text: category.title,
      });
    }
  }
  for (const service of allServices) {
    for (const [index, item] of service.faqs.entries()) {
      add({
        id: `faq:${service.slug}:${index}`,
        kind: "faq",
        title: item.question,
        answer: item.answer,
        text: service.title,
        url: paths.service(service.slug),
      });
    }
  }
  for (const post of allPosts) {
    add({
      id: `post:${post.slug}`,
      kind: "post",
      title: post.title,
      answer: post.description,
      text: [post.tags.join(" "), firstSentences(post.body, 3)].join(" "),
      url: paths.post(post.slug),
    });
  }
  for (const area of allAreas) {
    add({
      id: `area:${area.slug}`,
      kind: "area",
      title: area.name,
      answer: area.summary,
      text: firstSentences(area.intro),
      url: paths.area(area),
    });
  }

  const index = new MiniSearch<KnowledgeDoc>({
    fields: ["title", "text", "answer"],
    storeFields: ["id"],
    processTerm: searchTerm,
    searchOptions: {
      boost: { title: 4, answer: 1.5 },
      // Typos in longer words only: a fuzzy "tap" would match "cap", "top" and "tip".
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      prefix: (term) => term.length > 4,
      processTerm: searchTerm,
    },
  });
  index.addAll([...docs.values()]);

  return {
    search(query, kinds) {
      return index
        .search(
          expandQuery(query),
          kinds ? { filter: (result) => kinds.includes(docs.get(result.id)!.kind) } : {},
        )
        .map((result) => ({
          doc: docs.get(result.id)!,
          score: result.score,
          inTitle: Object.values(result.match).some((fields) => fields.includes("title")),
        }));
    },
  };
}
