import { describe, expect, it } from "vitest";

import { screenForSafety } from "./safety";

describe("a geyser's lukewarm water is no water on electrics", () => {
  it("finds no danger in a geyser that does not heat", () => {
    expect(screenForSafety("the geyser water is only lukewarm").danger).toBeUndefined();
  });
});

describe("a shock beside another danger is noted, for the doctor", () => {
  it("marks a shock in a flood", () => {
    expect(screenForSafety("the flood reached the plugs and my wife got a shock")).toMatchObject({
      danger: "flood",
      shockToo: true,
    });
  });
});

describe("dangers outside the home get what they need beside the fault line", () => {
  it.each([
    ["the transformer on the pole is in flames and keeps banging", "fireToo"],
    ["daar kom rook uit die minisubstasie op die hoek", "fireToo"],
    ["guys are stealing the cable from the mini sub right now", "theftToo"],
  ] as const)("%s → %s", (message, flag) => {
    expect(screenForSafety(message)).toMatchObject({ danger: "network", [flag]: true });
  });

  it.each([
    "my neighbour is lying next to the pole, he touched the wire and isn't breathing",
    "umntwana ubethwe ngumbane ludonga lwezinki, akaphenduli",
    "ubhuti ubambeke kwintambo yezinyoka",
  ])("someone hurt by the network's line: %s", (message) => {
    expect(screenForSafety(message)).toMatchObject({ danger: "injury", networkInjury: true });
  });

  it("takes a wire lying in water for a live flood", () => {
    expect(screenForSafety("kukho intambo emanzini, abantwana badlala")).toMatchObject({
      danger: "network",
      floodToo: true,
    });
  });

  it.each([
    "the wall socket gives me a shock",
    "the iron gives me a shock",
    "when I touch the stove and the sink together it tingles",
    "the light switch on the wall shocks me",
  ])(
    "takes a shock from the home's own point or appliance for a shock, not the network: %s",
    (message) => {
      expect(screenForSafety(message).danger).toBe("shock");
    },
  );

  it("takes a shock from a gate with its own motor for the home's fault, not the network's", () => {
    expect(screenForSafety("the gate motor gives a shock when we touch the gate").danger).toBe(
      "shock",
    );
  });
});

describe("danger is recognised", () => {
  it.each([
    ["sparks and a burning smell from the plug in the kitchen", "burning"],
    ["I need an electrician urgently, the DB board is smoking", "burning"],
    ["the DB board is very hot to touch", "burning"],
    // The words the Afrikaans pages use for the board and its hum.
    ["my DB-bord gons", "burning"],
    ["die verspreidingsbord gons en brom", "burning"],
    ["water is leaking through the ceiling onto the DB board", "water"],
    ["my geyser burst and the ceiling light is dripping", "water"],
    ["someone got shocked by the kettle and is lying on the floor", "injury"],
    ["ndibethwe ngumbane yifriji, intliziyo ibetha kakhulu", "shock"],
    ["umntwana ufake isitshixo kwisokhethi", "shock"],
    ["the baby chewed through the laptop charger cable while it was in the wall", "shock"],
    ["a tingle like pins and needles whenever I lean on the zinc wall", "network"],
    ["the lamp post outside sparks when it rains", "network"],
    ["die kinders speel by die substasie se heining", "network"],
    ["iemand het 'n draad van die meterkas na die hokke agter gelê en getrek", "network"],
    ["die buurman se draad loop oor ons muur na sy hok", "network"],
    ["inja ithuswe yifensi yombane yomelwane", "fence"],
    ["he got zapped on the electric fence and there's a burn on his hand", "injury"],
    ["the lights keep dimming and then going very bright", "surge"],
    ["my husband is not breathing after touching the wire", "injury"],
    ["the plug is on fire!!", "fire"],
    ["my tap tingles when I touch it", "shock"],
    ["cable hanging down from the pole in the street", "network"],
    ["My neighbour's wires are sparking on the pole", "network"],
    ["the baby touched the plug and is crying", "shock"],
    ["there are bare wires sticking out of the wall", "wires"],
    ["emergency! no power in the whole house", "emergency"],
    ["die prop vonk en daar is rook", "burning"],
    ["die kragbord is aan die brand", "fire"],
    ["my kind is geskok deur die prop", "shock"],
    ["umlilo! iplagi iyatsha", "fire"],
    ["the lights keep going super bright and then dim, next door too", "surge"],
    ["die ligte raak baie helder en dan dof", "surge"],
    ["the stove plug is crackling and the wall is warm", "burning"],
    ["die kraan in die badkamer gee my n skokkie", "shock"],
    ["Impompo yasekhitshini iyandishokisha", "shock"],
    ["Iplagi inyibilikile, ndiva ivumba leplastiki", "burning"],
    ["na die storm le daar n kabel in die straat", "wires"],
    ["Ucingo lombane luwile esitratweni", "wires"],
    ["the wire from the pole to our house is sagging onto the trampoline", "wires"],
    ["the plug makes a popping noise and a blue flash when I plug in the heater", "burning"],
    ["our washing machine gives a tickle when you touch the door", "shock"],
    ["my husband was on the roof and went quiet, he is lying still", "injury"],
    ["the geyser pipes bite when you touch them", "shock"],
    // Outside the home, where the visitor's own main switch changes nothing.
    ["the transformer on the corner went bang and the kids are playing near it", "network"],
    ["a kiosk door is standing open in our road", "network"],
    ["the street light pole gave my dog a shock", "network"],
    ["there is an illegal connection running over our yard from next door", "network"],
    ["ons sinkmuur skok as jy daaraan vat", "network"],
    ["my son touched the neighbour's electric fence and got a shock", "fence"],
    ["the electric fence wire is hanging over our wall into the yard", "fence"],
    ["the lithium battery of the inverter is swollen and warm", "battery"],
    ["my kid's scooter battery is hissing on the charger", "battery"],
    ["we put the small fire out, can we switch the plug back on?", "afterFire"],
    ["the flood water came into the wendy house up to the plugs", "flood"],
    ["a power line fell into the flood water in our street", "network"],
    ["someone is stuck on the wire and shaking", "injury"],
    ["just wondering, there's a fishy smell at the DB", "burning"],
    ["die prop agter die yskas is so warm ek kan nie my hand daarop hou nie", "burning"],
    ["constante gezoem in die plafon bo die slaapkamer", "burning"],
    ["Isibane siyazala ngamanzi xa kunetha", "water"],
  ])("%s → %s", (message, danger) => {
    expect(screenForSafety(message).danger).toBe(danger);
  });

  it("puts the most serious danger first when several are described", () => {
    expect(screenForSafety("sparks from the plug and now my son is unconscious").danger).toBe(
      "injury",
    );
  });
});

