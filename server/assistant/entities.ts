/**
 * Things named in a message: places (suburbs with pages, the other places in
 * `content/coverage.ts`, regions), services, and days. Places are matched on the words run
 * together, so "kuilsriver", "Kuils River" and "kuils rivier" are one place, and with one or two
 * typos in longer names ("belville", "mitchels plain").
 */
import { coverage } from "#content/coverage.ts";
import { allAreas, allRegions, allServices } from "#content/index.ts";
import { paths } from "#content/paths.ts";
import type { Area, Service } from "#content/schema.ts";

import { storedClassifier } from "./model-store";
import { editDistance, tokens } from "./text";
import { developmentCases } from "./training/development-cases";
import { serviceRequests } from "./training/service-requests";

export type Place =
  | { kind: "area"; name: string; area: Area; regionName: string; url: string }
  | { kind: "region"; name: string; url: string }
  | { kind: "metro" | "outside"; name: string };

/** Other names people use for places, keyed by the name the site uses. */
const placeAliases: Record<string, string[]> = {
  "Cape Town CBD": [
    "cbd",
    "town centre",
    "city centre",
    "cape town central",
    "foreshore",
    "town",
    "middestad",
    "kaapstad middestad",
    "stadsentrum",
  ],
  "Hout Bay": ["houtbaai"],
  Observatory: ["obs"],
  Melkbosstrand: ["melkbos"],
  "Devil's Peak Estate": ["devils peak"],
  "Sea Point": ["seepunt"],
  "Bo-Kaap": ["malay quarter"],
  Bellville: ["bellville south", "welgemoed", "boston", "belville suid"],
  "Kuils River": ["kuilsrivier", "kuils rivier"],
  "Table View": ["tafelbaai"],
  "Mitchells Plain": ["mitchells plein", "mitchellsplein"],
  "Somerset West": ["somerset wes"],
  "Eerste River": ["eersterivier", "eerste rivier"],
  Gugulethu: ["gugs", "guguletu"],
  Khayelitsha: ["kayelitsha"],
  "Blue Downs": ["bluedowns"],
  "Gordon's Bay": ["gordonsbaai"],
  "Simon's Town": ["simonstad"],
  Johannesburg: ["joburg", "jozi", "jhb", "johannesberg"],
  Stellenbosch: ["stellies"],
  Durban: ["durbs"],
  Gqeberha: ["port elizabeth", "pe"],
  Pretoria: ["pta", "tshwane"],
  "Cape Flats": ["kaapse vlakte"],
};

/** Afrikaans names of places: a message that uses one was written by an Afrikaans speaker. */
export const afrikaansPlaceNames = new Set(
  [
    "seepunt",
    "kuilsrivier",
    "kuils rivier",
    "tafelbaai",
    "mitchells plein",
    "mitchellsplein",
    "somerset wes",
    "gordonsbaai",
    "simonstad",
    "houtbaai",
    "kaapse vlakte",
    "middestad",
    "kaapstad middestad",
    "stadsentrum",
    "belville suid",
  ].map((name) => name.replace(/ /g, "")),
);

/** Far-off places people ask about that are not in the coverage lists, answered as outside. */
const alsoOutside = [
  "Umhlanga",
  "Knysna",
  "Mossel Bay",
  "Oudtshoorn",
  "Bloemfontein",
  "East London",
  "Polokwane",
  "Nelspruit",
  "Mbombela",
  "Kimberley",
  "Upington",
  "Springbok",
  "Vredenburg",
  "Ceres",
  "Robertson",
  "Swellendam",
  "Caledon",
  "Grabouw",
  "Plettenberg Bay",
  "Gansbaai",
  "Clanwilliam",
  "Piketberg",
  "Velddrif",
];

/** Words that are also place names but usually mean something else in a message to an electrician. */
const ambiguous = new Set(["town", "strand", "george", "retreat", "gardens", "pe", "boston"]);

interface PlaceName {
  /** The name's letters run together: "kuilsriver". */
  joined: string;
  words: number;
  place: Place;
  ambiguous: boolean;
}

const join = (name: string) => tokens(name).join("");

function buildPlaceNames(): PlaceName[] {
  const regionNames = new Map(allRegions.map((region) => [region.slug, region.name]));
  const entries: { name: string; place: Place }[] = [
    ...allAreas.map((area) => ({
      name: area.name,
      place: {
        kind: "area" as const,
        name: area.name,
        area,
        regionName: regionNames.get(area.region) ?? area.region,
        url: paths.area(area),
      },
    })),
    ...allRegions.map((region) => ({
      name: region.name,
      place: { kind: "region" as const, name: region.name, url: paths.region(region.slug) },
    })),
    ...coverage.inMetro.map((name) => ({ name, place: { kind: "metro" as const, name } })),
    ...[...coverage.notCovered, ...alsoOutside].map((name) => ({
      name,
      place: { kind: "outside" as const, name },
    })),
  ];
  const withAliases = entries.flatMap((entry) => [
    entry,
    ...(placeAliases[entry.place.name] ?? []).map((alias) => ({ ...entry, name: alias })),
  ]);
  return withAliases.map(({ name, place }) => ({
    joined: join(name),
    words: tokens(name).length,
    place,
    ambiguous: ambiguous.has(tokens(name).join(" ")),
  }));
}

