/**
 * Recognises danger before anything else reads a message: sparks, smoke, fire, water on
 * electrics, shocks, injuries, fallen or bare wires, and requests to defeat a protection. Rules,
 * not the classifier: they must not miss, whatever the training data holds. A danger word that is
 * negated ("no sparks", "it's not an emergency", "geen rook nie") does not count; any other danger
 * word in the same message still does.
 */
import type { Danger, UnsafeRequest } from "#content/assistant/safety.ts";

import { normalise, tokens } from "./text";

export interface SafetyFinding {
  /** The most serious danger described, if any. */
  danger?: Danger;
  /** A request to defeat a protection or work live, if any. */
  unsafeRequest?: UnsafeRequest;
  /** The visitor named a danger only to say it is not there ("no sparks", "not an emergency"). */
  deniesDanger?: boolean;
  /** Someone had a shock beside the danger answered (a fence, a pole, a flood). */
  shockToo?: boolean;
  /** The network danger stands in flood water. */
  floodToo?: boolean;
  /** The network danger is burning (a transformer, a mini-substation): the fire service first. */
  fireToo?: boolean;
  /** Someone is stealing or cutting the network's cable: the police, not the visitor. */
  theftToo?: boolean;
  /** The person hurt is held by, or lies beside, the network's line: nobody may go near. */
  networkInjury?: boolean;
}

const negators = new Set([
  "no",
  "niks",
  "not",
  "nothing",
  "nothings",
  "nothin",
  "never",
  "without",
  "isnt",
  "arent",
  "wasnt",
  "geen",
  "nie",
  "nooit",
  "sonder",
  "hayi",
  "ayingo",
  "ayisiyo",
  "asiyo",
  "akukho",
  "akho",
]);
/** Words that may stand between a negator and what it negates: "no smoke or sparks". */
const skippable = new Set(
  "a an any the or nor and of in okanye ne brand ruik sign signs real n kind some smell sort actual daar is it its het has have had was were".split(
    " ",
  ),
);

/** Danger words, by token (folded, shorthand spelt out), and the danger each one names. */
const dangerWords: [RegExp, Danger][] = [
  [
    /^(unconscious|unresponsive|collapsed|breathing|fainted|injured|bewusteloos|beseer|seergekry|seergemaak|akaphefumli|akaphenduli|akavuki|uquleke|uqulekile|ulimele|wenzakele|uwile|ubambekile|bambekile|ibambekile|utshile|itshile|ambulance|ambulans)$/,
    "injury",
  ],
  [/^(electrocuted|electrocution|elektrokusie|elektrokuteer)$/, "injury"],
  [/^(fire|flames?|flaming|ablaze|vlamme?|umlilo|mlilo|brandweer)$/, "fire"],
  [
    /^(sparks?|sparking|sparked|sparky|arcing|vonke?|vonk|vonkel|vonkels|intlantsi|iintlantsi|lokutsha|bulging|swollen|hissing|opgeswel|smoke|smoking|smoked|smokey|smoky|rook|umsi|msi|burning|burnt|burned|melt|melted|melting|molten|gesmelt|smelt|\w*nyibilik\w*|brandreuk|brandend|brandende|gebrand|verbrand|scorch|scorched|charred|brandmerke|swartgebrand)$/,
    "burning",
  ],
  [
    /^(shock|shocks|shocked|shocking|zapped|zap|tingle|tingles|tingling|skok|geskok|skokke|tintel|tintelend|tickle|tickles|tickling|kielie|prikkel|prikkels|skokkie|skokkies|\w*shokisha\w*|ndothukile|wothukile|yothuswa|ndothuswe|othuswe|wothuswe|uthuswe|ndibanjwe|ubanjwe|ndibethwe|ubethwe|ebethwe|bethwe|ubethiwe|ndibethiwe)$/,
    "shock",
  ],
  [/^(emergency|emergencies|noodgeval|nood|ngxamiseko|ngxamisekile)$/, "emergency"],
];

/** Words that make "shock" or "burning" about something other than electricity. */
const notElectricalAfter =
  /^(drill|drills|brigade|station|escape|safety|inspection|inspections|inspector|officer|department|marshal|regulations|code|exit|exits|price|prices|quote|quotes|bill|bills|cost|costs|invoice|absorbers?|news|question|desire|out|detector|detectors|alarm|alarms|hazard|hazards|risk|place|rated|door|doors|extinguishers?|proof|wall|pit|service)$/;
/** "emergency lights", "emergency call-out fee": a product or a question, not an emergency. */
const notAnEmergencyAfter =
  /^(lights?|lighting|exit|number|numbers|line|contact|service|services|call|callout|callouts|rate|rates|fee|fees|kit|plan|ligte|nommer|diens)$/;
/** "shocking" is usually about service ("your service is shocking"), unless it shocks someone. */
const shockingWhom = /^(me|us|him|her|them|people|everyone|when|if|my)$/;

/** Things that should not be hot: inverters, batteries and motors run warm in normal use. */
const hotElectrics =
  /^(db|board|dbboard|distribution|plugs?|sockets?|points?|switch|switches|breakers?|meter|wires?|wiring|cables?|isolator|outlet|kragbord|verdeelbord|verspreidingsbord|prop|proppe|muurprop|skakelaar|bedrading|drade|meterkas|iplagi|ibhodi)$/;

/** Things that are dangerous when wet or hot. */
const electrics =
  /^(\w*lig|\w*ligte|\w*lights?|pump|pomp|motor|hekmotor|inverter|battery|db|board|dbboard|distribution|plugs?|sockets?|points?|lights?|fittings?|fitting|switch|switches|breakers?|meter|wires?|wiring|cables?|electrics|geyser|isolator|outlet|kragbord|verdeelbord|verspreidingsbord|prop|proppe|muurprop|ligte|lig|skakelaar|bedrading|drade|meterkas|kragmeter|iplagi|ibhodi|isibane|ngakwisibane|sombane|umbane)$/;
// Rain is left out: "trips when it rains" is a fault to find, not water on a live board.
const wetWords =
  /^(water|wet|leak|leaking|leaks|leaked|flood|flooded|flooding|dripping|drips|pouring|soaked|nat|lek|lekkasie|oorstroom|drup|amanzi|manzi|ngamanzi|emanzini|ezimanzi)$/;
const hotWords = /^(hot|boiling|warm|baie warm|kokend|shushu|lushushu|kushushu|ishushu)$/;
const wireWords =
  /^(wires?|cables?|cable|cords?|leads?|drade|draad|kabels?|koord|iingcingo|ucingo|ingcingo|lines?|pole|paal|copper|koper)$/;
const loose =
  /^(exposed|bare|hanging|fallen|fell|down|dangling|snapped|broken|kaal|hang|geval|afgeval|ziwile|zixhonyiwe|ground|grond|street|straat|luwile|esitratweni|sagging|sags|sagged|loose|lying|lies|across|touching|driveway|oprit|showing|chewed|gekou|stripped|frayed|oop|open|blink|shining|wys|afgeskuur)$/;
/** A board that glows or buzzes is arcing inside. */
const boards =
  /^(db|board|dbboard|db-bord|dbbord|distribution|verdeelbord|verspreidingsbord|kragbord|meterkas|ibhodi)$/;
