import { describe, expect, it } from "vitest";

import { replies, type ReplyTopic } from "#content/assistant/replies.ts";
import { site } from "#content/site.ts";

import { createAssistant, splitParts } from "./assistant";
import { createPlaceFinder, findServices } from "./entities";
import { detectLanguage } from "./language";
import { check } from "./scoring";

const assistant = createAssistant();
const phone = site.phone.display;

describe("places", () => {
  const findPlaces = createPlaceFinder();
  const named = (message: string) => findPlaces(message).map(({ place }) => place.name);

  it.each([
    ["kuilsriver?", "Kuils River"],
    ["Tableview", "Table View"],
    ["do you work in belville", "Bellville"],
    ["mitchels plain please", "Mitchells Plain"],
    ["ons bly in Somerset Wes", "Somerset West"],
    ["seapoint flat", "Sea Point"],
    ["Do you go as far as Knysna?", "Knysna"],
    ["I own houses in obs", "Observatory"],
  ])("%s → %s", (message, place) => {
    expect(named(message)).toEqual([place]);
  });

  it("does not read ordinary words as places", () => {
    expect(named("my garden lights and the retreat switch")).toEqual([]);
    expect(named("what time do you close in town")).toEqual([]);
  });

  it("says which places are listed, which are in the metro without a page, and which are outside", () => {
    const unlisted = assistant.answer("tableview?").text;
    // In the metro, but not listed: no "yes", and a call to check.
    expect(unlisted).toContain("Table View isn't one of the suburbs listed on our site");
    expect(unlisted).not.toMatch(/^Yes/);
    expect(assistant.answer("niyasebenza eKhayelitsha?").text).toContain("Khayelitsha");
    const far = assistant.answer("Can you send an electrician to Johannesburg?");
    expect(far.text).toContain("Johannesburg is outside the Cape Town metro");
    // Nobody can be sent there: no call-back form for a place we do not serve.
    expect(far.startsCallBack).toBe(false);
    expect(assistant.answer("do you come to stellenbosch?").text).not.toContain("nearest we go");
  });
});

describe("services", () => {
  it("finds the service a visitor names, the specific before the general", () => {
    expect(findServices("can you move a plug higher for the TV").map((s) => s.slug)[0]).toBe(
      "power-plug-relocation",
    );
    expect(findServices("sensor lights for the driveway").map((s) => s.slug)[0]).toBe(
      "outdoor-lighting",
    );
  });

  it("says yes only to whether a service is done, and names it", () => {
    const { text } = assistant.answer("Do you install CCTV cameras?");
    expect(text).toMatch(/^Yes, we do cctv camera installation\./);
    expect(text).toContain("/services/cctv-installation");
    for (const question of [
      "prepaid meter says tamper",
      "How long have you been in business?",
      "you guys are useless, I phoned 3 times and nobody picked up",
      "Do you go as far as Knysna?",
    ]) {
      expect(assistant.answer(question).text, question).not.toMatch(/^Yes/);
    }
  });
});

describe("several questions in one message", () => {
  it("splits on question marks, commas and joining words", () => {
    expect(splitParts("Are you open Sunday? And how much is a CoC")).toEqual([
      "Are you open Sunday",
      "how much is a CoC",
    ]);
  });

  it("answers each part", () => {
    const answer = assistant.answer("Are you open on Saturday? And do you install CCTV?");
    expect(answer.topics).toEqual(["hours", "service_check"]);
    expect(answer.text).toContain("06:00");
    expect(answer.text).toContain("/services/cctv-installation");
  });

  it("answers the question and then starts the call-back form when both are asked", () => {
    const answer = assistant.answer("please ring me, I need a COC before transfer");
    expect(answer.startsCallBack).toBe(true);
    expect(answer.text).toContain("Certificate of Compliance");
  });
});

describe("what it says when it does not understand", () => {
  it("says so, offers the call-back and the phone", () => {
    const answer = assistant.answer("What is the capital of Mongolia?");
    expect(answer.topics).toEqual(["unknown"]);
    expect(answer.text).toContain("not sure");
    expect(answer.text).toContain("call me back");
    expect(answer.text).toContain(phone);
  });

  it("does not start the form for a question about booking", () => {
    const answer = assistant.answer("How do I book an appointment?");
    expect(answer.startsCallBack).toBe(false);
    expect(answer.text).toContain("/book-appointment");
  });
});