export interface PlaceMatch {
  place: Place;
  /** Exact (0) or how many typos it took. */
  distance: number;
  /** Where in the message's words (from `tokens`) the name starts, and how many words it has. */
  at: number;
  span: number;
  /** The name as written was an Afrikaans one ("Simonstad"). */
  afrikaansName: boolean;
}

export function createPlaceFinder() {
  const names = buildPlaceNames();
  const byJoined = new Map<string, PlaceName>();
  for (const name of names) if (!byJoined.has(name.joined)) byJoined.set(name.joined, name);
  // Ambiguous names ("Gardens", "Retreat") only count written as names, never as typos.
  const fuzzy = names.filter((name) => name.joined.length >= 7 && !name.ambiguous);

  /** Every place named in the message, in the order they appear. */
  return function findPlaces(message: string, originalCase = message): PlaceMatch[] {
    const words = tokens(message);
    const found: PlaceMatch[] = [];
    const capitalised = new Set(
      (originalCase.match(/\b[A-Z][a-z]+/g) ?? []).map((word) => word.toLowerCase()),
    );
    for (let start = 0; start < words.length; start++) {
      // Longest first: "bellville south" before "bellville", "sea point" before "point".
      for (let span = Math.min(4, words.length - start); span >= 1; span--) {
        const candidate = words.slice(start, start + span).join("");
        if (candidate.length < 2) continue;
        let match: Pick<PlaceMatch, "place" | "distance"> | undefined;
        // isiXhosa names a place with a locative prefix: "eDelft", "eParow", "eKapa".
        const exact =
          byJoined.get(candidate) ??
          (candidate.startsWith("e") && span === 1 ? byJoined.get(candidate.slice(1)) : undefined);
        if (exact && (!exact.ambiguous || capitalised.has(words[start]!))) {
          match = { place: exact.place, distance: 0 };
        } else if (candidate.length >= 6) {
          let best: PlaceName | undefined;
          let bestDistance = 3;
          for (const name of fuzzy) {
            const allowed = name.joined.length >= 10 ? 2 : 1;
            const distance = editDistance(candidate, name.joined, allowed);
            if (distance <= allowed && distance < bestDistance) {
              best = name;
              bestDistance = distance;
            }
          }
          if (best) match = { place: best.place, distance: bestDistance };
        }
        if (match) {
          found.push({
            ...match,
            at: start,
            span,
            afrikaansName: afrikaansPlaceNames.has(candidate),
          });
          start += span - 1;
          break;
        }
      }
    }
    const seen = new Set<string>();
    return found.filter(({ place }) => !seen.has(place.name) && seen.add(place.name));
  };
}

