/**
 * What the assistant says when a message describes danger, or asks how to defeat a protection.
 * Written once, here, and reviewed against South African practice: the person first (112 from any
 * cell phone, 10177 for an ambulance or the fire service), the main switch only if it can be
 * reached safely and dry, then the business's 24/7 line. Street supply belongs to the City of Cape
 * Town or Eskom, so fallen or sparking street cables go to them. Every text takes the numbers from
 * the site config.
 */
import { site } from "../site";

export type Danger = "injury" | "fire" | "burning" | "water" | "shock" | "wires" | "emergency";
export type UnsafeRequest = "bypass" | "generator" | "live" | "meter";
export type SafetyLanguage = "en" | "af" | "xh";

const phone = site.phone.display;
/** The City's 24-hour electricity fault line and Eskom's customer line (both public numbers). */
export const supplierLines = { city: "0860 103 089", eskom: "08600 37566" } as const;

const emergencyPage = "[emergency electrical services](/services/emergency-electrical-services)";

export const dangerReplies: Record<SafetyLanguage, Record<Danger, string>> = {
  en: {
    injury: `Call an ambulance now: 112 from any cell phone, or 10177. Do not touch the person if they may still be touching the wire or appliance: switch off at the main switch first if you can reach it safely, or push the cable away with something dry that is not metal, like a wooden broom. If they are not breathing, the call-taker will talk you through CPR. Once help is on the way, call our 24/7 line on ${phone} and we will come and make the installation safe.`,
    fire: `Get everyone out and call 112 from a cell phone (or 10177 for the fire service). Never throw water on an electrical fire. Only if you can reach it safely, without passing the fire, switch off the main switch at the distribution board. When everyone is safe, call our 24/7 line on ${phone}.`,
    burning: `Stop using it and, if you can reach it safely, switch off the main switch at the distribution board (DB). Do not touch a plug, switch or board that is sparking, smoking, melting or hot, and keep everyone away. Sparks, a burning smell or a hot board can become a fire: if you see smoke or flames, get out and call 112 or 10177. Then call our 24/7 line on ${phone}: it is answered day and night. More on our ${emergencyPage}.`,
    water: `Water and electricity together are dangerous: do not touch the distribution board, plugs or light fittings that are wet, and do not stand in water near them. If you can reach the main switch while standing somewhere dry, switch it off; if not, keep everyone away from the wet area. If anyone has had a shock, call 112 or 10177. Then call our 24/7 line on ${phone} and we will come and make it safe.`,
    shock: `Stop using whatever gave the shock, and switch off the main switch at the distribution board if you can reach it safely. A shock can affect the heart even when the person feels fine: if anyone feels unwell, has a burn or chest pain, or was knocked down, call 112 or 10177 now. A tap, geyser or appliance that shocks or tingles usually means a fault to earth, so please don't use it until it has been tested: call our 24/7 line on ${phone}.`,
    wires: `Stay well away from fallen, hanging or bare wires and keep children and pets back: treat every wire as live. Never try to move one yourself. Cables in the street or on a pole belong to the supplier: call the City of Cape Town's electricity faults line on ${supplierLines.city} (or Eskom on ${supplierLines.eskom} if Eskom supplies you), and 112 if anyone is in danger. For bare or damaged wires inside your property, switch off the main switch if you can reach it safely and call our 24/7 line on ${phone}.`,
    emergency: `If anyone is hurt or there is a fire, call 112 from a cell phone or 10177 first. For sparks, smoke, a burning smell or exposed wires, switch off the main switch at the distribution board if you can reach it safely, and keep everyone away. Then call our 24/7 emergency line on ${phone}: it is answered day and night. More on our ${emergencyPage}.`,
  },
  af: {
    injury: `Bel nou 'n ambulans: 112 van enige selfoon af, of 10177. Moenie aan die persoon raak as hy of sy dalk nog aan die draad of toestel vas is nie: skakel eers die hoofskakelaar af as jy veilig daarby kan uitkom, of stoot die kabel weg met iets droogs wat nie metaal is nie, soos 'n houtbesem. As die persoon nie asemhaal nie, sal die noodsentrum jou deur CPR help. Sodra hulp op pad is, bel ons 24/7-lyn by ${phone} en ons kom maak die installasie veilig.`,
    fire: `Kry almal uit die huis en bel 112 van 'n selfoon af (of 10177 vir die brandweer). Moet nooit water op 'n elektriese brand gooi nie. Net as jy veilig daarby kan uitkom sonder om by die vuur verby te gaan, skakel die hoofskakelaar by die verdeelbord af. Wanneer almal veilig is, bel ons 24/7-lyn by ${phone}.`,
    burning: `Hou op om dit te gebruik en skakel die hoofskakelaar by die verdeelbord (DB) af as jy veilig daarby kan uitkom. Moenie aan 'n prop, skakelaar of bord raak wat vonk, rook, smelt of warm is nie, en hou almal weg. Vonke, 'n brandreuk of 'n warm bord kan 'n brand word: as jy rook of vlamme sien, gaan uit en bel 112 of 10177. Bel dan ons 24/7-lyn by ${phone}: dit word dag en nag geantwoord.`,
    water: `Water en elektrisiteit saam is gevaarlik: moenie aan die verdeelbord, proppe of ligte raak wat nat is nie, en moenie naby hulle in water staan nie. As jy die hoofskakelaar kan bereik terwyl jy op 'n droë plek staan, skakel dit af; so nie, hou almal weg van die nat area. As iemand geskok is, bel 112 of 10177. Bel dan ons 24/7-lyn by ${phone} en ons kom maak dit veilig.`,
    shock: `Moenie weer gebruik wat jou geskok het nie, en skakel die hoofskakelaar by die verdeelbord af as jy veilig daarby kan uitkom. 'n Skok kan die hart raak selfs as die persoon goed voel: as iemand sleg voel, 'n brandwond of borspyn het, of omgeval het, bel nou 112 of 10177. 'n Kraan, geiser of toestel wat skok of tintel, beteken gewoonlik 'n aardfout, so moet dit asseblief nie gebruik voordat dit getoets is nie: bel ons 24/7-lyn by ${phone}.`,
    wires: `Bly ver weg van drade wat op die grond lê, hang of kaal is, en hou kinders en diere weg: behandel elke draad asof dit lewendig is. Moet nooit self probeer om een te skuif nie. Kabels in die straat of op 'n paal behoort aan die verskaffer: bel die Stad Kaapstad se elektrisiteitsfoutlyn by ${supplierLines.city} (of Eskom by ${supplierLines.eskom} as Eskom jou krag verskaf), en 112 as iemand in gevaar is. Vir kaal of beskadigde drade op jou eiendom, skakel die hoofskakelaar af as jy veilig daarby kan uitkom en bel ons 24/7-lyn by ${phone}.`,
    emergency: `As iemand seergekry het of daar is 'n brand, bel eers 112 van 'n selfoon af of 10177. Vir vonke, rook, 'n brandreuk of kaal drade: skakel die hoofskakelaar by die verdeelbord af as jy veilig daarby kan uitkom, en hou almal weg. Bel dan ons 24/7-noodlyn by ${phone}: dit word dag en nag geantwoord.`,
  },
  xh: {
    injury: `Tsalela i-ambulensi ngoku: 112 kuyo nayiphi na iselfowuni, okanye 10177. Musa ukumchukumisa umntu ukuba usabambeke ngumbane: qala ucime i-main switch ukuba ungafika kuyo ngokukhuselekileyo. Emva koko tsalela u-${site.name} ku-${phone} (24/7).`,
    fire: `Phumani nonke endlwini, nitsalele u-112 okanye u-10177. Musa ukugalela amanzi emlilweni wombane. Emva koko tsalela u-${site.name} ku-${phone} (24/7).`,
    burning: `Yeka ukuyisebenzisa, ucime i-main switch ukuba ungafika kuyo ngokukhuselekileyo. Musa ukuchukumisa iplagi okanye ibhodi etshayo okanye enentlantsi. Ukuba kukho umlilo, tsalela u-112 okanye u-10177. Tsalela u-${site.name} ku-${phone} (24/7).`,
    water: `Amanzi nombane ziyingozi: musa ukuchukumisa ibhodi okanye iiplagi ezimanzi. Cima i-main switch kuphela ukuba umi kwindawo eyomileyo. Ukuba umntu wothukile ngumbane, tsalela u-112 okanye u-10177. Tsalela u-${site.name} ku-${phone} (24/7).`,
    shock: `Yeka ukusebenzisa into ekothusileyo ngumbane, ucime i-main switch ukuba kukhuselekile. Ukuba umntu akaziva kakuhle, tsalela u-112 okanye u-10177 ngoku. Tsalela u-${site.name} ku-${phone} (24/7).`,
    wires: `Hlala kude neengcingo eziwileyo okanye ezingenanto: musa ukuzichukumisa. Iingcingo zasesitratweni: tsalela iSixeko saseKapa ku-${supplierLines.city}, no-112 ukuba umntu usengozini. Tsalela u-${site.name} ku-${phone} (24/7).`,
    emergency: `Ukuba umntu wenzakele okanye kukho umlilo, tsalela u-112 okanye u-10177 kuqala. Cima i-main switch ukuba ungafika kuyo ngokukhuselekileyo. Emva koko tsalela u-${site.name} ku-${phone} (24/7).`,
  },
};