describe("danger words explained away are not danger, and danger beside them still is", () => {
  it.each([
    "lol the burning smell was the toast, false alarm. can you put two more plugs in the kitchen?",
    "the smoke was from the neighbour's braai, all good. what time do you close on saturday?",
    "Die brandreuk was net die brood in die toaster. Kan julle 'n ekstra plug sit?",
    "My electricity bill gave me a proper shock this month",
    "I was shocked how quickly your guy sorted our plugs",
    "My neighbour's DB caught fire last year so now I want an inspection",
    "Ons geyser word nie meer warm nie, al twee dae koue water",
    "Our sales are on fire this year so we're taking over the unit next door",
    "I burnt the toast and the smoke alarm went off, all good now",
    "Neighbour had a fire and had to get a new board. Ours was never in a fire, it's just old",
    "Die braai se rook maak die buitelig se glas heeltyd swart",
    "Ek is geskok oor my kragrekening!",
    "Had a fire going in the braai last night, best night ever. Do you install patio lights?",
    "Die brandreuk was net die roosterbrood, niks fout nie. Werk julle in Ravensmead?",
    "False alarm, the burning smell was the incense my sister lit. How much is a new DB?",
    "My wife got a huge shock when she opened the electricity bill. Can you help us save?",
    "Not an emergency, nothing's sparking. Do you do Observatory?",
    "Die ligte buite moet self aangaan as dit donker word. Kan julle so iets insit?",
    "The burning smell turned out to be dust on the heater, gone now. Why does it trip?",
    "Die kinders het 'live wire' gespeel op die trampoline. Hoe laat maak julle oop?",
    "The electrician who did our CoC has since passed away. Is his certificate still good?",
    "watched a movie last night where a guy gets electrocuted in the bath, is that realistic?",
    "We had a fire drill at work today, all fine. Do you install emergency lights in offices?",
    "the spark in our marriage is gone. can you install dimmer switches for mood lighting?",
    "my kragrekening is elke maand 'n skok haha. kan julle help om dit af te bring?",
    "Ayingo-emergency, yi-plug enye nje engasebenziyo egumbini lokulala.",
    "Die swart kol bo die prop was net die kinders se kryt. Maar die prop werk nie meer nie.",
    "smelt burning earlier but it was just the toast lol. is the kitchen light the bulb?",
    "ek het gedink ek ruik iets brand maar dit was die buurman se braai. my plug is los",
    "Die ligte in die sitkamer werk nie meer nie. Niks het gebrand nie, geen reuk nie",
    "our shop needs emergency lights for the exits, the fire inspection is next month",
  ])("%s", (message) => {
    const finding = screenForSafety(message);
    expect(finding.danger).toBeUndefined();
    expect(finding.unsafeRequest).toBeUndefined();
  });

  it("keeps the danger in another clause", () => {
    expect(screenForSafety("the smoke was the braai but the plug is sparking").danger).toBe(
      "burning",
    );
    expect(screenForSafety("the plug is sparking and the smoke was from the braai").danger).toBe(
      "burning",
    );
    expect(screenForSafety("my kettle gave me a shock").danger).toBe("shock");
  });

  it("does not take a game for play when someone got hurt near a plug", () => {
    expect(screenForSafety("the kids were playing near the plug and it sparked").danger).toBe(
      "burning",
    );
    expect(screenForSafety("he passed out after touching the geyser").danger).toBe("injury");
  });

  it("takes a lead that went bang, or black marks by a plug, for burning", () => {
    expect(screenForSafety("the extension lead under the counter just went bang").danger).toBe(
      "burning",
    );
    expect(screenForSafety("there are black marks on the wall around the plug").danger).toBe(
      "burning",
    );
    expect(screenForSafety("the black mark was just from the plug").danger).toBe("burning");
    expect(screenForSafety("the plug is sparking but it was just the toast").danger).toBe(
      "burning",
    );
  });

  it("takes a cable a branch pulled down for a fallen cable, not an illegal connection", () => {
    expect(
      screenForSafety("A branch pulled the wire from the pole to our house down in the wind"),
    ).toEqual({ danger: "network" });
  });

  it("does not explain a fire away by what started it, or once it spreads", () => {
    expect(screenForSafety("the fire was from a candle").danger).toBe("fire");
    expect(screenForSafety("there was a candle fire in the bedroom").danger).toBe("fire");
    expect(screenForSafety("the braai fire spread to the wendy house").danger).toBe("fire");
  });
});