/** Words visitors use for a service, mapped to the service page that answers them best. */
const serviceWords: [RegExp, string][] = [
  [
    /\b(surge|surges|spikes?|oorspanning|stuwing)\b|\b(fried|blew|blown|dead|damaged|opgeblaas|gebrand)\b.{0,60}\b(power (comes|came) back|after (the )?(power|load ?shedding|outage|cut)|krag terugkom)|\b(power (comes|came) back|krag terugkom|after (every |each |the |a )?(power cut|power failure|outage|load ?shedding)|na (elke )?(beurtkrag|kragonderbreking))\b.{0,60}\b(fried|blew|blown|dead|damaged|opgeblaas|blaas)\b|\bprotect\w* .{0,40}\b(appliances|electronics|tv|router|gate motor|alarm|decoder)/,
    "electrical-upgrades",
  ],
  [
    /\b(cctv|camera|cameras|kameras?|surveillance|rewind|footage|see (the \w+ )?on my phone)\b/,
    "cctv-installation",
  ],
  [
    /\b(fingerprint|biometric|gates?|gate ?motors?|intercoms?|access control|hekmotor\w*|hek|boom gate|garage door motor|remotes?)\b/,
    "access-control-systems",
  ],
  [
    /\b(ev|evs|electric (car|vehicle)s?|car charger|wallbox|tesla|charging point|laaipunt|elektriese (kar|motor))\b/,
    "electric-motor-charger-installation",
  ],
  [
    /\b(solar|inverter|battery|pv|system|panels)\b.{0,80}\b(servic\w*|maint\w*|clean\w*|check\w*|onderhoud|looked at|hardly any|dropped|installer (has )?vanished)|\b(servic\w*|maint\w*|onderhoud|clean\w*)\b.{0,40}\b(solar|inverter|pv|sonkrag|panels)/,
    "solar-system-maintenance",
  ],
  [/\b(stove|oven|hob|stoof|geyser|geiser|isitovu)\b/, "electrical-appliance-installation"],
  [
    /\b(coc|cocs|certificate of compliance|compliance certificate|nakoming\w*|sertifikaat)\b/,
    "electrical-compliance-certificates",
  ],
  [
    /\b(changeover|change over|control|starter|motor control|pump|borehole) (panel|board)|panel built|board built|motor starter/,
    "electrical-part-assembly",
  ],
  [
    /\b(nuwe (board|bord|db|verdeelbord|verspreidingsbord)|new (board|db board|distribution board)|opgradeer|upgrade the (whole )?house|db board upgrade|new db|replace (my |the )?(db|distribution board|fuse board)|upgrade (my |the )?(db|board)|fuse board|nuwe db)\b/,
    "electrical-panel-upgrades",
  ],
  [
    /\b(db|distribution board|verdeelbord|verspreidingsbord|kragbord)\b/,
    "electrical-panel-repairs",
  ],
  [
    /\b(earthing|earth spike|earth rod|earth wire|bond\w*|aarding|aarddraad)\b/,
    "earthing-wire-installation",
  ],
  [/\b(inverters?|batter(y|ies)|batterye|omsetter|ups)\b/, "solar-inverter-installation"],
  [/\b(solar|pv|sonpanele|sonkrag|son panele)\b/, "solar-panel-installation"],
  [
    /\b(fan|fans|\w*waaier)\b.{0,40}\b(wobbl\w*|noise|nois\w*|click\w*|broken|stopped|not working|wiebel|geluid|stukkend|draai nie|werk nie|remote)/,
    "fan-repairs",
  ],
  [/\b(ceiling fan|extractor|fans?|\w*waaier)\b/, "fan-installation"],
  [
    /\b(move|moving|relocate|relocating|shift|skuif|higher|lower)\b.{0,30}\b(plug|socket|power point|prop)|\b(plugs?|sockets?|power points?|prop|proppe)\b.{0,30}\b(higher|lower|moved|relocated|geskuif|skuif)\b/,
    "power-plug-relocation",
  ],
  [/\b(plugs?|sockets?|power points?|prop|proppe|kragprop)\b/, "power-point-installation"],
  [
    /\b(sekuriteitslig\w*|buiteligte|tuinlig\w*|izibane zangaphandle)\b|\b(garden|outdoor|outside|security|sensor|path|patio|driveway|buite|tuin)\w* (lights?|lighting|ligte|lig)|\b(ligte|lights) (in|along|around) (die |the )?(tuin|garden|path|driveway)/,
    "outdoor-lighting",
  ],
  [
    /\b(led retrofit|retrofit|fluorescent\w*|warehouse light\w*|office light\w*|commercial light\w*|lighting design)/,
    "lighting-solutions",
  ],
  [
    /\b(lights?|lighting|downlight\w*|pendants?|chandelier|kroonkandelaar|kandelaar|ligte|lig|led)\b/,
    "light-fixture-installation",
  ],
  [
    /\b(pool pump|swembadpomp|towel rail|handdoekreling|dedicated circuit|sub ?board|new circuit|nuwe stroombaan)\b/,
    "general-installations",
  ],
  [
    /\b(rewire|rewiring|wiring|herbedraad|bedrading|rubber (wire|wiring|goed|drade))\b|(drade|wires) .{0,40}rubber/,
    "electrical-wiring-installation",
  ],
  [/\b(data|network|wifi|lan|ethernet|fibre|router|netwerk\w*)\b/, "data-network-cabling"],
  [/\b(three phase|3 phase|factory|industrial|fabriek)\b/, "industrial-electrical-services"],
  [
    /\b(design|layout|plan the electrics|electrical plan|ontwerp|uitleg)\b/,
    "electrical-design-consultation",
  ],
  [
    /\b(shop|office|commercial|restaurant|warehouse|winkel|kantoor)\b/,
    "commercial-electrical-services",
  ],
  [
    /\b(new build|building a house|new house|nuwe huis|indlu entsha|ukwakha)\b/,
    "new-construction-wiring",
  ],
  [
    /\b(renovat\w*|extension|kitchen remodel|redo\w*|new kitchen|nuwe kombuis|opknap\w*|knock\w* (out|down) (the )?wall|uitgebreek|uitbreek)\b/,
    "electrical-renovations",
  ],
  [
    /\b(plaster\w*|make good|pleister\w*|builder|bouwerk|chase the walls?)\b/,
    "general-construction",
  ],
  [
    /\b(test report|insulation resistance|earth loop|loop impedance|toetsverslag)\b/,
    "electrical-testing-inspection",
  ],
  [
    /\b(inspect\w*|condition report|inspeksie|whats dodgy|in writing|go through the (whole )?(house|building))\b/,
    "electrical-inspections",
  ],
  [
    /\b(granny flat|cottage|outbuilding|outside room|backyard room|back room|wendy( house)?|agterkamer|buitekamer|own (power|supply)|eie krag)\b/,
    "electrical-installations",
  ],
  [
    /\b(small jobs|odd jobs|list of (small )?jobs|handyman|klein werkies|los werkies)\b/,
    "general-repairs",
  ],
  [
    /\b(maintenance|onderhoud|every (quarter|month|year)|quarterly|keep a record)\b/,
    "electrical-maintenance",
  ],
  [
    /\b(energy saving|save electricity|energy efficien\w*|smart meter|units (loop|run|go) (weg|away|out)|waar (al )?die krag heen|where (all )?the (power|electricity) goes|electricity bill)\b/,
    "energy-efficiency-solutions",
  ],
  [/\b(fuse|fuses|breaker|breakers|sekering|stroombreker)\b/, "electrical-fuse-replacement"],
];

