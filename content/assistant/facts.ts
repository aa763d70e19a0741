/**
 * Small facts, each the direct answer to one kind of question: how long a CoC is valid, whether
 * added work needs its own certificate, how to move a booking, why we ask for a phone number.
 * The assistant answers a question with its fact, short, instead of its topic's paragraph
 * (server/assistant/facts.ts finds them). Facts about the law and the supply are South African
 * practice (the Electrical Installation Regulations, SANS 10142-1, the City of Cape Town and
 * Eskom); facts about the business come from the site config and the privacy policy, never from
 * here. Where the site does not know (a price, a date, the state of a booking), the fact says so
 * and says who does.
 */
import { paths } from "../paths";
import { shownPriceGuide } from "../prices";
import { privacy } from "../privacy";
import { site } from "../site";
import { supplierLines } from "./safety";

export interface Fact {
  id: string;
  /** Every pattern must match the visitor's words (lower case, folded, shorthand spelt out). */
  asks: RegExp[];
  /** Patterns that mean a different question ("how long does the inspection take" is not validity). */
  unless?: RegExp[];
  en: string;
  af: string;
  /** About work at a place (a CoC, a job), so a suburb named beside it gets its line. */
  aboutWork?: boolean;
}

const phone = site.phone.display;
const link = (label: string, url: string) => `[${label}](${url})`;
const cocPage = paths.service("electrical-compliance-certificates");
const years = Math.round(privacy.leadRetentionDays / 365);

const coc =
  /\b(coc|cocs|c o c|certificate of compliance|compliance certificate|electrical certificate|elektriese sertifikaat|sertifikaat|certificate|nakomingsertifikaat|isatifikethi)\b/;
const booking =
  /\b(booking|booked|bookings|appointment|afspraak|gebook|bespreking|besproek|visit|besoek|ukubhukisha|bhukisha)\b/;

/** Without the owner's confirmed price guide, a price question gets the honest answer. */
const noPriceYet: Fact[] = shownPriceGuide()
  ? []
  : [
      {
        id: "price-unknown",
        aboutWork: true,
        asks: [
          /\b(how much|hw much|hoeveel (kos|vra|is)|what (do|does|will) (you|it) (charge|cost)|cost|costs|price|prices|prys|pryse|charge|fee|fees|rate|rates|callout fee|call out fee|malini|ixabiso)\b/,
        ],
        en: `I can't give prices in this chat: the site has no price list yet, and the cost depends on the job and what we find. For a quote, type "call me back" or phone ${phone}.`,
        af: `Ek kan nie pryse in hierdie klets gee nie: die webwerf het nog nie 'n pryslys nie, en die koste hang af van die werk en wat ons kry. Vir 'n kwotasie, tik "bel my terug" of bel ${phone}.`,
      },
    ];