const arcing =
  /^(glow|glows|glowing|gloed|gloei|gloeiend|buzz|buzzing|buzzes|hum|humming|hums|brom|brommend|gons|gonsend|gegons|zzz|zoem|zoemend|gezoem|crackl\w*|knetter\w*|geknetter|sizzl\w*|flash|flashes|flashed|popping|pops|popped|bang|banged|flits|knal)$/;

/** Crackling or sizzling at a plug, switch or fitting is arcing behind it. */
const crackles =
  /^(crackl\w*|knetter\w*|sizzl\w*|geknetter|flash|flashes|flashed|popping|pops|popped|bang|banged|flits|knal)$/;

function negated(words: string[], index: number): boolean {
  for (let back = index - 1, seen = 0; back >= 0 && seen < 4; back--, seen++) {
    const word = words[back]!;
    if (negators.has(word)) return true;
    if (!skippable.has(word) && !dangerWords.some(([pattern]) => pattern.test(word))) return false;
  }
  return false;
}

const near = (words: string[], index: number, pattern: RegExp, span: number) =>
  words
    .slice(Math.max(0, index - span), index + span + 1)
    .some((word, offset) => offset !== Math.min(index, span) && pattern.test(word));

/** How serious each danger is; the most serious found is answered. */
const severity: Danger[] = [
  "injury",
  "fire",
  "battery",
  "network",
  "fence",
  "wires",
  "flood",
  "afterFire",
  "water",
  "shock",
  "burning",
  "surge",
  "emergency",
];

/**
 * Dangers outside the home, where the visitor's own main switch does nothing: the supplier's
 * network (poles, transformers, kiosks, street lights, overhead lines), illegal connections and a
 * neighbour's supply, a live zinc wall or roof.
 */
const networkEquipment =
  "(poles?|paal|pale|pali|ipali|ipole|kwipole|isibane sesitrato|itransformer|ibhokisi yombane|intambo yombane esitratweni|epalini|kwipali|(green|groen) (electricity |electrical |krag)?(box|kas)|electricity box|kragkas|transformers?|transformer box|substation|sub station|substasie|minisubstasie|mini ?subs?|transformator|kiosks?|lamp ?posts?|lamppaal|ligpaal|lamp poles?|street ?lights?|straatligte?|power ?lines?|kraglyne?|overhead (lines?|wires?|cables?)|electricity box on the (street|pavement|corner)|municipal box|green box|groen kas|service cable)";
const networkTrouble =
  "(wele|wile|tsha|ntlantsi|qhum|dlala|manzi|spark|fire|flame|smok|rook|umsi|steal|thie|bang|explod|brand|vonk|arc|fell|fallen|down|leaning|lean|hang|dangl|low|broken|snapp|open|oop|stolen|cut|kids|children|kinders|abantwana|play|speel|water|flood|live|shock|skok|touch|crash|hit|tree|branch|tak|boom|burn|hum|buzz|crackl)";
const illegalConnection =
  /\b(\w*zinyoka|inyoka|illegal (connection|connections|wire|wires|cable|cables|line)|onwettige (aansluiting|aansluitings|drade|draad)|draadjies|connections? from (the |our |my )?(neighbou?rs?|next door)|(neighbou?rs?|next door|bure|buurman)\w* (se )?(illegal |loose |stolen )?(connection|wire|wires|cable|line|draad|drade)\b.{0,40}(over|across|through|oor|deur|on|op) (our|my|the|ons|die) (yard|roof|wall|zinc|zink|jaart|dak|muur))|(wire|cable|draad|kabel)\w* (van|from) (ons |our |die |the |my )?(meterkas|meter ?box|meter)\b.{0,40}\b(getrek|trek|pulled|run|hokke|hok|shacks?|backyard|agterplaas)/;
const liveStructure =
  /\b(zinc|zink|izinki|zinki|corrugated|sink|fence|heining|wall|muur|gate|hek|roof|dak|udonga|uphahla)\w* .{0,30}\b(is live|live|shocks?|shocking|skok|gives? (a |us |me )?shock|bite|byt|tingl|tintel|ziyatshisa|ziyothusa|iyothusa)|\b(tingl\w*|pins and needles|shock\w*|skok\w*|tintel\w*|prik\w*|\w*bethwe|\w*othuswe|\w*thuswe) .{0,60}\b(zinc|zink|\w*zinki|corrugated (iron|sheet))\b/;
/**
 * "The wall socket shocks me", "the stove and the sink tingle": the home's own appliance or point,
 * whose fault the main switch does cut, not a live structure fed from outside.
 */
const homeElectrics =
  /\b(sockets?|plugs?|prop|proppe|switch\w*|skakelaar|lights?|lig|ligte|lamp|stove|stoof|oven|kettle|ketel|iron|strykyster|geyser|geiser|taps?|kraan|fridge|yskas|washing machine|wasmasjien|appliance|toestel|db|board|bord|fitting|isokhethi|iplagi|istovu|heater|verwarmer|microwave)\b/;
/** "intambo esemanzini": a wire lying in water after the rain. */
const wireInWater =
  /\b(intambo|iintambo|ucingo|iingcingo)\w* .{0,30}\b(esemanzini|emanzini|ezimanzini)\b/;
/** "The gate motor shocks when you touch the gate": the home's own installation, not the network. */
const ownGateMotor = /\b(gate ?motor|hekmotor|motor)\b/;
/** Cable stolen or cut by people, now or just now. */
const cableTheft =
  /\b(thie(f|ves)|stealing|steal|stole|stolen|cable theft|kabeldiefstal|diewe|steel|gesteel|beba|bayaba|amasela|isela)\b/;
const electricFence =
  /\b(electric fence|electrical fence|electric fencing|elektriese heining|elektriese draad|fence wire|heiningdraad|energi[sz]er|energieer|\w*fensi yombane|ucingo lwefensi)\b/;
const fenceTrouble =
  /\b(shock|shocked|skok|geskok|zap|zapped|touch|touched|vat|gevat|snapp|broke|broken|loose|hanging|hang|lying|fell|clicking|klik|live|kids|children|kinders|dog|hond|cat|kat|pet|child|son|daughter|seun|dogter|umntwana|inja|chukum|othuk)/;
const batteryWords =
  /\b(lithium|litium|batter(y|ies)|battery pack|power ?bank|powerbank|scooter|e ?bike|hoverboard|ibhetri|bhetri|battery bank)\b/;
const batteryTrouble =
  /\b(hot|warm|swollen|swelling|swell|bulging|bulge|puffed|opgeswel|swel|smok\w*|rook|hiss\w*|sis|pop\w*|klap|smell\w*|reuk|ruik|leak\w*|lek|fire|flames?|brand|melt\w*|explod\w*|ontplof|tshis\w*|tshay\w*|shushu)\b/;
const fireIsOut =
  /\b(fire|flames?|brand|vuur|umlilo)\b.{0,60}\b(is out|was out|went out|put (it )?out|putted out|extinguish\w*|doodgemaak|uitgesit|dood gemaak|is dood|geblus|blus|cimile|ucimile|stopped)\b|\b(put|got) (the |it |a |n )?(\w+ )?(fire|flames?) out\b|\b(after|since|na|ná) (the |die |a |n )?(small |klein |little )?(fire|brand)\b/;