export const unsafeRequestReplies: Record<SafetyLanguage, Record<UnsafeRequest, string>> = {
  en: {
    bypass: `Please don't bypass, bridge or tape up an earth leakage unit, breaker or fuse, or fit a bigger one. It trips because it has found a fault: a leak to earth or too much current. Defeated, the same fault can kill someone who touches a faulty appliance, or overheat the wiring and start a fire, and SANS 10142-1 requires that protection in every home. The safe way: unplug everything on that circuit and reset; if it holds, plug things back one at a time to find the appliance. If it still trips, we can find the fault: call ${phone} or type "call me back".`,
    generator: `Never plug a generator into a wall socket (with a double-male "suicide" lead or any other way). The generator's power feeds back into the house and out to the street cables, where it can kill an electrician working on a line that should be dead, and the exposed pins of the lead are live. Plug appliances into the generator itself with proper extension leads, or have a changeover switch or interlock fitted at the distribution board so the house can never be connected to the grid and the generator at once. We install those with a Certificate of Compliance: call ${phone} or type "call me back".`,
    live: `Please don't work on wiring, plugs or the distribution board while the power is on. Switch off at the main switch (or the breaker for that circuit), test that it is dead before you touch anything, and make sure nobody can switch it back on. Electrical installation work in South Africa also has to be done or signed off by a registered electrician with a Certificate of Compliance. If you'd rather we did it safely, call ${phone} or type "call me back".`,
    meter: `Please don't open, bridge or tamper with the electricity meter or its seals. The meter belongs to the City of Cape Town or Eskom, the terminals inside are live even when the units run out, and tampering is a criminal offence with heavy fines and disconnection. If the meter shows "tamper", rejects tokens or has no power, call the supplier: the City on ${supplierLines.city} or Eskom on ${supplierLines.eskom}. If the fault is on your side of the meter, we can find it: call ${phone}.`,
  },
  af: {
    bypass: `Moet asseblief nie 'n aardlekskakelaar, stroombreker of sekering oorbrug, omseil of vasplak nie, en moenie 'n groter een insit nie. Dit klap uit omdat dit 'n fout gevind het: 'n lek na aarde of te veel stroom. As dit uitgeskakel word, kan dieselfde fout iemand doodmaak wat aan 'n foutiewe toestel raak, of die bedrading laat oorverhit en 'n brand begin. SANS 10142-1 vereis daardie beskerming in elke huis. Die veilige manier: trek alles op daardie stroombaan uit en sit dit weer aan; as dit hou, prop die toestelle een vir een terug om die skuldige te kry. As dit steeds uitklap, kry ons die fout: bel ${phone} of tik "bel my terug".`,
    generator: `Moet nooit 'n kragopwekker in 'n muurprop inprop nie (met 'n dubbel-manlike "suicide lead" of enige ander manier). Die krag voer terug in die huis en na die straatkabels, waar dit 'n elektrisiën kan doodmaak wat aan 'n lyn werk wat dood moet wees, en die pennetjies van die draad is lewendig. Prop jou toestelle direk in die kragopwekker met behoorlike verlengkabels, of laat 'n oorskakelaar by die verdeelbord installeer sodat die huis nooit terselfdertyd aan die netwerk en die kragopwekker gekoppel kan wees nie. Ons installeer dit met 'n nakomingsertifikaat: bel ${phone} of tik "bel my terug".`,
    live: `Moet asseblief nie aan bedrading, proppe of die verdeelbord werk terwyl die krag aan is nie. Skakel die hoofskakelaar (of die breker van daardie stroombaan) af, toets dat dit dood is voordat jy aan iets raak, en maak seker niemand kan dit weer aanskakel nie. Elektriese installasiewerk in Suid-Afrika moet ook deur 'n geregistreerde elektrisiën gedoen of afgeteken word, met 'n nakomingsertifikaat. As jy verkies dat ons dit veilig doen, bel ${phone} of tik "bel my terug".`,
    meter: `Moet asseblief nie die kragmeter of sy seëls oopmaak, oorbrug of daarmee peuter nie. Die meter behoort aan die Stad Kaapstad of Eskom, die terminale binne is lewendig selfs as die eenhede op is, en peutery is 'n misdaad met swaar boetes en afsny. As die meter "tamper" wys, kragkaarte weier of geen krag het nie, bel die verskaffer: die Stad by ${supplierLines.city} of Eskom by ${supplierLines.eskom}. As die fout aan jou kant van die meter is, kry ons dit: bel ${phone}.`,
  },
  xh: {
    bypass: `Nceda musa ukudlula okanye ukuvala i-earth leakage okanye i-breaker: iyatrip kuba ifumene impazamo, kwaye ingabulala umntu okanye iqalise umlilo. Sinokuyifumana impazamo: tsalela ku-${phone}.`,
    generator: `Musa ukuplaga i-generator kwisokhethi yodonga: umbane ubuyela ezingcingweni zesitrato, ungabulala umntu. Plaga izixhobo ngqo kwi-generator, okanye ufake i-changeover switch. Tsalela ku-${phone}.`,
    live: `Nceda musa ukusebenza ngeengcingo xa umbane usavuliwe. Cima i-main switch kuqala. Tsalela ku-${phone}.`,
    meter: `Nceda musa ukuvula okanye ukuphazamisa imitha yombane: iyingozi kwaye ayikho mthethweni. Tsalela iSixeko ku-${supplierLines.city}, okanye u-${site.name} ku-${phone}.`,
  },
};