describe("safety comes before everything", () => {
  it("answers danger alone, even when a call-back is asked for", () => {
    const answer = assistant.answer(
      "I need an electrician urgently, sparks and a burning smell from the plug in the kitchen",
    );
    expect(answer.startsCallBack).toBe(false);
    expect(answer.topics).toEqual(["safety:burning"]);
    expect(answer.text).toContain("main switch");
    expect(answer.text).toContain(phone);
  });

  it("puts the person first when someone is hurt", () => {
    const { text } = assistant.answer(
      "someone got shocked by the kettle and is lying on the floor",
    );
    expect(text.indexOf("112")).toBeLessThan(text.indexOf(phone));
  });

  it("gives the emergency advice first, then the answer, to a question that only mentions emergencies", () => {
    const answer = assistant.answer("what are your hours, and do you do emergencies?");
    expect(answer.topics[0]).toBe("safety:emergency");
    expect(answer.text).toContain("06:00");
  });

  it("answers a request to defeat a protection with don't, why and the safe way", () => {
    const { text } = assistant.answer("Can I bypass my earth leakage? It keeps tripping");
    expect(text).toMatch(/^Please don't bypass/);
    expect(text).toContain("SANS 10142-1");
    expect(text).toContain(phone);
  });

  it("screens a message on its own, for the middle of the call-back form", () => {
    expect(assistant.screen("my name is Thandi")).toBeNull();
    expect(assistant.screen("wait, the plug is smoking now")?.topics).toEqual(["safety:burning"]);
  });
});

describe("languages", () => {
  it.each([
    ["What are your opening hours?", "en"],
    ["ja can you come to Parow", "en"],
    ["I want my money back", "en"],
    ["Hoe laat maak julle oop?", "af"],
    ["my krag is af", "af"],
    ["Hallo", "af"],
    ["Molo, ndifuna umbane", "xh"],
    ["Enkosi", "xh"],
  ])("%s → %s", (message, language) => {
    expect(detectLanguage(message)).toBe(language);
  });

  it("answers in the language it was asked in", () => {
    expect(assistant.answer("Werk julle in Belhar?").text).toContain("Ja, ons werk in Belhar");
    expect(assistant.answer("Molo").text).toMatch(/^Molo!/);
    expect(assistant.answer("die prop vonk en daar is rook").text).toContain("hoofskakelaar");
  });

  it("writes every Afrikaans answer in Afrikaans", () => {
    const context = { places: [], services: [], days: [], words: "" };
    for (const [topic, reply] of Object.entries(replies.af)) {
      const text = reply(context);
      const problems = check(
        {
          id: topic,
          persona: "",
          language: "af",
          category: topic,
          message: "",
          mustContain: [],
          mustNotContain: [],
        },
        text,
      );
      expect(problems, `${topic as ReplyTopic}: ${text}`).toEqual([]);
      // One register in one conversation: "jy", as in the call-back form, never "u".
      expect(text).not.toMatch(/(^|\s)u(\s|[.,?!]|$)/);
    }
  });
});

describe("links", () => {
  it("only links to pages of this site", () => {
    for (const question of ["Do you do CCTV in Parow?", "how much is a COC", "my geyser is cold"]) {
      for (const match of assistant.answer(question).text.matchAll(/\]\(([^)]+)\)/g)) {
        expect(match[1], question).toMatch(/^\/[a-z0-9/-]*$/);
      }
    }
  });
});

describe("the risk model behind the rules", () => {
  it("answers danger the rules have no words for with the general safety text", () => {
    const wet = assistant.answer(
      "my hairdryer fell in the basin full of water but i dried it off with a towel, can i use it again",
    );
    expect(wet.topics[0]).toMatch(/^safety:/);
    expect(wet.text).toContain(phone);
  });

  it("leaves ordinary questions to the answers", () => {
    for (const message of [
      "how much is a coc for a 3 bedroom house",
      "do you install sensor lights for the driveway",
      "are you open on saturday",
      "my geyser is not heating",
    ]) {
      expect(assistant.answer(message).topics.some((topic) => topic.startsWith("safety:"))).toBe(
        false,
      );
    }
  });
});

describe("other questions beside a danger", () => {
  it("answers them after the safety text, when the danger is not a fire or an injury", () => {
    const reply = assistant.answer(
      "What are your hours on Saturday? Also the geyser is leaking through the ceiling into the bathroom light fitting",
    );
    expect(reply.topics).toEqual(["safety:water", "hours"]);
    expect(reply.text.indexOf("main switch")).toBeLessThan(reply.text.indexOf("06:00"));
    expect(reply.startsCallBack).toBe(false);
  });

  it("gives how quoting works instead of starting the form beside a danger", () => {
    const reply = assistant.answer(
      "Can you quote me for 2 extra plugs in the kitchen? also the one next to the sink gets hot and smells funny",
    );
    expect(reply.topics).toEqual(["safety:burning", "price"]);
    expect(reply.startsCallBack).toBe(false);
  });

  it("answers a fire or an injury alone", () => {
    const reply = assistant.answer(
      "What are your hours? my son touched the wire and is unconscious",
    );
    expect(reply.topics).toEqual(["safety:injury"]);
  });
});

describe("certificates of compliance", () => {
  it.each([
    ["what usually makes a house fail a coc?", "earth leakage"],
    ["does the coc cover the electric fence too?", "Electric Fence System"],
    ["does a coc mean my fridge and tv get checked", "Portable appliances"],
    [
      "if the coc fails, must I use you or can my own electrician fix it?",
      "any registered electrician",
    ],
    ["dek die COC ook die elektriese heining?", "Electric Fence System"],
  ])("%s", (message, expected) => {
    expect(assistant.answer(message).text).toContain(expected);
  });
});