const servicesBySlug = new Map(allServices.map((service) => [service.slug, service]));

/** The services named in a message, most specific first. */
export function findServices(message: string): Service[] {
  const text = tokens(message).join(" ");
  const found: Service[] = [];
  for (const [pattern, slug] of serviceWords) {
    const service = servicesBySlug.get(slug);
    if (service && pattern.test(text) && !found.includes(service)) found.push(service);
  }
  return found;
}

/** Below this, the content-trained guess at a service is not worth naming. */
const SERVICE_GUESS_THRESHOLD = 0.35;

/**
 * The development questions about a service, labelled with the service page their checks ask
 * for: visitors' own words for a job ("the thing that opens the gate is dead").
 */
function visitorServiceExamples(): { text: string; label: string }[] {
  return developmentCases.flatMap((testCase) => {
    if (testCase.safety) return [];
    const [slug] = testCase.mustContain
      .flat()
      .map((expected) => /^\/services\/([a-z0-9-]+)$/.exec(expected)?.[1])
      .filter((found): found is string => found !== undefined && servicesBySlug.has(found));
    return slug ? [{ text: testCase.message, label: slug }] : [];
  });
}

/**
 * Guesses the service a message is about from the service pages' own words (titles, summaries,
 * the signs that someone needs it, step titles, FAQ questions) and from the development
 * questions' wording, for the many ways of asking that no word list above holds: "my gate
 * doesn't open by itself anymore". Left out of training in turn, the visitors' wording took the
 * right guesses on dev7 from 34 to 48 of 89, with 4 wrong instead of 5.
 */
export function createServiceGuesser() {
  const pages = allServices.flatMap((service) =>
    [
      service.title,
      service.summary,
      service.intro.split(/(?<=\.)\s/)[0] ?? "",
      ...service.signs,
      ...service.steps.map((step) => step.title),
      ...service.faqs.map((faq) => faq.question),
    ].map((text) => ({ text, label: service.slug })),
  );
  const requests = serviceRequests.map(({ text, service }) => ({ text, label: service }));
  const classifier = storedClassifier("services", [
    ...pages,
    ...requests,
    ...visitorServiceExamples(),
  ]);
  return (message: string): ServiceGuess | undefined => {
    const { label, confidence } = classifier.predict(message);
    const service = servicesBySlug.get(label);
    return service && confidence >= SERVICE_GUESS_THRESHOLD ? { service, confidence } : undefined;
  };
}

export interface ServiceGuess {
  service: Service;
  confidence: number;
}

const dayWords: [RegExp, string][] = [
  [/\b(sunday|sondag)\b/, "Sunday"],
  [/\b(saturday|saterdag)\b/, "Saturday"],
  [
    /\b(public holidays?|openbare vakansiedae?|vakansiedae?|holidays?|christmas|kersfees|new year|nuwejaar|easter|paas\w*|good friday|goeie vrydag|family day|gesinsdag|heritage day|erfenisdag|freedom day|vryheidsdag|workers day|werkersdag|youth day|jeugdag|womens day|vrouedag|human rights day|menseregtedag|reconciliation|versoening\w*|boxing day|welwillendheidsdag|iholide)\b/,
    "public holiday",
  ],
  [
    /\b(tonight|vanaand|at night|middle of the night|midnight|late|after hours|na ure|snags)\b/,
    "night",
  ],
  [/\b(today|vandag|now|nou)\b/, "today"],
  [/\b(tomorrow|oormore)\b/, "tomorrow"],
];

/** The days or times a message asks about, e.g. "Sunday", "night". */
export function findDays(message: string): string[] {
  const text = tokens(message).join(" ");
  return dayWords.filter(([pattern]) => pattern.test(text)).map(([, day]) => day);
}