const switchBackOn =
  /\b(switch|turn|put|sit|skakel|flip|reset)\w* (it |the \w+ |die \w+ )?(back |weer )?(on|aan)\b|\b(power|krag|electricity) back\b|\bcan (we|i) (use|watch|switch)|\bkan (ons|ek) (dit )?(weer )?(aan|gebruik)|\b(vula|ukuvula|ndivule|ndingavula)\b/;
const floodWords =
  /\b(flood|floods|flooded|flooding|oorstroom\w*|vloed\w*|ezikhukhula|isikhukhula|ukukhukhula|water came in|water in the (house|room|shack|wendy)|water (is |came |got )?(inside|in the house)|water in die (huis|kamer|hok)|amanzi angene)\b/;

/**
 * "The burning smell was the toast", "die rook was van die buurman se braai": the visitor names
 * the harmless cause of what they noticed.
 */
const harmlessCauses =
  "(neighbou?rs?|buurman|bure|toast|toaster|braai|braaier|food|kos|\\w*brood|cooking|candles?|kers|kerse|pot|kettle|ketel|incense|wierook|impepho|dust|stof|cigarettes?|sigarette?|mosquito coil|chops|popcorn|pizza|oil|olie|pan|fireplace|kaggel|fire ?pit)";
const explainedAway = new RegExp(
  [
    `\\b(was|were|is|came|turned out to be|blyk) (just |only |net |maar )?(the |from |van |die |my |our |ons |n |a )*${harmlessCauses}\\b`,
    "\\b(braai|braaier|fireplace|kaggel|fire ?pit|toast|\\w*brood|cooking|food|kos|incense|wierook|impepho|chops|popcorn)\\w* (se )?(fire|vuur|rook|smoke|smell|reuk)\\b",
    "\\b(false alarm|vals alarm|all good|all fine|alles is reg|alles reg|nothing wrong|niks fout|last year|years ago|verlede jaar|jare gelede|lank gelede)\\b",
    "\\b(burnt|burned|verbrand|brand) (the |my |die )?(toast|food|kos|brood|pot|rice|rys|chops|supper|aandete)\\b",
  ].join("|"),
);
/**
 * A fire is danger whatever started it ("the fire was from a candle"); only a fire meant to burn,
 * or one that is over and was someone else's, is explained away.
 */
const fireWords = /\b(fire|fires|flames?|vlam\w*|umlilo|ablaze)\b/;
const harmlessFire =
  /\b(fire|vuur) (going )?(in|on) (the |die |my |our |ons )?(braai|braaier|fireplace|kaggel|fire ?pit|drum)|\b(braai|braaier|fireplace|kaggel|fire ?pit)\w* (se )?(fire|vuur)\b|\b(neighbou?rs?|buurman|bure) (had|has had|het) (a |n )?(fire|brand)\b/;

const longAgo =
  /\b(last year|years ago|last month|months ago|verlede jaar|jare gelede|verlede maand|maande gelede|lank gelede)\b/;
const spreading = /\b(spread\w*|caught|catching|out of control|versprei\w*|gevat|reached|got to)\b/;

/**
 * "The black mark was just the kids' crayon": "just" or "net" before a cause that is not
 * electrical explains the mark or the smell away; "it was just the plug" does not.
 */
function explainedAsNothingElectrical(text: string): boolean {
  return mentionsSomethingNoticed(text) && causeIsNotElectrical(text);
}

const mentionsSomethingNoticed = (text: string) =>
  /\b(marks?|merke?|kol|kolle|stains?|smell\w*|reuk|ruik|noise|geraas|sound|smoke|rook)\b/.test(
    text,
  ) || tokens(text).some((word) => dangerWords.some(([pattern]) => pattern.test(word)));

function causeIsNotElectrical(text: string): boolean {
  const cause = /\b(was|were|is|its|dis) (just|only|net|maar|sommer) (.+)$/.exec(text)?.[3];
  return (
    cause !== undefined &&
    !/\b(plugs?|sockets?|wires?|wiring|cables?|board|db|breakers?|switch\w*|prop|proppe|bord|draad|drade|kabel|skakelaar|meter|geyser|geiser|inverter|lead|lights?|lig|ligte|element|stove|stoof|heater|motor|pump|pomp|battery|fan)\b/.test(
      cause,
    )
  );
}

/** "The kids played 'live wire' on the trampoline": a game's name in quotes. */
/** "Watched a movie where a guy gets electrocuted": a story, not this home. */
const fiction = /\b(movie|movies|film|films|fliek|flieks|series|episode|novel|cartoon|soapie)\b/i;
const quotedGame =
  /['"‘“][^'"‘’“”]{2,30}['"’”].{0,40}\b(gespeel|played|speel|playing|game|speletjie)\b|\b(gespeel|played|speel|playing|game|speletjie)\b.{0,15}['"‘“][^'"‘’“”]{2,30}['"’”]/i;

/** "My bill gave me a shock", "I was shocked how quickly he came": surprise, not electricity. */
const surprised =
  /\b\w*(bill|rekening|account|invoice|price|prys|quote|kwotasie|ibhili)\w* .{0,30}\b(shock|skok|skrik|hartaanval)|\bspark (in|of) (our|my|his|her|their|the|ons|my) (marriage|relationship|life|love|eyes|huwelik|verhouding)|\bshocked (how|at how|to see|to hear|by how)\b|\b(shocked|geskok|geskrik|skrik)\w* (at|by|oor|about|with) (my |the |die |our |ons )?\w*(bill|rekening|account|price|prys|quote)|\b(sales|business|team|besigheid|verkope)\w* .{0,15}(on fire|aan die brand)\b/;

/**
 * The message without the clauses that explain a danger word away, so that "the smoke was the
 * braai, but the plug is sparking" still finds the sparks.
 */
function withoutExplained(message: string): string {
  const clauses = message.split(/[.,;!?\n]+|\b(?:but|maar|and|en|though|however)\b/i);
  // "I smelt burning earlier but it was just the toast": the explanation names what the clause
  // before it described.
  const explainsTheOneBefore = clauses.map((clause, index) => {
    const text = tokens(clause ?? "").join(" ");
    const before = tokens(clauses[index - 1] ?? "").join(" ");
    return (
      index > 0 &&
      /^(it|its|that|thats|dit|dis|dat|this) /.test(text) &&
      /\b(smell\w*|smelt|reuk|ruik|rook|smoke|smoky|marks?|kol|kolle|stains?|brand|burning|noise)\b/.test(
        before,
      ) &&
      !/\b(sparks?|sparking|vonk\w*|shock\w*|skok\w*|tingl\w*|flames?|vlam\w*|fire|vuur|water|wet|nat|hot|warm|melt\w*|gesmelt)\b/.test(
        before,
      ) &&
      (explainedAway.test(text) || causeIsNotElectrical(text))
    );
  });
  const kept = clauses.filter((clause, index) => {
    if (explainsTheOneBefore[index + 1]) return false;
    if (quotedGame.test(clause ?? "") || fiction.test(clause ?? "")) return false;
    const text = tokens(clause ?? "").join(" ");
    const explained = fireWords.test(text)
      ? longAgo.test(text) || (harmlessFire.test(text) && !spreading.test(text))
      : explainedAway.test(text) || explainedAsNothingElectrical(text);
    return !explained && !surprised.test(text);
  });
  return kept.length === clauses.length ? message : kept.join(". ");
}