describe("owned-up or planned unsafe work is recognised", () => {
  it.each([
    ["Ek het 'n 30 amp breaker vir die geyser ingesit want die 20 het heeltyd getrip", "bypass"],
    ["Die buurman het 'n draad van ons prop na sy hokkie agter in die jaart", "temporary"],
    ["die wendy house kry krag deur 'n verlengkoord onder die agterdeur deur", "temporary"],
    ["ndaqhagamshela ijenereyitha ngqo kwiplagi yasekhitshini", "generator"],
    [
      "plugged the inverter output into the garage plug so it backfeeds the whole house",
      "backfeed",
    ],
    ["my brother-in-law will move the service cable off the gutter himself", "supply"],
    ["going up the ladder to tighten where the Eskom cable connects to the house", "supply"],
    ["the handyman works on it live so the tenants don't lose power", "live"],
    ["a cable to the garage along the fence, the flat indoor kind", "temporary"],
    ["if you put in a bigger main switch will it stop tripping?", "bypass"],
    ["my uncle screwed the stove's wire straight to the main switch for now", "bypass"],
    ["my tenant pulled a wire from the street pole himself for power", "meter"],
    ["How much for a CoC? I did all the wiring in the flat myself two years ago", "diy"],
    ["one fuse keeps blowing so I wrapped some tinfoil round it and it works now", "bypass"],
    ["Ndifuna ukwazi ukuba ndingayifaka njani i-generator endlwini", "generator"],
    ["we ran the generator in the kitchen during the outage", "fumes"],
    ["ons het die kragopwekker in die sitkamer laat loop", "fumes"],
    ["kulungile ukusebenzisa ijenereyitha ngaphakathi ebusuku?", "fumes"],
  ])("%s → %s", (message, kind) => {
    expect(screenForSafety(message).unsafeRequest).toBe(kind);
  });

  it("does not take plugging in a heater for a plug-in solar kit", () => {
    expect(
      screenForSafety("when I plug in the heater the lights dim").unsafeRequest,
    ).toBeUndefined();
  });
});

describe("work asked of us is not do-it-yourself", () => {
  it.each([
    "can you replace my DB board",
    "Ons wil oorspanningsbeskerming (surge protection) in die DB laat insit",
    "ek wil die DB laat vervang",
  ])("%s", (message) => {
    expect(screenForSafety(message).unsafeRequest).toBeUndefined();
  });

  it.each(["I want to replace the DB myself", "ek wil self n nuwe DB insit"])(
    "but doing it oneself is: %s",
    (message) => {
      expect(screenForSafety(message).unsafeRequest).toBe("diy");
    },
  );
});