export const facts: Fact[] = [
  ...noPriceYet,
  {
    id: "coc-validity",
    aboutWork: true,
    asks: [
      coc,
      /\b(valid|geldig|expire|expires|expiry|verval|still (ok|okay|good|fine)|nog (goed|geldig|reg)|how long (is|does) (it|a|an|the|one|my)|hoe lank (is|bly)|goed vir|good for|from (19|20)\d\d|(\d|two|three|four|five|twee|drie|vier|vyf) (years?|jaar) (old|oud|ago|terug|gelede))\b/,
    ],
    unless: [/\b(take|takes|vat|duur|inspection take)\b/],
    en: `A CoC does not expire while you own the home and nothing is changed. For a sale, the transfer needs one issued less than two years before, with nothing added or altered since: an older one means a new inspection. More on ${link("CoCs", cocPage)}.`,
    af: `'n CoC verval nie solank jy die huis besit en niks verander word nie. Vir 'n verkoping moet die sertifikaat by oordrag minder as twee jaar oud wees, sonder byvoegings of veranderings sedertdien: 'n ouer een beteken 'n nuwe inspeksie. Meer oor ${link("CoCs", cocPage)}.`,
  },
  {
    id: "coc-additions",
    aboutWork: true,
    asks: [
      coc,
      /\b(added|add|new|extra|bygesit|bygevoeg|nuwe|ekstra|changed|altered|verander)\b.{0,40}\b(plug|plugs|point|points|light|lights|circuit|room|prop|proppe|lig|ligte|stroombaan|kamer|geyser|stove|inverter|work|werk)\b/,
    ],
    en: "Yes: every addition or change (a new plug, light, circuit or inverter) needs its own certificate from the registered electrician who did it, and the old CoC does not cover it. For a sale, the CoC must cover the whole installation as it is now.",
    af: "Ja: elke byvoeging of verandering ('n nuwe prop, lig, stroombaan of omsetter) het sy eie sertifikaat nodig van die geregistreerde elektrisiën wat dit gedoen het, en die ou CoC dek dit nie. Vir 'n verkoping moet die CoC die hele installasie dek soos dit nou is.",
  },
  {
    id: "coc-landlord",
    aboutWork: true,
    asks: [
      coc,
      /\b(rent|rental|renting|tenant|tenants|landlord|lessor|let|huur|huurder|huurders|verhuur|eienaar van die woonstel)\b/,
    ],
    en: "Yes: under the Electrical Installation Regulations the owner or lessor of an installation must hold a valid CoC for it, not only when selling. It need not be redone for each new tenant, unless the installation has been changed.",
    af: "Ja: volgens die Elektriese Installasieregulasies moet die eienaar of verhuurder van 'n installasie 'n geldige CoC daarvoor hê, nie net by 'n verkoping nie. Dit hoef nie vir elke nuwe huurder oorgedoen te word nie, tensy die installasie verander is.",
  },
  {
    id: "coc-covers",
    aboutWork: true,
    asks: [
      coc,
      /\b(cover|covers|include|includes|dek|ingesluit|fence|heining|gas|appliances?|toestelle?|geyser isnt|not on it)\b/,
    ],
    unless: [/\b(added|bygesit|new plug)\b/],
    en: "The electrical CoC covers the fixed installation: the board, wiring, plugs, lights, earthing and the connections of the geyser and stove. It does not cover appliances, and it says the installation was safe when tested, not that everything works. An electric fence needs its own Electric Fence System certificate, and gas its own gas certificate.",
    af: "Die elektriese CoC dek die vaste installasie: die bord, bedrading, proppe, ligte, aarding en die aansluitings van die geiser en stoof. Dit dek nie toestelle nie, en dit sê die installasie was veilig toe dit getoets is, nie dat alles werk nie. 'n Elektriese heining het sy eie Electric Fence System-sertifikaat nodig, en gas sy eie gassertifikaat.",
  },
  {
    id: "coc-faults-first",
    aboutWork: true,
    asks: [
      coc,
      /\b(fault|faults|foute|fout|defects?|fail|fails|failed|druip|problems|probleme)\b.{0,60}\b(fix|fixed|repair|repaired|regmaak|reggemaak|herstel|first|eers|before|voor)\b|\b(fix|repair|regmaak)\w* .{0,40}\b(before|first|voor|eers)\b/,
    ],
    en: "Yes: a CoC can only be issued once the installation complies, so whatever fails the test is repaired first, by any registered electrician you choose, and then retested. Book the inspection early, so repairs never hold up a transfer.",
    af: "Ja: 'n CoC kan eers uitgereik word wanneer die installasie voldoen, so wat die toets druip, word eers herstel, deur enige geregistreerde elektrisiën van jou keuse, en dan weer getoets. Bespreek die inspeksie vroeg, sodat herstelwerk nooit 'n oordrag ophou nie.",
  },
  {
    id: "coc-duration",
    aboutWork: true,
    asks: [
      coc,
      /\b(how long (does|will|do) (it|the|a|an|you|they)|how long to|take|takes|duration|hoe lank (vat|duur|neem)|vat dit|duur dit|how many hours|hoeveel ure)\b/,
    ],
    en: `It depends on the size of the installation and on what the tests find: a house's inspection and tests usually take a few hours, and any repairs come after. We tell you what to expect when we book. More on ${link("CoCs", cocPage)}.`,
    af: `Dit hang af van die grootte van die installasie en wat die toetse kry: 'n huis se inspeksie en toetse neem gewoonlik 'n paar uur, en enige herstelwerk kom daarna. Ons sê vir jou wat om te verwag wanneer ons bespreek. Meer oor ${link("CoCs", cocPage)}.`,
  },
  {
    id: "coc-vs-report",
    asks: [coc, /\b(difference|diff|verskil)\b/, /\b(inspection|report|verslag|inspeksie)\b/],
    en: "A CoC certifies that the installation complies with SANS 10142-1, after every fault has been fixed: it is what a sale or a new connection needs. An inspection or condition report only lists what is wrong and how urgent it is, without fixing or certifying anything: useful before you buy or plan work.",
    af: "'n CoC sertifiseer dat die installasie aan SANS 10142-1 voldoen, nadat elke fout reggemaak is: dit is wat 'n verkoping of 'n nuwe aansluiting nodig het. 'n Inspeksie- of toestandverslag lys net wat fout is en hoe dringend, sonder om iets reg te maak of te sertifiseer: nuttig voordat jy koop of werk beplan.",
  },
  {
    id: "booking-change",
    asks: [
      booking,
      /\b(move|moving|change|reschedule|another (day|time)|skuif|verskuif|verander|ander dag|ander tyd|cancel|cancelling|kanselleer|rhoxisa|ukurhoxisa|dont need)\b/,
    ],
    en: `I can't see bookings from this chat. The confirmation we sent you has a status link: there you can ask for another time or cancel. Or phone us on ${phone} with your name and the day you booked.`,
    af: `Ek kan nie besprekings van hierdie klets af sien nie. Die bevestiging wat ons vir jou gestuur het, het 'n statusskakel: daar kan jy vir 'n ander tyd vra of kanselleer. Of bel ons by ${phone} met jou naam en die dag wat jy bespreek het.`,
  },
  {
    id: "booking-follow-up",
    asks: [
      /\b(booked|gebook|besproek|booking|reference|verwysing|ref|came out|come back|kom terug|niemand het|nobody (has )?(called|phoned|came)|no one (called|came)|havent heard|still waiting|nog gewag|status)\b/,
      /\b(lost|cant find|kan nie kry|verloor|nobody|niemand|no one|havent|still|nog nie|week|status|what now|wat nou|look (it )?up|waiting|wag|confirmation|bevestiging|gekry nie|didnt get|never got|no email|geen e pos)\b/,
    ],
    en: `I'm sorry you're waiting. I can't see bookings from this chat: the confirmation we sent you (search your e-mail and SMS for it) has a status link that shows where your booking stands. If you can't find it, phone us on ${phone}: we'll check who you are and send it again.`,
    af: `Jammer dat jy wag. Ek kan nie besprekings van hierdie klets af sien nie: die bevestiging wat ons gestuur het (soek in jou e-pos en SMS'e), het 'n statusskakel wat wys hoe dit met jou bespreking gaan. As jy dit nie kry nie, bel ons by ${phone}: ons maak seker wie jy is en stuur dit weer.`,
  },
  {
    id: "privacy-why",
    asks: [
      /\b(why|hoekom|waarom|ntoni|nizifunela|kutheni)\b.{0,40}\b(need|want|ask|vra|nodig|nombolo|iinombolo|\w*funa)\b|\b(need|want) my (number|phone|email|e mail|address|details)\b/,
      /\b(number|phone|email|e mail|address|details|nommer|adres|besonderhede|iinombolo|inombolo|nenombolo|igama)\b/,
    ],
    en: `You don't need to give any details to ask questions here. We ask for a name and a phone number or e-mail only when you want us to call you back or book a visit, so that we can reach you, and use them for nothing else. See our ${link("privacy policy", "/privacy-policy")}.`,
    af: `Jy hoef geen besonderhede te gee om hier vrae te vra nie. Ons vra net vir 'n naam en 'n foonnommer of e-pos as jy wil hê ons moet jou terugbel of 'n besoek bespreek, sodat ons jou kan bereik, en gebruik dit vir niks anders nie. Kyk na ons ${link("privaatheidsbeleid", "/privacy-policy")}.`,
  },
  {
    id: "privacy-delete",
    asks: [
      /\b(delete|remove|erase|wipe|vee|verwyder|uitvee|cima|susa|forget)\b/,
      /\b(details|data|number|info|information|nommer|adres|besonderhede|my|inkcukacha)\b/,
    ],
    en: `You can have your details deleted: e-mail ${site.email} asking for it. Under POPIA, our privacy policy says, we confirm it is you and answer within 30 days, at no charge. I can't delete anything from this chat myself.`,
    af: `Jy kan jou besonderhede laat uitvee: e-pos ${site.email} en vra daarvoor. Volgens POPIA, sê ons privaatheidsbeleid, maak ons seker dit is jy en antwoord binne 30 dae, gratis. Ek kan self niks van hierdie klets af uitvee nie.`,
  },
  {
    id: "privacy-kept",
    asks: [
      /\b(who sees|who can see|saved|stored|store|keep|kept|bewaar|gestoor|wie sien|how long do you keep|hoe lank hou)\b/,
      /\b(chat|type|details|data|information|info|klets|besonderhede|this|dit)\b/,
    ],
    en: `Our privacy policy says: this chat is kept in your browser until you close the tab. If you ask for a call-back or book, what you send goes to our team, who use it only to help you, and it is kept for ${years} years and then anonymised. Please don't type ID or bank numbers here. More in our ${link("privacy policy", "/privacy-policy")}.`,
    af: `Ons privaatheidsbeleid sê: hierdie klets bly in jou blaaier totdat jy die oortjie toemaak. As jy vra dat ons terugbel of bespreek, gaan wat jy stuur na ons span, wat dit net gebruik om jou te help, en dit word ${years} jaar gehou en dan anoniem gemaak. Moet asseblief nie ID- of banknommers hier tik nie. Meer in ons ${link("privaatheidsbeleid", "/privacy-policy")}.`,
  },
  {
    id: "privacy-id-number",
    asks: [
      /\b(id|identity|id nommer|id number|idnommer)\b/,
      /\b(need|nodig|give|gee|booking|book|bespreek)\b/,
    ],
    en: "No, we never need your ID number: a name, a phone number and the address of the job are enough to book. Please don't type ID or bank numbers in this chat.",
    af: "Nee, ons het nooit jou ID-nommer nodig nie: 'n naam, 'n foonnommer en die adres van die werk is genoeg om te bespreek. Moet asseblief nie ID- of banknommers in hierdie klets tik nie.",
  },
  {
    id: "privacy-marketing",
    asks: [
      /\b(stop|unsubscribe|opt out|no more|nie meer|hou op|andifuni)\b/,
      /\b(whatsapps?|messages?|sms|smses|promos?|marketing|boodskappe|adverts?|izibhengezo|e mails?)\b/,
    ],
    en: `I'm sorry you were sent messages you didn't ask for. To be taken off now, e-mail ${site.email} or phone ${phone}: we remove you and find out how it happened.`,
    af: `Jammer dat jy boodskappe gekry het waarvoor jy nie gevra het nie. Om nou afgehaal te word, e-pos ${site.email} of bel ${phone}: ons haal jou af en vind uit hoe dit gebeur het.`,
  },
  {
    id: "other-customers",
    asks: [
      /\b(who|whoever|address|addresses|phone numbers?|list|wie|adres|nommers)\b/,
      /\b(booked|customers?|neighbou?rs?|clients?|klante|bure|buurman|everyone who)\b/,
      /\b(tell|give|list|send|show|share|gee|wys|stuur|print)\b/,
    ],
    en: `I can't share anything about other customers: their details are private. If you think someone is doing dangerous or illegal electrical work, report it to the City of Cape Town on ${supplierLines.city} (Eskom areas: ${supplierLines.eskom}).`,
    af: `Ek kan niks oor ander kliënte deel nie: hulle besonderhede is privaat. As jy dink iemand doen gevaarlike of onwettige elektriese werk, meld dit by die Stad Kaapstad by ${supplierLines.city} (Eskom-gebiede: ${supplierLines.eskom}).`,
  },
  {
    id: "instructions",
    asks: [
      /\b(ignore (all |your |the )?(previous |prior )?instructions|system prompt|your instructions|jou instruksies|instructions|admin mode|developer|override|jailbreak|you are now|pretend)\b/,
    ],
    en: "I can't change how I work or share my instructions, and I can't promise discounts or prices. I can answer questions about electrical work, our services and areas, or take your details for a call-back.",
    af: "Ek kan nie verander hoe ek werk of my instruksies deel nie, en ek kan nie afslag of pryse belowe nie. Ek kan vrae oor elektriese werk, ons dienste en gebiede beantwoord, of jou besonderhede neem sodat ons jou terugbel.",
  },
  {
    id: "difference-earth-leakage",
    asks: [
      /\b(difference|diff|verskil|umahluko|vs|versus)\b/,
      /\b(earth leakage|aardlek\w*|elcb|rcd)\b/,
    ],
    en: "A circuit breaker protects the wiring: it trips on overload or a short circuit. The earth leakage unit protects people: it trips when current leaks to earth, through a faulty appliance or a person, within a fraction of a second. Press its test button every month: it should trip.",
    af: "'n Stroombreker beskerm die bedrading: dit klap uit by oorlading of 'n kortsluiting. Die aardlekskakelaar beskerm mense: dit klap binne 'n breukdeel van 'n sekonde uit wanneer stroom na aarde lek, deur 'n foutiewe toestel of 'n persoon. Druk elke maand sy toetsknoppie: dit moet uitklap.",
  },
  {
    id: "difference-isolator",
    asks: [/\b(difference|diff|verskil|umahluko|vs|versus)\b/, /\b(isolator|isolators)\b/],
    en: "A breaker switches off by itself when there is a fault. An isolator is only a switch, beside a geyser, stove or air conditioner, to cut its power by hand for safe work: it gives no protection.",
    af: "'n Breker skakel vanself af wanneer daar 'n fout is. 'n Isolator is net 'n skakelaar, langs 'n geiser, stoof of lugversorger, om sy krag met die hand af te sny sodat daar veilig gewerk kan word: dit gee geen beskerming nie.",
  },
  {
    id: "difference-ups",
    asks: [/\b(difference|diff|verskil|umahluko|vs|versus)\b/, /\bups\b/],
    en: "A UPS is a small battery box for one or two things (the Wi-Fi router, a computer, a gate motor) that takes over instantly for an hour or so. An inverter with batteries is wired into the board and runs chosen circuits (lights, plugs, the fridge) through load-shedding; it needs an electrician and a CoC.",
    af: "'n UPS is 'n klein batterykas vir een of twee dinge (die Wi-Fi-roeteerder, 'n rekenaar, 'n hekmotor) wat onmiddellik oorneem vir 'n uur of so. 'n Omsetter met batterye word in die bord bedraad en laat gekose stroombane (ligte, proppe, die yskas) deur beurtkrag loop; dit het 'n elektrisiën en 'n CoC nodig.",
  },
  {
    id: "difference-surge",
    asks: [/\b(difference|diff|verskil|vs|versus)\b/, /\b(surge|spanningstuwing)\b/],
    en: "A surge arrester in the distribution board protects the whole installation from spikes, such as when the power returns or lightning strikes nearby. A surge-protected plug only protects what is plugged into it. The best protection has both.",
    af: "'n Stuwingsafleier in die verdeelbord beskerm die hele installasie teen stuwings, soos wanneer die krag terugkom of weerlig naby slaan. 'n Prop met stuwingsbeskerming beskerm net wat daarin ingeprop is. Die beste beskerming het albei.",
  },
  {
    id: "difference-phase",
    asks: [
      /\b(difference|diff|verskil|vs|versus)\b/,
      /\b(single phase|three phase|3 phase|enkelfase|driefase)\b/,
    ],
    en: "Most homes have a single-phase supply: one live conductor at 230 V. Three-phase has three at 400 V between them, for large motors, workshops and big loads. Changing your supply needs an application to the City of Cape Town or Eskom.",
    af: "Die meeste huise het 'n enkelfasetoevoer: een lewendige geleier teen 230 V. Driefase het drie, met 400 V tussen hulle, vir groot motors, werkswinkels en groot laste. Om jou toevoer te verander, moet by die Stad Kaapstad of Eskom aansoek gedoen word.",
  },
  {
    id: "sunday",
    asks: [/\b(sunday|sundays|sondag|sondae|ngecawa)\b/],
    en: `We are closed on Sunday, except for emergencies (24 hours, every day: ${phone}). Planned work, such as moving plugs, is booked Monday to Saturday, 06:00 to 18:00.`,
    af: `Ons is Sondag toe, behalwe vir noodgevalle (24 uur, elke dag: ${phone}). Beplande werk, soos proppe skuif, word Maandag tot Saterdag, 06:00 tot 18:00, bespreek.`,
  },
  {
    id: "start-time",
    asks: [
      /\b(what time|how early|hoe laat|hoe vroeg|start|begin|open)\b/,
      /\b(morning|oggend|soggens|early|vroeg|start|begin)\b/,
    ],
    en: `We work from 06:00, Monday to Saturday. Ask for an early slot when you book and we confirm the time with you. Emergencies: ${phone}, 24 hours.`,
    af: `Ons werk vanaf 06:00, Maandag tot Saterdag. Vra vir 'n vroeë tyd wanneer jy bespreek, en ons bevestig die tyd met jou. Noodgevalle: ${phone}, 24 uur.`,
  },
  {
    id: "prepaid-update-codes",
    asks: [
      /\b(update codes?|key change|kct|3 (long )?(numbers|codes)|three (long )?(numbers|codes)|drie (lang )?(nommers|kodes)|three tokens|3 tokens|iikhowudi ezintathu|ikhowudi ezintathu)\b/,
    ],
    en: `Enter the codes in the order on the slip: the first update (key change) code, then the second, each followed by Enter and accepted, and only then your 20-digit token. If one is rejected, call the supplier: the City on ${supplierLines.city} or Eskom on ${supplierLines.eskom}.`,
    af: `Tik die kodes in die volgorde op die strokie: die eerste bywerkingskode (key change), dan die tweede, elkeen gevolg deur Enter en aanvaar, en eers dan jou 20-syfer-kragkaartnommer. As een geweier word, bel die verskaffer: die Stad by ${supplierLines.city} of Eskom by ${supplierLines.eskom}.`,
  },
  {
    id: "which-supplier",
    asks: [
      /\b(city|stad|municipality|munisipaliteit)\b/,
      /\beskom\b/,
      /\b(how do i know|which|who supplies|wie verskaf|hoe weet ek|are we|eskom or (the )?city|city or eskom|is \w+ eskom|ons eskom|eskom of (die )?stad)\b/,
    ],
    en: `Look at who you buy prepaid units from or who sends your electricity account: parts of Cape Town are supplied by Eskom directly and follow Eskom's load-shedding schedule, not the City's. If unsure, ask the City on ${supplierLines.city}.`,
    af: `Kyk by wie jy kragkaarte koop of wie jou elektrisiteitsrekening stuur: dele van Kaapstad word direk deur Eskom voorsien en volg Eskom se beurtkragskedule, nie die Stad s'n nie. As jy onseker is, vra die Stad by ${supplierLines.city}.`,
  },
  {
    id: "meter-move",
    asks: [
      /\b(move|relocate|shift|skuif|verskuif|ukufudusa|fudusa|ndifudusa)\b/,
      /\b(meter|meterkas|kragboks|meter box|imitha|yemitha)\b/,
    ],
    en: `The meter belongs to the City of Cape Town (or Eskom), so moving it needs an application to them (City: ${supplierLines.city}). We can then do the wiring on your side of the meter, with a CoC.`,
    af: `Die meter behoort aan die Stad Kaapstad (of Eskom), so om dit te skuif, moet by hulle aansoek gedoen word (Stad: ${supplierLines.city}). Ons kan dan die bedrading aan jou kant van die meter doen, met 'n CoC.`,
  },
  {
    id: "power-returns",
    asks: [
      /\b(load ?shedding|loadshedding|beurtkrag|outage|onderbreking|power (comes|came) back|krag (kom|terug))\b/,
      /\b(before|voor|blow|blows|damage|beskadig|switch off|afsit|afskakel|trip|trips|uitklap|klap)\b/,
    ],
    en: "Before the power returns, switch off the geyser, stove, pool pump and heaters, and unplug TVs and computers: everything starting at once can trip the main and the surge can damage electronics. Switch them on one by one a few minutes after the power is back. A surge arrester in the board protects the whole home.",
    af: "Voordat die krag terugkom, skakel die geiser, stoof, swembadpomp en verwarmers af, en trek TV's en rekenaars uit: alles wat saam aanskakel, kan die hoofskakelaar laat uitklap en die stuwing kan elektronika beskadig. Skakel hulle een vir een aan 'n paar minute nadat die krag terug is. 'n Stuwingsafleier in die bord beskerm die hele huis.",
  },
  {
    id: "inverter-overload",
    asks: [/\b(inverter|omsetter)\b/, /\b(overload|oorlaai|beep|beeps|beeping|piep)\b/],
    en: "The inverter is telling you the load is more than it can supply: a kettle, heater or hairdryer alone draws 2 to 3 kW. Keep those off the backup during load-shedding, or have them wired to circuits the inverter does not feed.",
    af: "Die omsetter sê vir jou die las is meer as wat dit kan lewer: 'n ketel, verwarmer of haardroër trek alleen 2 tot 3 kW. Hou hulle af van die rugsteun tydens beurtkrag, of laat hulle op stroombane bedraad wat die omsetter nie voer nie.",
  },
  {
    id: "half-house-off",
    asks: [
      /\b(half|some rooms|some of the|helfte|sommige|part of the|deel van die)\b/,
      /\b(no power|dead|not working|werk nie|geen krag|off|af|niks)\b/,
    ],
    unless: [/\b(plugs? in the kitchen|kombuis)\b/],
    en: `If your neighbours have power and nothing in the board has tripped, half the house going off usually means a loose or burnt connection, or one phase of the supply lost. Don't keep switching things on and off. If lights go very bright or dim, or you smell burning, switch off the main switch and call our 24/7 line on ${phone}; otherwise book fault-finding.`,
    af: `As jou bure krag het en niks in die bord uitgeklap het nie, beteken die helfte van die huis sonder krag gewoonlik 'n los of verbrande verbinding, of een fase van die toevoer wat weg is. Moenie aanhou aan- en afskakel nie. As ligte baie helder of dof word, of jy ruik iets brand, skakel die hoofskakelaar af en bel ons 24/7-lyn by ${phone}; andersins bespreek foutsoek.`,
  },
  {
    id: "flicker-supply-or-wiring",
    asks: [
      /\b(flicker\w*|flikker\w*|dim|dof)\b/,
      /\b(whole house|all the lights|every light|municipality|city|eskom|neighbou?rs?|hele huis|al die ligte|bure|munisipaliteit|supply|wiring|bedrading)\b/,
    ],
    en: `Ask your neighbours first. If their lights flicker too, it is the supply: report it to the City of Cape Town on ${supplierLines.city} (Eskom areas: ${supplierLines.eskom}). If it is only your home, a loose connection in the board or the supply cable can heat up: have it checked soon, and if anything buzzes or smells of burning, switch off the main switch and call ${phone}.`,
    af: `Vra eers jou bure. As hulle ligte ook flikker, is dit die toevoer: meld dit by die Stad Kaapstad by ${supplierLines.city} (Eskom-gebiede: ${supplierLines.eskom}). As dit net jou huis is, kan 'n los verbinding in die bord of die toevoerkabel warm word: laat dit gou nagaan, en as iets gons of na brand ruik, skakel die hoofskakelaar af en bel ${phone}.`,
  },
  {
    id: "trips-in-rain",
    asks: [/\b(trip\w*|klap)\b/, /\b(rain|rains|raining|wet weather|reen|reent|nat weer|imvula)\b/],
    en: "Tripping only when it rains means water is getting into something outside: an outdoor light or plug, a garden or pool circuit, a gate motor, or a junction box. Don't bypass the earth leakage: it is protecting you. Switching off the outside circuits one at a time can narrow it down; we find and seal the fault.",
    af: "As dit net uitklap wanneer dit reën, kom water iewers buite in: 'n buitelig of -prop, 'n tuin- of swembadstroombaan, 'n hekmotor of 'n aansluitkas. Moenie die aardlekskakelaar omseil nie: dit beskerm jou. Om die buitestroombane een vir een af te skakel, kan die fout uitwys; ons kry en verseël dit.",
  },
  {
    id: "bulbs-blowing",
    asks: [
      /\b(blow\w*|blew|blown|burn\w* out|brand uit|gaan dood|bulbs?|globes?|gloeilamp\w*)\b/,
      /\b(keep|keeps|every|always|gereeld|elke|heeltyd|again|weer)\b/,
    ],
    en: "A light that keeps blowing bulbs usually has a loose connection in the fitting or switch, a bulb too strong or not made for that fitting (heat in a closed fitting), or voltage swings. Have the fitting and its connections checked rather than fitting another bulb.",
    af: "'n Lig wat aanhou gloeilampe laat uitbrand, het gewoonlik 'n los verbinding in die toebehoor of skakelaar, 'n gloeilamp wat te sterk is of nie vir daardie toebehoor gemaak is nie (hitte in 'n toe toebehoor), of spanningskommelings. Laat die toebehoor en sy verbindings nagaan eerder as om nog 'n gloeilamp in te sit.",
  },
  {
    id: "gate-after-power-returns",
    asks: [
      /\b(gate|hek|gate motor|hekmotor)\b/,
      /\b(power (came|comes) back|after (the )?(load ?shedding|outage|power)|krag terug|na beurtkrag|wont open|not working|werk nie|dead|dood)\b/,
    ],
    en: "Check the gate motor's own breaker or isolator and its plug first, then its backup battery, which a long outage can flatten; use the manual release key to open it meanwhile. If it still won't work, a surge may have damaged the control board: we test the supply to the motor.",
    af: "Kyk eers na die hekmotor se eie breker of isolator en sy prop, dan na sy rugsteunbattery, wat 'n lang onderbreking pap kan maak; gebruik intussen die handsleutel om dit oop te maak. As dit steeds nie werk nie, het 'n stuwing dalk die beheerbord beskadig: ons toets die toevoer na die motor.",
  },
  {
    id: "one-stove-plate",
    asks: [/\b(plate|plaat|stove plate|stoofplaat)\b/, /\b(not|nie|dead|dood|won'?t|isnt|geen)\b/],
    en: "When one plate is dead and the others work, the fault is almost always that plate or its control switch on the stove, not the house wiring. Switch the stove off at its isolator before anyone looks at it.",
    af: "As een plaat dood is en die ander werk, is die fout byna altyd daardie plaat of sy beheerskakelaar op die stoof, nie die huis se bedrading nie. Skakel die stoof by sy isolator af voordat iemand daarna kyk.",
  },
  {
    id: "night-callout",
    asks: [
      /\b(night|tonight|at night|late|11pm|midnight|after hours|snags|vanaand|middernag|laat)\b/,
      /\b(come out|come|callout|call out|kom uit|kom|available|emergency|nood)\b/,
    ],
    en: `Yes: emergency call-outs run 24 hours a day, 7 days a week, for homes too. Call ${phone} now. Meanwhile, look at the distribution board for a tripped main switch or earth leakage, but leave it off if anything smells of burning or is hot.`,
    af: `Ja: noodoproepe is 24 uur per dag, 7 dae per week, ook vir huise. Bel nou ${phone}. Kyk intussen by die verdeelbord of die hoofskakelaar of aardlekskakelaar uitgeklap het, maar laat dit af as iets na brand ruik of warm is.`,
  },
  {
    id: "register-inverter",
    asks: [
      /\b(register|registration|registreer|approval|approve|goedkeuring|permission|sseg)\b/,
      /\b(inverter|omsetter|battery|batterye|batteries|solar|panels?|panele)\b/,
    ],
    en: "Yes: in Cape Town every inverter wired into the house must be approved by the City before it is switched on, even with batteries only and no panels (the City's small-scale embedded generation rules), and certified with a CoC. A plug-in UPS needs no approval. We handle the application and the CoC.",
    af: "Ja: in Kaapstad moet elke omsetter wat in die huis bedraad is, deur die Stad goedgekeur word voordat dit aangeskakel word, selfs met net batterye en geen panele nie (die Stad se reëls vir kleinskaalse ingebedde opwekking), en met 'n CoC gesertifiseer word. 'n UPS wat ingeprop word, het geen goedkeuring nodig nie. Ons hanteer die aansoek en die CoC.",
  },
  {
    id: "service-others-system",
    asks: [
      /\b(service|maintain|maintenance|repair|fix|onderhou|diens|regmaak)\b/,
      /\b(solar|inverter|omsetter|sonkrag|system|stelsel)\b/,
      /\b(closed|installer|someone else|another company|ander|toegemaak|gone|not ours)\b/,
    ],
    en: `Yes: we service and repair systems we did not install. Have the make and size of the inverter, batteries and panels ready, with any CoC and City approval papers. See ${link("Solar and Backup System Maintenance", paths.service("solar-system-maintenance"))}.`,
    af: `Ja: ons onderhou en herstel stelsels wat ons nie geïnstalleer het nie. Hou die fabrikaat en grootte van die omsetter, batterye en panele gereed, met enige CoC en Stad-goedkeuring. Kyk na ${link("Solar and Backup System Maintenance", paths.service("solar-system-maintenance"))}.`,
  },
  {
    id: "coc-existing-work",
    asks: [
      coc,
      /\b(someone else|another|other|previous|without a coc|sonder n coc|iemand anders|ander)\b/,
      /\b(install|installed|work|werk|geinstalleer|put in)\b/,
    ],
    en: "Yes: a registered electrician can certify work someone else did, but only after inspecting and testing it, and once whatever does not comply is put right. Nobody may sign off work they have not tested.",
    af: "Ja: 'n geregistreerde elektrisiën kan werk sertifiseer wat iemand anders gedoen het, maar eers nadat dit geïnspekteer en getoets is, en wat nie voldoen nie, reggemaak is. Niemand mag werk afteken wat hy nie getoets het nie.",
  },
  {
    id: "difference-geyser-heating",
    asks: [
      /\b(difference|diff|verskil|vs|versus|which is better|wat is beter)\b/,
      /\b(heat pump|solar geyser|sonverwarmer|hittepomp|pv)\b/,
    ],
    en: "A solar geyser heats water with the sun through roof collectors; a heat pump is a unit like an air conditioner that heats water using about a third of a geyser element's electricity; PV panels make electricity that can run the element. Which suits you depends on your roof, hot-water use and budget.",
    af: "'n Songeiser verhit water met die son deur kollektors op die dak; 'n hittepomp is 'n eenheid soos 'n lugversorger wat water verhit met omtrent 'n derde van 'n geiserelement se elektrisiteit; PV-panele maak elektrisiteit wat die element kan laat loop. Wat by jou pas, hang af van jou dak, warmwatergebruik en begroting.",
  },
  {
    id: "appliance-repair",
    asks: [
      /\b(repair|fix|regmaak|herstel)\b/,
      /\b(fridge|fridges|tv|tvs|television|washing machine|microwave|yskas|wasmasjien|mikrogolf|appliances?|toestelle?)\b/,
    ],
    unless: [/\b(plug|socket|prop|circuit|stroombaan)\b/],
    en: "We don't repair appliances: an appliance repairer does that, and your insurer may want their report for surge damage. We can check the wiring they were plugged into and fit a surge arrester in the board so it does not happen again.",
    af: "Ons herstel nie toestelle nie: 'n toestelhersteller doen dit, en jou versekeraar wil dalk hulle verslag vir stuwingskade hê. Ons kan die bedrading nagaan waarin hulle ingeprop was, en 'n stuwingsafleier in die bord sit sodat dit nie weer gebeur nie.",
  },
  {
    id: "electric-fence-service",
    asks: [
      /\b(electric fence|elektriese heining|heinings|electric fencing)\b/,
      /\b(do you|doen julle|can you|kan julle|install|fix|repair|werk nie|not working)\b/,
    ],
    en: "Electric fences are not among our services: they need a registered electric fence installer, who also issues the fence's own certificate. We can do the electrical point that supplies its energiser.",
    af: "Elektriese heinings is nie een van ons dienste nie: hulle het 'n geregistreerde elektriese-heining-installeerder nodig, wat ook die heining se eie sertifikaat uitreik. Ons kan die elektriese punt doen wat sy energieer voer.",
  },
  {
    id: "plumbing",
    asks: [/\b(plumbing|plumber|loodgieter|pipes? leak\w*|leaking tap|drain)\b/],
    en: "We don't do plumbing: a plumber fixes leaks and pipes. We do the geyser's electrics (element, thermostat, wiring). If water is leaking, switch the geyser off at its breaker in the board and close the cold-water valve to the geyser.",
    af: "Ons doen nie loodgieterswerk nie: 'n loodgieter maak lekke en pype reg. Ons doen die geiser se elektriese werk (element, termostaat, bedrading). As water lek, skakel die geiser by sy breker in die bord af en draai die koue-water-kraan na die geiser toe.",
  },
];