/** Every danger the message describes; the most serious is the one answered. */
function findDangers(words: string[], text: string): Set<Danger> {
  const found = new Set<Danger>();
  for (const [index, word] of words.entries()) {
    for (const [pattern, danger] of dangerWords) {
      if (!pattern.test(word) || negated(words, index)) continue;
      if (
        danger !== "injury" &&
        danger !== "emergency" &&
        notElectricalAfter.test(words[index + 1] ?? "")
      )
        continue;
      if (danger === "emergency" && notAnEmergencyAfter.test(words[index + 1] ?? "")) continue;
      if (word === "shocking" && !shockingWhom.test(words[index + 1] ?? "")) continue;
      // "I got a shock when I saw what he charged": surprise, not electricity.
      if (
        danger === "shock" &&
        /^(when|to) (i |we |she |he |they |my \w+ )?(saw|see|heard|read|got|opened)/.test(
          words.slice(index + 1, index + 5).join(" "),
        )
      )
        continue;
      // "shocked by the price", "burning question": the object says it is not about electrics.
      if (danger === "shock" && /^(by|at)$/.test(words[index + 1] ?? "")) {
        if (
          notElectricalAfter.test(words[index + 3] ?? "") ||
          notElectricalAfter.test(words[index + 2] ?? "")
        )
          continue;
      }
      found.add(danger);
    }
    if (
      wetWords.test(word) &&
      !negated(words, index) &&
      near(words, index, electrics, 10) &&
      !(
        word === "water" &&
        waterTemperature.test(text) &&
        !/\b(leak|lek|drip|drup|pour)/.test(text)
      )
    ) {
      // "no hot water" and "geyser is not heating water" are geyser faults, not water on electrics.
      if (!(
        word === "water" && /^(hot|warm|heating|heat|cold|koue|koud)$/.test(words[index - 1] ?? "")
      )) {
        found.add("water");
      }
    }
    if (
      hotWords.test(word) &&
      !negated(words, index) &&
      (near(words, index, hotElectrics, 6) || near(words, index, /^(kwesitovu|isitovu)$/, 4))
    ) {
      if (!/^(water|tap|shower|bath|geyser|day|weather)$/.test(words[index + 1] ?? "")) {
        found.add("burning");
      }
    }
    const arcs = arcing.test(word) && !negated(words, index);
    const hummingCeiling =
      near(words, index, /^(plafon|ceiling|roof|dak|siling)$/, 4) &&
      !words.some((other) => /^(fan|fans|waaier|waaiers)$/.test(other));
    if (
      arcs &&
      (near(words, index, boards, 8) ||
        (crackles.test(word) && near(words, index, electrics, 5)) ||
        hummingCeiling)
    ) {
      found.add("burning");
    }
    if (wireWords.test(word) && near(words, index, loose, 3) && !negated(words, index)) {
      found.add("wires");
    }
  }
  // Afrikaans "brand" is fire or burning, but the English "brand" is a make: "what brand of inverter".
  if (/(^| )(aan die brand|brand uit|is aan brand|brand (die|my|n|by))( |$)/.test(text)) {
    found.add("fire");
  }
  // A fishy smell at a board or plug is overheating plastic (the resin smells of fish).
  if (
    /(smell|smells|reuk|ruik|ivumba)\w* .{0,30}(fish|vis|visse|intlanzi|yintlanzi)|\b(fish|fishy|vis|visserig)\w* (smell|reuk|ruik)/.test(
      text,
    ) &&
    words.some((word) => electrics.test(word) || /^(kas|kwi|db)$/.test(word))
  ) {
    found.add("burning");
  }
  // "smells funny" is how many people describe hot plastic, at a plug, a switch or the board.
  if (
    /(^| )(ruik|smell|smells|smelling) (funny|strange|weird|snaaks|vreemd|sleg)( |$)/.test(text) &&
    words.some((word) => electrics.test(word))
  ) {
    found.add("burning");
  }
  if (
    /(^| )(ruik|reuk|smell|smells|smelling)( \S+){0,6} (na )?(brand|brandend\w*|burning|burnt)/.test(
      text,
    )
  ) {
    found.add("burning");
  }
  const lyingStill =
    /(^| )(lying|lies|lay|fell|le) (hy|sy|he|she)? ?(on |in |op )?(the |die )?(floor|ground|vloer|grond|tuin|garden|badkamer|bathroom)( |$)/;
  const notResponding =
    /(^| )(not|isnt|wont|cant) (breathing|moving|responding|answering(?! (the |their |his |her |my |our )?(phone|phones|calls?|messages?|door))|waking|wake)( |$)|(^| )(beweeg|asemhaal|antwoord|reageer|praat|roer) nie( |$)|(^| )(lying still|lies still|went quiet|gone quiet|le stil|lê stil|stil geword)( |$)/;
  const burntPerson =
    /(finger|vinger|hand|arm|face|gesig|skin|vel)\w* .{0,25}(gebrand|verbrand|burnt|burned|brandwond|blister)|\b(burn|burns|brandwond|blister)\b .{0,10}\b(on|op) (his|her|my|their|the|sy|haar|hul|die) (hand|arm|finger|face|leg|foot|vinger|gesig|been|voet)/;
  if (
    lyingStill.test(text) ||
    notResponding.test(text) ||
    burntPerson.test(text) ||
    /(^| )passed out( |$)/.test(text)
  ) {
    found.add("injury");
  }
  if (/(^| )(geyser|geiser) (has )?(burst|bursted|gebars|gebreek|is leaking|lek)( |$)/.test(text)) {
    found.add("water");
  }
  const supplyEquipment =
    "(pole|paal|transformer|substation|mini sub|minisub|street light|straatlig)";
  const trouble = "(spark|fire|smok|bang|explod|brand|vonk|arc)";
  if (
    new RegExp(`(^| )${supplyEquipment} .{0,30}${trouble}`).test(text) ||
    new RegExp(`${trouble}\\w* .{0,20}${supplyEquipment}`).test(text)
  ) {
    found.add("wires");
  }
  // A lead or plug that went bang, or black marks around a plug: it arced and may still burn.
  if (
    /(extension|multiplug|multi plug|adapt[eo]r|verlengkoord|plug|socket|prop|lead)\w* .{0,40}\b(went bang|go bang|goes bang|gone bang|blew up|ontplof|het geknal|knal)\b/.test(
      text,
    ) ||
    /\b(black|brown|burn|burnt|scorch|swart|bruin|brand)\w* (mark|marks|merk|merke|kol|kolle|stain|stains|spot|spots|ring)\b.{0,40}\b(plug|socket|wall|switch|prop|muur|skakelaar|lead|board|bord|gaatjies|holes)\b|\b(plug|socket|switch|prop|skakelaar|lead|gaatjies|holes)\w* .{0,40}\b(black|brown|swart|bruin)\w* (mark|marks|merk|merke|kol|kolle|stain|stains|spot|spots|ring)\b/.test(
      text,
    )
  ) {
    found.add("burning");
  }
  // A cable brought down by a branch or the wind is live where it lies.
  if (
    /(wire|wires|cable|cables|draad|drade|kabel|kabels|line)\b.{0,60}\b(pulled (it |them |the \w+ )?down|came down|blew down|down in the wind|afgeruk|afgewaai|afgeval)/.test(
      text,
    ) ||
    /\b(pulled|ripped|blew|brought|ruk|waai)\w* .{0,40}(wire|cable|draad|kabel|line)\w* .{0,40}\bdown\b/.test(
      text,
    )
  ) {
    found.add("wires");
  }
  // The service cable from the pole hanging low is live and nobody at home can switch it off.
  if (
    /(pole|paal|pali|kwipali|epalini)\w* .{0,60}(sagging|sags|sagged|hanging (low|down)|hang laag|onto|touching|street|straat|ground|grond|gutter|geut)/.test(
      text,
    ) ||
    /(ixhonywe|ixhomekile|hanging|hang)\w* .{0,40}(gutter|geut)\w* .{0,60}(pole|paal|pali|kwipali)/.test(
      text,
    )
  ) {
    found.add("wires");
  }
  // Lights flaring bright then dim: a broken neutral lets the voltage in the home run high.
  if (
    /(go|goes|going|gaan|raak|get|gets|getting|word|flare|flares|flaring) (super |very |really |so |baie |te )?(bright|helder)\w* .{0,30}\b(dim|dof)\b|\b(dim\w*|dof) .{0,20}(then|dan|and|en) (\w+ )?(super |very |baie )?(bright|helder)|(voltage|spanning|power|krag) (is )?(surging|going up and down|op en af)|(lights|ligte) (keep )?surg|(half|helfte|some|sommige)\b.{0,40}(bright|helder)\b.{0,40}\b(dim|dof)\b/.test(
      text,
    )
  ) {
    found.add("surge");
  }
  // Pipes, taps or a geyser that "bite" when touched are live.
  if (
    /(pipes?|pype|pyp|taps?|kraan|krane|geyser|geiser)\w* .{0,25}\b(bite|bites|biting|byt|prik|skok)\b/.test(
      text,
    )
  ) {
    found.add("shock");
  }
  // A child who touched a plug or wire may have had a shock and cannot say so.
  if (
    /(baby|child|kid|son|daughter|toddler|kind|kindjie|baba|seuntjie|dogtertjie|umntwana|usana)\w* .{0,30}\b(touch|stuck|put|push|bit|chew|lick|vat|gedruk|druk|byt|\w*chukum|\w*fak)\w* .{0,40}(plug|socket|wire|cord|cable|prop|draad|kabel|\w*plagi|ucingo|\w*sokhethi)/.test(
      text,
    )
  ) {
    found.add("shock");
  }
  if (
    new RegExp(`(^| )${networkEquipment}\\b.{0,50}${networkTrouble}`).test(text) ||
    new RegExp(`${networkTrouble}\\w* .{0,40}\\b${networkEquipment}( |$)`).test(text) ||
    illegalConnection.test(text) ||
    (liveStructure.test(text) &&
      !electricFence.test(text) &&
      !ownGateMotor.test(text) &&
      !homeElectrics.test(text)) ||
    wireInWater.test(text)
  ) {
    found.add("network");
  }
  if (wireInWater.test(text)) found.add("flood");
  if (electricFence.test(text) && fenceTrouble.test(text)) found.add("fence");
  if (batteryWords.test(text) && batteryTrouble.test(text)) found.add("battery");
  if (fireIsOut.test(text) && switchBackOn.test(text)) {
    found.delete("fire");
    found.add("afterFire");
  }
  if (floodWords.test(text)) found.add("flood");
  // "Can adapters set the house on fire?": a question about a risk, not a fire.
  if (found.has("fire") && hypotheticalFire.test(text) && !burningNow.test(text)) {
    found.delete("fire");
  }
  // Sparks or flames at a pole or kiosk: the supplier's fire, unless the home is burning too.
  if (found.has("network") && found.has("fire") && !homeWords.test(text)) found.delete("fire");
  // "Stuck on the wire and shaking": someone is held by the current.
  if (
    /\b(ubambeke|ubambekile|usabambelele|ubanjwe|ibambeke)\b.{0,30}\b(kwintambo|intambo|ucingo|kucingo|ngumbane)/.test(
      text,
    )
  ) {
    found.add("injury");
  }
  if (
    /\b(stuck|vas|vasgevang|caught|held|holding) (on|to|aan|by|onto) (a |the |die |n )?(live )?(wire|cable|draad|kabel|fence|heining|pole|paal)\b|\b(shaking|jerking|ruk|bewe)\b.{0,30}\b(wire|cable|draad|kabel)\b/.test(
      text,
    )
  ) {
    found.add("injury");
  }
  return found;
}