describe("lights that are only bright or dim are not a supply fault", () => {
  it.each([
    "can I put a dimmer on my bright lights",
    "my lights are dim",
    "I want brighter lights, these are dim",
  ])("%s", (message) => {
    expect(screenForSafety(message).danger).toBeUndefined();
  });
});

describe("negated danger does not count, and other danger in the message still does", () => {
  it.each([
    "fix a plug on Sunday morning? its not an emergency",
    "no sparks or smoke, just the lights flicker",
    "daar is geen vonke nie, net die ligte flikker",
    "dit is nie 'n noodgeval nie, my prop is los",
    "nothing is burning, the breaker just trips",
    "niks brand of vonk nie, net die buitelig werk nie",
    "Akukho mlilo okanye umsi, iplagi enye nje ayisebenzi",
  ])("%s", (message) => {
    // Said to be absent: no danger, and the classifier's guess at one is not taken either.
    expect(screenForSafety(message)).toEqual({ deniesDanger: true });
  });

  it("keeps a danger named after a negated one", () => {
    expect(screenForSafety("it's not an emergency but there is smoke from the DB").danger).toBe(
      "burning",
    );
  });
});

describe("words that only look like danger", () => {
  it.each([
    "I was shocked by your price",
    "What brand of inverter do you use?",
    "how much to install a fire alarm",
    "my geyser is not heating water",
    "Kitchen plugs trip when it rains",
    "bulbs keep burning out",
    "your service is shocking",
    "can I run my fridge from a generator with an extension cord",
    "the plumber cut out the copper pipe the earth wire was clamped to, can you reconnect it?",
    "can you install a heater in the bathroom",
    "If you chase the walls for new plugs, do you also plaster them after?",
    "can I change a light bulb myself",
  ])("%s", (message) => {
    expect(screenForSafety(message)).toEqual({});
  });
});

describe("requests to defeat a protection", () => {
  it.each([
    ["Can I bypass my earth leakage? It keeps tripping", "bypass"],
    ["how do I bridge the trip switch", "bypass"],
    ["can I put a bigger breaker so it stops tripping", "bypass"],
    ["can I tape the breaker up so it stays on", "bypass"],
    ["can i plug my generator into the wall socket with a double male plug", "generator"],
    ["hoe koppel ek my kragopwekker aan die muurprop", "generator"],
    ["I want to change a plug without switching off the power", "live"],
    ["how do I remove the seal on my prepaid meter", "meter"],
    ["kan ek die aardlek oorbrug?", "bypass"],
    ["die stoof se breaker trip gedurig, kan ek net 'n groter een insit?", "bypass"],
    [
      "Bought a plug-in solar kit with a micro inverter, can I plug it into a wall socket?",
      "backfeed",
    ],
    ["I buried a normal extension lead under the lawn to the pond pump", "wiring"],
    ["can I install a new DB board myself", "diy"],
    ["how do I wire a stove", "diy"],
    ["kan ek self die geiser element vervang?", "diy"],
    ["4 multiplugs plugged into each other, is it ok to add a heater on the end", "overload"],
    ["I've got a long ladder, I'll go up to the pole and twist the cable back tight", "supply"],
    ["is dit veilig om die generator in die garage te laat loop?", "fumes"],
    ["insulated side cutters are fine to cut it live right?", "live"],
    ["ek wil die element self uitruil, moet ek regtig die krag afsit?", "live"],
    ["kettle plug cracked so I taped it up with black tape", "damaged"],
    ["I took the cover off the DB because it kept falling down", "damaged"],
    ["running an extension lead through the window to the wendy house for the winter", "temporary"],
    ["I run the extension lead into the bathroom for the heater while I bath", "bathroom"],
    ["the wall switch is off so I can start replacing the light fitting, right?", "live"],
    ["my husband will run the power for the camera himself off the lounge plug", "diy"],
  ])("%s → %s", (message, request) => {
    expect(screenForSafety(message).unsafeRequest).toBe(request);
  });

  it("leaves a breaker that trips as a fault, not a request", () => {
    expect(screenForSafety("my breaker keeps tripping").unsafeRequest).toBeUndefined();
  });

  it("leaves questions about what is possible, and jobs for us, as questions", () => {
    for (const message of [
      "can I add panels to my inverter later on?",
      "can you install a new db board",
      "can I change a light bulb",
      "I want to add a plug in the garage, can you help",
    ]) {
      expect(screenForSafety(message).unsafeRequest, message).toBeUndefined();
    }
  });
});