describe("urgency and doubt", () => {
  it("gives the 24/7 line instead of the form to someone who needs a visit tonight", () => {
    const reply = assistant.answer(
      "Our main switch trips the second we push it back up. Can someone come out tonight?",
    );
    expect(reply.startsCallBack).toBe(false);
    expect(reply.text).toContain(phone);
    expect(reply.text).toContain("main switch");
    expect(assistant.answer("please call me back tonight").startsCallBack).toBe(true);
  });

  it("puts what to do if it is dangerous before the answer when the risk model is unsure", () => {
    const unsure = createAssistant(undefined, () => ({ risk: "danger", probability: 0.3 }));
    const reply = unsure.answer("do you install CCTV cameras?");
    expect(reply.caution).toBeDefined();
    expect(reply.text.startsWith(reply.caution!)).toBe(true);
    expect(reply.text).toContain("CCTV");
    const sure = createAssistant(undefined, () => ({ risk: "danger", probability: 0.05 }));
    expect(sure.answer("do you install CCTV cameras?").caution).toBeUndefined();
  });
});

describe("common faults and questions beside another", () => {
  it("tells someone whose smoke alarm chirps to change its battery", () => {
    const reply = assistant.answer("the smoke alarm in the passage keeps chirping every minute");
    expect(reply.topics).toContain("smoke_alarm");
    expect(reply.text).toContain("battery");
    expect(assistant.answer("die rookalarm piep elke paar minute").text).toContain("battery");
  });

  it("says how to book beside the answer about what is to be booked", () => {
    const reply = assistant.answer("Want to book a CoC inspection next week. How do I do that?");
    expect(reply.text).toContain("/book-appointment");
    expect(reply.startsCallBack).toBe(false);
  });

  it("does not take a question about what we could do for a complaint", () => {
    const reply = assistant.answer("If you put in a bigger main switch will it stop tripping?");
    expect(reply.topics).not.toContain("complaint");
    expect(assistant.answer("the lights you put in last month stopped working").topics).toContain(
      "complaint",
    );
  });

  it("explains an overloaded circuit and part of the house without power", () => {
    expect(
      assistant.answer("the plug breaker trips when the heater and kettle are on together").text,
    ).toContain("overloaded");
    expect(assistant.answer("after loadshedding only half the house has power").text).toContain(
      "part of the house",
    );
  });
});

describe("saying yes", () => {
  it("says yes only to someone who asked whether we do the work", () => {
    expect(assistant.answer("Do you install CCTV cameras?").text).toMatch(/^Yes, we do cctv/);
    expect(assistant.answer("I need CCTV cameras at my shop").text).toMatch(/^We do cctv/);
    expect(assistant.answer("Kan julle CCTV kameras insit?").text).toMatch(/^Ja, ons doen dit/);
    expect(assistant.answer("Ons het CCTV kameras nodig by die winkel").text).toMatch(
      /^Ons doen dit/,
    );
  });

  it("does not answer a question beside a danger with a cheerful yes", () => {
    const reply = assistant.answer(
      "The gate motor box is full of water and smoking. Do you sell new gate motors?",
    );
    expect(reply.text).toContain("main switch");
    expect(reply.text.toLowerCase()).not.toContain("yes, we do");
  });
});

describe("what is asked beside the main subject", () => {
  it("says whether we come to a place named beside a danger", () => {
    const reply = assistant.answer(
      "Twee goedjies: doen julle CoCs in Belhar, en die tenant se die shower kraan gee haar 'n skok",
    );
    expect(reply.text).toContain("mediese hulp");
    expect(reply.text).toContain("Belhar");
  });

  it("answers a deposit or a free quote asked about a named job", () => {
    expect(assistant.answer("Do you need a deposit before the lighting upgrade?").text).toMatch(
      /deposit/i,
    );
    expect(assistant.answer("Do you give free quotes for solar panels?").topics).toContain("price");
  });
});

describe("the job a visitor describes in their own words", () => {
  it("names the service the whole message describes before one its words name", () => {
    const reply = assistant.answer(
      "I want the lights by the garage to come on by themselves when someone walks up the drive",
    );
    expect(reply.text).toContain("/services/outdoor-lighting");
  });

  it("answers a described job that the classifier took for chat", () => {
    const reply = assistant.answer(
      "2 break ins this year. I want to see who's at the gate on my phone and have it recorded",
    );
    expect(reply.topics).toContain("service_check");
    expect(reply.text).toContain("/services/cctv-installation");
  });
});

describe("danger only the risk model sees", () => {
  it("answers the harmless question asked beside it", () => {
    const sure = createAssistant(undefined, (message) => ({
      risk: "danger",
      probability: /hums/.test(message) ? 0.95 : 0.01,
    }));
    const reply = sure.answer(
      "What time do you close on Saturday? Also the wall behind the fridge hums strangely",
    );
    expect(reply.topics).toContain("safety:emergency");
    expect(reply.topics).toContain("hours");
  });
});

describe("surges", () => {
  it("points someone whose electronics die when the power returns to surge protection", () => {
    expect(
      assistant.answer("after every power cut my gate motor and alarm panel get fried").text,
    ).toContain("/services/electrical-upgrades");
  });
});