const hypotheticalFire =
  /\b(can|could|will|would|may|might|does|do|is it true|kan|sal|can it)\b.{0,60}\b(set .{0,25}on fire|cause (a |house )?fires?|start (a )?fires?|aan die brand steek|brand veroorsaak)\b/;
const burningNow = /\b(is|are|was|caught|now|nou) (on fire|aan die brand)|\b(flames|vlamme)\b/;
const homeWords =
  /\b(house|home|room|kitchen|lounge|bedroom|shack|wendy|huis|kamer|kombuis|hok|hokkie|indlu|endlwini|umkhukhu)\b/;
/** "The geyser water is only lukewarm": a geyser fault, not water on electrics. */
const waterTemperature =
  /\b(water|amanzi)\b.{0,25}\b(lukewarm|luke warm|tepid|lou|warm|hot|cold|koud|koue|heating|heat up|shushu)\b|\b(hot|warm|cold|lukewarm|lou|koue|no|geen)\b (\w+ )?water\b/;

const protection =
  /(thermostat|termostaat|overload|cut ?out|earth ?leakage|elcb|rcd|rccb|el unit|trip ?switch|tripswitch|breakers?|circuit ?breakers?|main ?switch|fuses?|safety ?switch|aardlek\w*|skakelaar|stroombreker|sekering\w*|isolator)/;
const defeat =
  /(straight through|(direk|direct|directly|straight)\w* (aan|to|into|onto|on) (die |the )?(main switch|hoofskakelaar|busbar|main)|join (the )?wires|silwerpapier|foelie|by ?pass\w*|bridg\w*|jump(er|ed|ing)?|short ?(it )?out|disable|defeat|override|tape\w*|tie (it )?(up|down)|hold (it )?(up|on)|wedge|force (it )?(on|up)|stick|nail|coin|foil|thicker wire|bigger wire|oorbrug\w*|omseil\w*|vasplak|vasbind|uitskakel)/;
/** Taking out an old board is a job; taking out the earth is defeating the protection. */
const earthProtection = /(earth ?wire|earth ?leakage|elcb|rcd|rccb|aardlek\w*|aarddraad|earthing)/;
const removal =
  /(disconnect\w*|took (it |the \w+ )?out|take (it |the \w+ )?out|remove\w*|uithaal|uitgehaal|afgehaal|uitgeskakel|afsny|afgesny|ontkoppel\w*)/;
