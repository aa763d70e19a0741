import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { flowTexts } from "#common/chat-flow-text.ts";
import { silentLogger } from "#tests/fixtures/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";

import { chatFlows } from "../db/schema";
import type { OutboxProcessor } from "../jobs/outbox-processor";
import { createChatService, describesDanger, type ChatDependencies } from "./chat-service";
import type { OpenAiProvider } from "./openai-provider";
import { builtInAssistant } from "./providers";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const now = new Date("2026-11-21T10:00:00Z");

/** The chat service with the built-in assistant (its answers watched), and `screen`. */
function serviceWith(screen?: ChatDependencies["screen"]) {
  const assistant = builtInAssistant();
  const answer = vi.fn(assistant.answer);
  const chat = createChatService({
    database,
    logger: silentLogger,
    builtin: { ...assistant, answer },
    outbox: { deliverSoon: vi.fn() } as unknown as OutboxProcessor,
    deliveries: { webhook: false },
    now: () => now,
    screen,
  });
  return { chat, answer };
}

const storedFlow = async (id: string) =>
  (await database.db.select().from(chatFlows).where(eq(chatFlows.id, id)))[0];

describe("the screening step", () => {
  const danger = "There are sparks coming out of the plug";
  const verdict = { response: "Switch off the main switch, stand clear and call us now." };
  const screen = vi.fn((message: string) => (/sparks/.test(message) ? verdict : null));

  it("sees every message first, and answers with its verdict instead of the assistant", async () => {
    const { chat, answer } = serviceWith(screen);
    expect(await chat.reply({ message: danger, history: [] })).toEqual(verdict);
    expect(screen).toHaveBeenLastCalledWith(danger);
    expect(answer).not.toHaveBeenCalled();

    expect((await chat.reply({ message: "What are your hours?", history: [] })).response).toContain(
      "06:00",
    );
    expect(screen).toHaveBeenLastCalledWith("What are your hours?");
  });

  it("holds an open flow at its step, with both messages in its transcript, instead of taking the answer", async () => {
    const { chat } = serviceWith(screen);
    const started = await chat.reply({ message: "Please call me back", history: [] });
    const named = await chat.reply({
      message: "Thandi Mokoena",
      history: [],
      flow: started.flow,
    });
    expect(named.flow?.step).toBe("phone");

    // The verdict is not taken as the phone number, and the flow does not move: it asks again.
    const held = await chat.reply({ message: danger, history: [], flow: named.flow });
    const again = `${verdict.response}\n\n${flowTexts.en.resume} ${flowTexts.en.prompts.phone}`;
    expect(held).toEqual({ response: again, flow: named.flow });
    const flow = await storedFlow(named.flow!.id);
    expect(flow).toMatchObject({ step: "phone", values: { name: "Thandi Mokoena" } });
    expect(flow?.transcript.slice(-2)).toEqual([
      { sender: "user", message: danger, at: now.toISOString() },
      { sender: "bot", message: again, at: now.toISOString() },
    ]);

    // The next answer goes on where the flow was.
    const next = await chat.reply({ message: "082 555 0101", history: [], flow: held.flow });
    expect(next).toEqual({
      response: flowTexts.en.prompts.email,
      flow: { id: named.flow!.id, step: "email" },
    });
  });

  it("may take its time: an asynchronous check is waited for", async () => {
    const { chat, answer } = serviceWith(async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return message === "stop me" ? { response: "Stopped by the check." } : null;
    });
    expect(await chat.reply({ message: "stop me", history: [] })).toEqual({
      response: "Stopped by the check.",
    });
    expect(answer).not.toHaveBeenCalled();
  });

  it("answers a screened message about a flow the server no longer has with the verdict", async () => {
    const { chat } = serviceWith(screen);
    const reply = await chat.reply({
      message: danger,
      history: [],
      flow: { id: crypto.randomUUID(), step: "phone" },
    });
    expect(reply).toEqual({ response: verdict.response, flow: null });
  });

  it("screens with the built-in assistant's safety rules when no other check is given", async () => {
    const { chat, answer } = serviceWith();
    const { response } = await chat.reply({ message: danger, history: [] });
    expect(response).toContain("main switch");
    expect(answer).not.toHaveBeenCalled();
  });
});

describe("starting the flow", () => {
  it("keeps only the visitor's own recent messages as context, shortened, plus its own exchange", async () => {
    const { chat } = serviceWith();
    const history = Array.from({ length: 12 }, (_, index) => ({
      sender: index % 2 ? ("bot" as const) : ("user" as const),
      message: index === 10 ? "x".repeat(1000) : `message ${index}`,
    }));
    const started = await chat.reply({ message: "Please call me back", history });
    const flow = await storedFlow(started.flow!.id);
    expect(flow?.transcript).toEqual([
      // The last ten turns the browser sent, less its "bot" lines, each at most 300 characters.
      ...[2, 4, 6, 8].map((index) => ({ sender: "user", message: `message ${index}` })),
      { sender: "user", message: "x".repeat(300) },
      { sender: "user", message: "Please call me back", at: now.toISOString() },
      { sender: "bot", message: started.response, at: now.toISOString() },
    ]);
  });
});

describe("an answer from the OpenAI-compatible provider", () => {
  it("keeps the built-in assistant's safety line in front when it was unsure about danger", async () => {
    const assistant = builtInAssistant();
    const caution = "If anything is sparking, switch off the main switch.";
    const chat = createChatService({
      database,
      logger: silentLogger,
      builtin: {
        ...assistant,
        answer: (message) => ({ ...assistant.answer(message), caution }),
      },
      ai: { answer: async () => "We install CCTV." } as unknown as OpenAiProvider,
      outbox: { deliverSoon: vi.fn() } as unknown as OutboxProcessor,
      deliveries: { webhook: false },
      now: () => now,
    });
    const { response } = await chat.reply({ message: "do you install cctv", history: [] });
    expect(response).toBe(`${caution}\n\nWe install CCTV.`);
  });
});

describe("describesDanger", () => {
  const lead = {
    name: "Thandi Mokoena",
    phone: "082 555 0101",
    email: "",
    service: "Repairs",
    description: "Two plug points in the lounge stopped working.",
    location: "12 Voortrekker Road, Parow",
  };
  const said = (...messages: string[]) =>
    messages.map((message) => ({ sender: "user" as const, message }));

  it("is true when the visitor described danger anywhere in the conversation or the job", () => {
    expect(describesDanger(lead, said("There are sparks coming out of the wall plug", "yes"))).toBe(
      true,
    );
    expect(
      describesDanger({ ...lead, description: "The distribution board smells like burning" }, []),
    ).toBe(true);
  });

  it("is false for an ordinary job, for danger denied, and for the assistant's own safety words", () => {
    expect(describesDanger(lead, said("Please call me back about a quote"))).toBe(false);
    expect(describesDanger(lead, said("No sparks or smoke, the plugs are just dead"))).toBe(false);
    expect(
      describesDanger(lead, [
        {
          sender: "bot",
          message: "If you see sparks or smell burning, switch off the main switch.",
        },
      ]),
    ).toBe(false);
  });
});