const biggerBreaker =
  /(bigger|higher|larger|stronger|more amps?|groter)( amp\w*)? (main switch|hoofskakelaar|breaker|fuse|skakelaar|sekering)|(breaker|fuse|skakelaar|sekering)\w* .{0,60}(bigger|larger|higher|groter) (one|een)|(breaker|fuse)\w* .{0,80}\b(enkulu|ezinkulu)\b|\b\d{2} ?(a|amp|amps)? (breaker|fuse|skakelaar|sekering)\w* .{0,60}\b(want|because|since|omdat|as|coz|cause) (die |the |my |ou )?\d{2}\b/;
const generatorBackfeed = /(generator|kragopwekker|opwekker|genny|jenny|jenereyitha)/;
const intoTheHouse =
  /(endlwini|wall|socket|plug point|plug|iplagi|kwiplagi|point|mains|into (the |my )?(house|db|board|wiring)|back ?feed\w*|male|suicide|muurprop|prop|kragprop|verdeelbord|verspreidingsbord|db|connect|hook|wire it|koppel|inprop)/;
const liveWork =
  /((power|krag|electricity) (stays|stay|bly|is still|still|remains) (on|aan))|((leav\w*|keep\w*|with) (the )?(power|electricity|krag|mains) (on|aan))|((tshintsha|lungisa|faka)\w* .{0,30}(usavuliwe|uvuliwe|ulayitile))|((work|works|worked|working|fix|fixing|change|changing|replace|replacing|install|installing|wire|wiring|connect|touch|touching|werk|vervang|verander) .{0,40}(live\b|while (it is |its )?on|with the power on|power still on|without (switching|turning) (it )?off|krag aan|met die krag aan|sonder om af te skakel))|(live wires? .{0,20}(work|fix|change|touch|safe to))|((work|fix|touch)\w* .{0,10}live\b)/;
const cutLive = /((cut|cutting|knip|sny)\w* .{0,40}\blive\b)|(\blive\b.{0,20}(cut|knip|sny))/;
const fingerTest =
  /((finger|vinger|hand|tongue|tong)\w* .{0,40}(test|toets|check|voel|feel))|((test|toets|check)\w* .{0,40}(finger|vinger|tongue|tong))/;
const meterTamper =
  /((open|break|cut|remove|bypass|by pass|bridge|jump|tamper|fiddle|peuter|oopmaak|breek|oorbrug)\w* .{0,30}(meter|seal|seel|seels))|((meter|kragmeter) .{0,20}(bypass|by pass|bridge|oorbrug|jumper|jump))|steal (electricity|power)|illegal connection|izinyoka|((draad|cable|wire|kabel)\w* .{0,10}(van die (straat)?paal|from the (street )?pole)\w* .{0,20}(getrek|trek|gekoppel|connected|pulled|run|gelei))|((run|running|connect|hook|tap|pull|trek|lay|take|get|vat)\w* .{0,25}(draad|cable|wire|kabel|line)\w* .{0,30}(van die (straat)?paal|from the (street )?pole|off the (street )?pole|direk van|straight from|direct from|from (my |the )?neighbou?r))|((connect|hook|koppel|tap)\w* .{0,20}(to|aan|into|op) (the |die )?(pole|paal|street cable|neighbou?rs?|bure))/;

/** Solar kits that plug into a wall socket feed the house wiring like a back-fed generator. */
const plugInSolar =
  /((solar|micro ?inverter|balcony|plug ?(and|n) ?play|plug ?in (solar|inverter|battery|power)|power station|powerstation|inverter|ups|battery pack)\w* .{0,80}(wall socket|plug point|into (any |a |the |my |our )?(\w+ )?(wall|socket|plug)|into the plug|in die (muur)?prop|plugs? (straight |directly )?in(to)?|muurprop|kragprop|in die muur))/;
/** Wiring done in ways that hurt people later: joints without a box, indoor leads underground. */
const unsafeWiring =
  /((extension|lead|cord|verlengkoord|multiplug)\w* .{0,40}(under (the )?(new )?(carpet|rug|mat)|onder die (mat|tapyt)|across the street|oor die straat|over the street))|((indoor|gewone|normal|ordinary)\w* (extension|lead|cord|verlengkoord)\w* .{0,60}(lawn|garden|gazebo|outside|rain|drizzle|tuin|buite|reen))|((pool|swembad)\w* .{0,40}(light|lig)\w* .{0,60}(water|tape|plastic|plastiek))|((verleng|extend|extended|join|joined)\w* .{0,80}(tape|isolasieband|insulation tape|lasdoppies))|((tape|isolasieband|insulation tape|lasdoppies).{0,80}(verleng|extend|join))|((extension|lead|cord|cable|verlengkoord|kabel)\w* .{0,100}(buried|bury|burie|under the (lawn|grass|ground|soil)|underground|in the ground|onder die (grond|gras)|begrawe))|((twist|draai)\w* (the )?(wires|drade)\w* .{0,40}(tape|plak))|((cut|snip|remove|break|knip)\w* (off )?(the )?earth pin)|(aardpen .{0,20}(af|uit))|((weld|welder|sweis)\w* .{0,40}(busbar|bus bar|db|board))/;

/**
 * Installation work a visitor means to do themselves. Boards, breakers, stoves, geysers, meters
 * and inverters are asked about as DIY even without "myself"; other jobs only when they say so.
 */
const doItMyself =
  /\b(myself|himself|herself|themselves|ourselves|my self|on my own|my own|my eie|diy|self doen|(ek|ons|hy|ek sal|ek gaan|ek wil) (\w+ ){0,4}self|sonder n elektrisien|without (an|a) electrician|ndedwa)\b/;
/** Asking us to do the work. */
const askingUs =
  /\b((can|could|will|would|do) (you|u|ya|julle) (?!tell|show|explain|help|teach|send|give|say)|kan julle|kan jy|sal julle|laat (\w+ )?(insit|installeer|vervang|doen|aanlê|sit)|get (it|them|one) (installed|done|fitted)|have (it|them|one) (installed|done|fitted)|want you to|need you to|ningakwazi)\b/;

/** Saying they are about to do it, or asking how. */
const doingIt =
  /\b(going to|ill|i will|hell|he will|i want to|i wanna|ek wil|wil|how (do|can|would|should) i|ill just|i will just|im going to|i am going to|gonna|hoe (doen|sit|koppel|vervang|draad|bedraad) ek|ek gaan|ndiza ku)\b/;
/** Asking whether they may: "can I add panels later?" is often about what is possible. */
const askingIfTheyMay =
  /\b(can i|could i|may i|should i|is it (ok|okay|safe|fine|legal) (to|if i)|i want to|i wanna|wants to|kan ek|mag ek|ek wil|wil|ndingakwazi|ndifuna uku)\b/;
/** Wiring something in is installation work, whoever asks how. */
const wiringIn = /\b(wire|wiring|connect|hook up|hook it up|bedraad|koppel|aansluit)\w*/;
const installVerb =
  /\b(ndifake|fake|wire|wiring|rewire|connect|install|replac|swap|chang|mov|add|put in|fit|run|join|extend|hook up|bedraad|koppel|installeer|vervang|verander|skuif|insit|aansluit|faka|ukufaka|tshintsha|ukutshintsha|lungisa|ukulungisa)\w*/;
const riskyObject =
  /\b(db|db board|distribution board|board|breakers?|main switch|earth leakage|stove|oven|hob|geyser element|element|geyser|meter|inverter|solar|isolator|sub ?board|circuit|three phase|verdeelbord|verspreidingsbord|kragbord|stoof|geiser|omsetter|stroombaan)\b/;
const anyObject =
  /\b(plugs?|sockets?|lights?|light fitting|switch|cable|wires?|wiring|fan|prop|proppe|ligte|skakelaar|kabel|drade|iplagi)\b/;

/** Adapters in adapters and multiplugs in multiplugs, above all with a heater on the end. */
const overload =
  /((adapt[eo]r|multiplug|multi plug|plug board|extension)\w* .{0,40}(into|in|on) (another|each other|mekaar|n ander|'n ander|nog n)\b)|((multiplug|adapt[eo]r)\w* in (n |'n )?(multiplug|adapt[eo]r))|((\d|two|three|four|2|3|4|twee|drie|vier|ezimbini|ezintathu)\w* (multiplugs|adapters|adaptors|multi plugs|ii-adapter|ii-adaptor|iiadaptor))|((heater|verwarmer|kettle|ketel|i-heater).{0,60}(multiplug|adapt[eo]r|double adapt[eo]r))|((adapt[eo]r|multiplug)s? (ezimbini|ezintathu|ezine))|((adapt[eo]rs|multiplugs) .{0,30}(one|a single|een|enye) (plug|socket|prop))/;
/** The service cable from the pole is the supplier's and cannot be switched off by anyone home. */
const supplyCable =
  /((move|moving|lift|shift|pull|push|tie|tighten|fix|reconnect|reattach|secure|skuif|lig|vasmaak|vasdraai|regmaak)\w* .{0,40}(service|supply|eskom|city|council|overhead|incoming|toevoer|munisipale)\w* (cable|line|wire|connection|kabel|draad|lyn))|((ladder|leer|climb|klim|roof|dak)\w* .{0,80}(service|supply|eskom|overhead|toevoer)\w* (cable|line|kabel|draad))|((pole|paal|palini|epalini|service cable)\w* .{0,120}(ladder|leer|climb|klim|nyuka|twist|tighten|skuif|reconnect|qhagamshele|fix it|put it back))|((ladder|leer|climb|klim|nyuka)\w* .{0,60}(pole|paal|palini|cable from|kabel van))/;
/** Generator exhaust is carbon monoxide: it kills indoors, in garages and through windows. */
const generatorFumes =
  /(generator|kragopwekker|genny|jenereyitha|jenreyitha)\w* .{0,80}(fumes|exhaust|garage|indoors|inside the house|in the house|window|venster|binne|dampe|rook|egumbini|ngaphakathi|room|kamer|\b(in|binne) (the |die |my |our |ons )?(kitchen|kombuis|lounge|sitkamer|slaapkamer|bedroom)\b(?! (plug|prop|socket|muurprop)))|(fumes|dampe|exhaust).{0,40}(generator|kragopwekker|jenereyitha)/;
/** Asking whether switching off first is really needed. */
const skipSwitchingOff =
  /((must|do|should) i (really )?(switch|turn) (off )?the (power|electricity|mains)( off)?)|(moet ek (regtig )?die krag af ?(sit|skakel))|(genoeg as ek net)/;
/** Fuse wire of a higher rating than the circuit's. */
const fuseWireUpgrade =
  /(fuse ?(wire|draad)|sekeringdraad).{0,100}\b\d+ ?amp|\b\d+ ?amp.{0,60}(fuse ?(wire|draad)|sekeringdraad)/;

/** Cords, plugs, sockets and covers that are split, cracked, taped, hanging or missing. */
const damagedPart =
  /((cord|koord|flex|plug|prop|socket|lead|kabel|iplagi|plug point|fitting)\w* .{0,40}(split|cracked|gekraak|gebars|iqhekekile|taped|toegedraai|hanging|hang uit|fell out|uitgeval|damaged|kaal|missing|newspaper|koerant|vasgeknyp|pinched|caught in the door))|((tape|insulation tape|black tape|isolasieband|tape emnyama)\w* .{0,40}(plug|prop|cord|koord|iplagi))|((db|board|verdeelbord|verspreidingsbord|distribution board)\w* .{0,40}(cover|deksel|lid)\w* .{0,30}(off|af|missing|weg|removed|weggegooi|gone))|((cover|deksel|flap)\w* .{0,40}(off|af|broke|gebreek|missing|weg|weggegooi)\b.{0,40}(db|board|plug|socket|prop|verdeelbord|verspreidingsbord|outside plug))|((took|take|taken|haal|gehaal)\w* (the |die )?(cover|deksel)\w* (off|af) .{0,20}(db|board|verdeelbord|verspreidingsbord))/;
/** Extension leads and loose cables used as permanent or outdoor wiring. */
const temporarySupply =
  /((indoor|flat|ordinary|normal|house|binnenshuise|gewone|plat)\w* (kind|type|cable|wire|flex|lead|kabel|draad|soort)\w* .{0,60}(fence|garage|outside|garden|lawn|shed|wendy|heining|buite|tuin)|(fence|garage|outside|garden|lawn|shed|wendy|heining|buite|tuin)\w* .{0,60}(indoor|flat|ordinary|binnenshuise|plat) (kind|type|cable|wire|flex|kabel|draad|soort))|((extension|reel|plug cable|multiplug|intambo|ngentambo|extension lead|verlengkoord|verlengkabel)\w* .{0,80}(shack|wendy|backyard|tenant|window|fence|gutter|car|garage door|through the wall|venster|heining|geut|huurder|hok|agterplaas|umkhukhu|emkhukhwini|ngefestile|kar|deur|door))|((shack|wendy|backyard|umkhukhu|emkhukhwini|hok|agterkamer)\w* .{0,80}(extension|plug cable|plug|intambo|window|venster|ngefestile))|((strung|strang|gespan|cable ties|tied)\w* .{0,60}(gutter|geut|pole|paal|fence|washing line|wasgoeddraad))|((wound|opgedraai|on the drum|op die drom)\b.{0,60}(reel|drum|extension|heater)|(reel|drum)\b.{0,60}(wound|opgedraai))|((wire|cable|draad|kabel|ucingo|intambo|lead)\w* .{0,30}\b(from|van|olusuka)\b .{0,20}(plug|prop|iplagi|kwiplagi)\w* .{0,50}(shack|hok|hokkie|wendy|room|kamer|ekhayeni|umkhukhu|neighbou?r|buurman|bure|yard|jaart|eyadini))|(telephone (wire|cable)|telefoondraad)|(2 core|two core|2 kern)\w* .{0,100}(earth|aarde)/;
/** Mains electrics where people are wet. */
const bathroomElectrics =
  /((bathroom|badkamer|shower|stort|bath|tub|bad)\b.{0,80}(extension|lead|multiplug|pendant|bayonet|globe|plug in|portable heater|verlengkoord))|((extension|lead|verlengkoord|heater|verwarmer)\b.{0,60}(while i bath|terwyl ek bad|in the bath\b|in die bad\b|away from the tub))/;
/** Working with only the wall switch off, or with everything still on. */
const onlyWallSwitch =
  /((wall switch|light switch|ligskakelaar|switch on the wall|iswitshi eludongeni|skakelaar)\w* .{0,20}(is off|off|afgesit|af|cimile|ndicime)\b.{0,80}(replac|swap|install|fitting|fan|waaier|lig|light|isibane|begin|dead))|((replac|swap|install|change|tshintsha|sit)\w* .{0,80}(wall switch|light switch|ligskakelaar|iswitshi eludongeni)\w* .{0,30}(off|af|afgesit|kuphela))|(with everything still on|alles nog aan|met alles aan)|((vacuum|stofsuig|clean)\w* .{0,30}(inside|binne) (the |die )?(db|board|verdeelbord|verspreidingsbord))/;
/** A live wire along a wall to keep people out: it kills whoever touches it. */
const homemadeFence =
  /((wire|draad|cable)\w* .{0,40}(from|van) (a |n |the )?(plug|prop).{0,60}(wall|muur|fence|heining))|((wall|muur|fence)\w* .{0,40}(electrif|live wire))/;

/** Any source pushed back into the house wiring through a plug. */
const backfeedThroughPlug =
  /\b(back ?feed\w*|terugvoer\w*)\b.{0,80}\b(plug|socket|prop|muurprop)|\b(plug|socket|prop|muurprop)\w*\b.{0,80}\b(back ?feed\w*|terugvoer\w*)/;

function findUnsafeRequest(text: string): UnsafeRequest | undefined {
  if (generatorFumes.test(text)) return "fumes";
  if (bathroomElectrics.test(text)) return "bathroom";
  if (homemadeFence.test(text)) return "diy";
  // "Can I replace the switch myself if I switch off first?": whether they may, not how.
  const myselfInstalling = doItMyself.test(text) && installVerb.test(text);
  if (onlyWallSwitch.test(text)) return myselfInstalling ? "diy" : "live";
  if (temporarySupply.test(text)) return "temporary";
  if (damagedPart.test(text)) return "damaged";
  if (supplyCable.test(text)) return "supply";
  if (meterTamper.test(text)) return "meter";
  if (overload.test(text)) return "overload";
  if (fuseWireUpgrade.test(text)) return "bypass";
  if (skipSwitchingOff.test(text)) return myselfInstalling ? "diy" : "live";
  if (backfeedThroughPlug.test(text) && generatorBackfeed.test(text)) return "generator";
  if (plugInSolar.test(text) || backfeedThroughPlug.test(text)) return "backfeed";
  if (unsafeWiring.test(text)) return "wiring";
  if (generatorBackfeed.test(text) && intoTheHouse.test(text)) return "generator";
  if (earthProtection.test(text) && removal.test(text)) return "bypass";
  if ((protection.test(text) && defeat.test(text)) || biggerBreaker.test(text)) {
    // "the breaker keeps tripping" is a fault; "bypass the breaker" is the request.
    const match = text.match(defeat)?.[0] ?? "";
    if (
      !/^(stick|hold|nail|coin|foil)/.test(match) ||
      /(stick|hold|nail|coin|foil|silwerpapier|foelie)\w* .{0,25}(in|up|on|down|into|om|round|around)/.test(
        text,
      ) ||
      /\b(wrap|wrapped|wrapping|draai|gedraai|toegedraai)\b.{0,30}(foil|silwerpapier|foelie)/.test(
        text,
      )
    ) {
      return "bypass";
    }
  }
  if (liveWork.test(text) || fingerTest.test(text) || cutLive.test(text)) {
    return myselfInstalling && !fingerTest.test(text) && !cutLive.test(text) ? "diy" : "live";
  }
  if (installVerb.test(text) && !/\b(bulb|bulbs|globe|globes|gloeilamp\w*)\b/.test(text)) {
    const myself = doItMyself.test(text);
    // "Can you put in a new board?", "ons wil dit laat insit": work asked of us, not DIY.
    const ours = askingUs.test(text) && (!doingIt.test(text) || /\blaat\b/.test(text));
    if (!myself && ours) return undefined;
    if (myself && (riskyObject.test(text) || anyObject.test(text))) return "diy";
    if (doingIt.test(text) && (riskyObject.test(text) || (myself && anyObject.test(text)))) {
      return "diy";
    }
    if (askingIfTheyMay.test(text) && riskyObject.test(text) && (myself || wiringIn.test(text))) {
      return "diy";
    }
    if (askingIfTheyMay.test(text) && myself && anyObject.test(text)) return "diy";
  }
  return undefined;
}

/** What a message says about danger, read before anything else. */
export function screenForSafety(message: string): SafetyFinding {
  const kept = withoutExplained(message);
  const words = tokens(kept);
  const text = words.join(" ");
  // Explaining a smell or a "shock" away counts as saying there is no danger.
  const deniesDanger =
    kept !== message ||
    words.some(
      (word, index) => dangerWords.some(([pattern]) => pattern.test(word)) && negated(words, index),
    );
  const found = findDangers(words, text);
  const danger = severity.find((kind) => found.has(kind));
  // A shock beside another danger ("the neighbour's fence shocked my son") still needs a doctor.
  const shockToo = danger !== undefined && danger !== "shock" && found.has("shock");
  // A kiosk or a fallen line in flood water: the water itself may be live.
  const floodToo = danger === "network" && found.has("flood");
  // findDangers drops a fire at a pole or kiosk as "the home's fire"; it is still burning.
  const fireToo =
    danger === "network" &&
    /\b(fire|flames?|vlam\w*|umlilo|ablaze|on fire|aan die brand|brand|burning|smoke|rook|umsi)\b/.test(
      text,
    );
  const theftToo = (danger === "network" || danger === "wires") && cableTheft.test(text);
  const networkInjury =
    danger === "injury" &&
    (found.has("network") ||
      (found.has("wires") && /\b(pole|paal|pali|epalini|street|straat|esitratweni)\b/.test(text)));
  // Work done or planned is unsafe whatever was explained away beside it ("I wired the flat
  // myself two years ago" is no old, finished danger).
  const whole = normalise(message);
  let unsafeRequest = findUnsafeRequest(whole);
  // "A branch pulled the wire from the pole down": a fallen cable, not someone connecting to it.
  if (
    (danger === "wires" || danger === "network") &&
    unsafeRequest === "meter" &&
    /\b(branch|tree|wind|storm|tak|boom|wind|storm)\b/.test(whole)
  ) {
    unsafeRequest = undefined;
  }
  return {
    danger,
    unsafeRequest,
    ...(deniesDanger ? { deniesDanger } : {}),
    ...(shockToo ? { shockToo } : {}),
    ...(floodToo ? { floodToo } : {}),
    ...(fireToo ? { fireToo } : {}),
    ...(theftToo ? { theftToo } : {}),
    ...(networkInjury ? { networkInjury } : {}),
  };
}
