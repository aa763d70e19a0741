import { PGlite } from "@electric-sql/pglite";
import type { Page } from "@playwright/test";

import { CHAT_TYPING_DELAY_MIN_MS, TOOLTIP_DELAY_MS } from "#common/limits.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";
import { startWebhookReceiver } from "#tests/mocks/webhook-receiver.ts";
import { makeMigratedDataDir, startBuiltServer } from "#tests/setup/start-server.ts";

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const launcher = (page: Page) => page.getByRole("button", { name: /^Chat With Us/ });
const chat = (page: Page) => page.getByRole("dialog", { name: /assistant$/ });
const input = (page: Page) =>
  chat(page).getByPlaceholder("Ask me about electrical services or general questions...");

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  // The greeting comes half a second after the first opening.
  await expect(chat(page).getByText(/automated helper/)).toBeVisible();
}

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

/**
 * Holds the chat's answers until released. The typing indicator lasts only as long as an answer
 * is on its way (1 to 2 s when the server is quick), shorter than this process may take to look
 * while the whole suite shares two cores: what a test must see mid-reply is held for it.
 */
async function holdChatReplies(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The assistant's latest message. */
const lastReply = (page: Page) => chat(page).locator("[role=log] > div").last();

test.describe("the chat button", () => {
  test("types its label, blinks, and writes nothing to storage before it is opened", async ({
    page,
  }) => {
    // The page records every frame's label, opacity and button width itself: samples taken from
    // here, a round trip apart, can miss the half second of typing when the suite loads the cores.
    await page.addInitScript(() => {
      const frames: { text: string; opacity: string; width: number }[] = [];
      Object.assign(window, { labelFrames: frames });
      const record = () => {
        const button = document.querySelector("[data-chat-launcher]");
        const label = button?.querySelector("[data-animated-label]");
        if (button && label) {
          frames.push({
            text: label.textContent?.trim() ?? "",
            opacity: getComputedStyle(label).opacity,
            width: button.getBoundingClientRect().width,
          });
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await gotoHydrated(page, "/");
    type Frame = { text: string; opacity: string; width: number };
    const frames = () =>
      page.evaluate(() => (window as unknown as { labelFrames: Frame[] }).labelFrames);
    // Part-typed labels, the whole label and the blank pause all appear, and it blinks.
    await expect
      .poll(
        async () => {
          const seen = await frames();
          return {
            partTyped: seen.some(
              (frame) => frame.text.length > 0 && frame.text.length < "Chat With Us".length,
            ),
            whole: seen.some((frame) => frame.text === "Chat With Us"),
            blank: seen.some((frame) => frame.text === ""),
            hidden: seen.some((frame) => frame.opacity === "0"),
          };
        },
        { timeout: 15_000 },
      )
      .toEqual({ partTyped: true, whole: true, blank: true, hidden: true });
    // The button keeps its size while the label types: a fixed button that grew would shift.
    expect(new Set((await frames()).map((frame) => frame.width)).size).toBe(1);
    expect(await launcher(page).getAttribute("aria-label")).toBe("Chat With Us");
    expect(
      await page.evaluate(() => [sessionStorage.length, localStorage.length, document.cookie]),
    ).toEqual([0, 0, ""]);
  });

  test("stays still for visitors who prefer reduced motion", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const label = launcher(page).locator("[data-animated-label]");
    for (let sample = 0; sample < 10; sample++) {
      await expect(label).toHaveText("Chat With Us");
      await page.waitForTimeout(100);
    }
    await context.close();
  });
});

test.describe("the chat window", () => {
  test("opens as a labelled dialog with focus inside, and Escape returns focus to the button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services");
    await openChat(page);
    await expect(launcher(page)).toHaveCount(0);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute("rows", "2");
    expect(await input(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(
      50,
    );
    await expect(chat(page).getByText(/call me back/)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(chat(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test("sends with Enter, not with Shift+Enter, and only when there is something to send", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    const send = chat(page).getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    await input(page).fill("   ");
    await expect(send).toBeDisabled();

    await input(page).fill("first line");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("second line");
    await expect(input(page)).toHaveValue("first line\nsecond line");
    await expect(chat(page).getByText("You", { exact: true })).toHaveCount(0);
    await expect(send).toBeEnabled();

    await input(page).fill("   ");
    await input(page).press("Enter");
    await expect(lastReply(page)).toContainText(
      "I didn't receive your message properly. Could you please try again?",
    );
    await say(page, "x".repeat(1001));
    await expect(lastReply(page)).toContainText(
      "Your message is quite long. Please keep it under 1000 characters.",
    );
  });

  test("shows the tooltip 'Send Message' only after a pause", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    // Timed by the page's own clock, from the pointer entering to the tooltip appearing: a wait
    // in this process stretched past the delay on a loaded CI machine and saw it too early.
    await page.evaluate(() => {
      const times: { entered?: number; shown?: number } = {};
      (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
      const button = document.querySelector('[aria-label="Send message"]')!;
      button.addEventListener("pointerenter", () => (times.entered ??= performance.now()));
      new MutationObserver(() => {
        if (document.querySelector("[role=tooltip]")) times.shown ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await chat(page).getByRole("button", { name: "Send message" }).hover({ force: true });
    await expect(page.getByRole("tooltip")).toHaveText("Send Message");
    const { entered, shown } = await page.evaluate(
      () =>
        (window as unknown as { tooltipTimes: { entered: number; shown: number } }).tooltipTimes,
    );
    expect(shown - entered).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 1);
  });

  test("answers after the typing indicator, with the time beside the reply", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    const replies = await holdChatReplies(page);
    await say(page, "What are your opening hours?");
    await expect(chat(page).getByText("You", { exact: true })).toBeVisible();
    // The answer is held, so the indicator stays however slowly this process gets to look.
    await expect(chat(page).getByRole("status", { name: "The assistant is typing" })).toBeVisible();
    await expect(chat(page).getByRole("button", { name: "Send message" })).toBeDisabled();
    replies.release();
    await expect(lastReply(page)).toContainText("06:00");
    await expect(lastReply(page).locator("time")).toHaveText(/^\d{2}:\d{2}$/);
    await expect(chat(page).getByRole("status")).toHaveCount(0);
  });

  test("waits at least the typing delay even when the answer comes at once", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    // Timed by the page's own clock as the log changes, not by this process's polling.
    await page.evaluate(() => {
      const log = document.querySelector("[role=log]")!;
      const seen: { what: string; at: number }[] = [];
      (window as unknown as { chatTimeline: typeof seen }).chatTimeline = seen;
      new MutationObserver((records) => {
        const at = performance.now();
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            const what =
              node.getAttribute("role") === "status"
                ? "typing"
                : node.querySelector("time")
                  ? "reply"
                  : "question";
            seen.push({ what, at });
          }
          for (const node of record.removedNodes) {
            if (node instanceof HTMLElement && node.getAttribute("role") === "status") {
              seen.push({ what: "typing ends", at });
            }
          }
        }
      }).observe(log, { childList: true });
    });
    await say(page, "What are your opening hours?");
    await expect(lastReply(page)).toContainText("06:00");
    await expect(chat(page).getByRole("status")).toHaveCount(0);
    const timeline = await page.evaluate(
      () => (window as unknown as { chatTimeline: { what: string; at: number }[] }).chatTimeline,
    );
    const at = (what: string) => timeline.find((event) => event.what === what)!.at;
    expect(timeline.map((event) => event.what).sort()).toEqual(
      ["question", "reply", "typing", "typing ends"].sort(),
    );
    // The indicator comes with the question and goes with the reply, at least 1 s later.
    expect(at("typing")).toBe(at("question"));
    expect(at("typing ends")).toBe(at("reply"));
    expect(at("reply") - at("question")).toBeGreaterThanOrEqual(CHAT_TYPING_DELAY_MIN_MS);
  });

  test("keeps the conversation across pages and a reload, and counts replies that arrive while closed", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    const replies = await holdChatReplies(page);
    await say(page, "Do you work in Sea Point?");
    // Closed before the reply arrives (it is held until then): it waits as unread.
    await expect(chat(page).getByRole("status", { name: "The assistant is typing" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(chat(page)).toHaveCount(0);
    replies.release();
    await expect(launcher(page)).toHaveAccessibleName("Chat With Us, 1 unread");
    await expect(launcher(page).getByText("1", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await launcher(page).click();
    await expect(lastReply(page)).toContainText("Sea Point");
    await expect(launcher(page)).toHaveCount(0);

    await page.reload();
    await expect(chat(page)).toBeVisible();
    await expect(chat(page).getByText("Do you work in Sea Point?")).toBeVisible();
  });

  test("on a page without hydration, a second opening focuses the open window instead of adding one", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    // The page's own "Chat with us" button, behind the open window.
    await page.getByRole("main").getByRole("button", { name: "Chat with us" }).first().click();
    await expect(chat(page)).toHaveCount(1);
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chat(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
  });

  test("an open chat comes back open on the next page without taking the focus from it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await page.goto("/faq");
    await expect(chat(page)).toBeVisible();
    await expect(launcher(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("TEXTAREA");
    // The visitor still reaches it, and closing it brings the button back.
    await input(page).click();
    await page.keyboard.press("Escape");
    await expect(launcher(page)).toBeVisible();
  });

  test("fills the width and 75% of the height of a small screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/");
    await openChat(page);
    const box = await chat(page).boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBeCloseTo(740 * 0.75, 0);
  });
});

test("a visitor asks for a call-back, is held to every rule, and the lead is saved and delivered", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  const dataDir = await makeMigratedDataDir();
  const secret = "e2e-webhook-secret-123456";
  const server = await startBuiltServer({
    dataDir: dataDir.path,
    env: { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret },
  });
  const steps: [string, string, string, string][] = [
    ["T", "Please provide your full name.", "Thandi Mokoena", "What phone number"],
    [
      "021 55",
      "Please provide a valid phone number.",
      "082 555 0101",
      "What is your email address?",
    ],
    [
      "thandi@",
      "Please provide a valid email address (e.g., name@example.com).",
      "thandi@example.com",
      "What type of electrical service",
    ],
    [
      "DB",
      "Please specify what type of electrical service you need.",
      "Repairs",
      "brief description",
    ],
    [
      "fix",
      "Please provide more details about what you need done.",
      "Kitchen plugs trip when it rains",
      "address in Cape Town",
    ],
    [
      "Home",
      "Please provide your full address in Cape Town.",
      "12 Voortrekker Road, Parow",
      "within 2 hours",
    ],
  ];
  try {
    await gotoHydrated(page, `${server.url}/contact`);
    await openChat(page);
    await say(page, "I need an electrician to come out");
    await expect(lastReply(page)).toContainText("What is your full name?");
    await expect(lastReply(page).getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );

    for (const [bad, message, good, next] of steps) {
      await say(page, bad);
      await expect(lastReply(page)).toHaveText(
        new RegExp(`^${message.replace(/[.()?]/g, "\\$&")}`),
      );
      await say(page, good);
      await expect(lastReply(page)).toContainText(next);
    }
    await expect(lastReply(page)).toContainText("24/7 line");
    await expect.poll(() => receiver.accepted().length).toBe(1);
  } finally {
    await server.stop();
  }

  // The server has let go of its data folder: read what it stored.
  const database = await PGlite.create(`${dataDir.path}/pglite`);
  const { rows } = await database.query<Record<string, unknown>>(
    "select name, phone, email, service, description, address, preferred_contact, timeframe, source, privacy_notice from chatbot_submissions",
  );
  const transcript = await database.query<{
    messages: { sender: "user" | "bot"; message: string }[];
  }>("select messages from chat_transcripts");
  const flowsLeft = await database.query<{ n: number }>(
    "select count(*)::int as n from chat_flows",
  );
  const delivered = await database.query<{ status: string }>("select status from outbox");
  await database.close();
  await receiver.close();
  await dataDir.remove();

  expect(rows).toEqual([
    {
      name: "Thandi Mokoena",
      phone: "082 555 0101",
      email: "thandi@example.com",
      service: "Repairs",
      description: "Kitchen plugs trip when it rains",
      address: "12 Voortrekker Road, Parow",
      preferred_contact: "phone",
      timeframe: "ASAP",
      source: "chatbot",
      privacy_notice: "chat-2026-11",
    },
  ]);
  // The conversation as the server kept it: the request, the first question, then each wrong and
  // right answer with its reply, each once. The greeting the browser sent as context is not kept:
  // a "bot" line from the browser could say anything.
  const messages = transcript.rows[0]?.messages ?? [];
  expect(messages).toHaveLength(2 + 4 * steps.length);
  expect(messages[0]).toMatchObject({
    sender: "user",
    message: "I need an electrician to come out",
  });
  expect(messages.some((line) => line.message.includes("automated helper"))).toBe(false);
  expect(messages.filter((line) => line.sender === "user").map((line) => line.message)).toEqual([
    "I need an electrician to come out",
    ...steps.flatMap(([bad, , good]) => [bad, good]),
  ]);
  expect(messages.at(-1)).toMatchObject({
    sender: "bot",
    message: expect.stringContaining("within 2 hours"),
  });
  // The flow ended with the lead.
  expect(flowsLeft.rows).toEqual([{ n: 0 }]);
  expect(delivered.rows).toEqual([{ status: "delivered" }]);
  const payload = JSON.parse(receiver.accepted()[0]!.body) as { record: Record<string, string> };
  expect(payload.record).toMatchObject({
    location: "12 Voortrekker Road, Parow",
    address: "12 Voortrekker Road, Parow",
  });
});

test.describe("safety and languages", () => {
  test("an emergency typed in the middle of the call-back form gets the safety answer first, and the form carries on", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await say(page, "Please call me back");
    await expect(lastReply(page)).toContainText("What is your full name?");
    await say(page, "Sipho Dlamini");
    await expect(lastReply(page)).toContainText("What phone number");

    await say(page, "wait, there's smoke coming out of the DB board now!");
    await expect(lastReply(page)).toContainText("main switch");
    await expect(lastReply(page)).toContainText("112");
    await expect(lastReply(page)).toContainText("What phone number");
    // The emergency line in the answer can be tapped.
    await expect(
      lastReply(page)
        .getByRole("link", { name: /021 934 5710/ })
        .first(),
    ).toHaveAttribute("href", "tel:+27219345710");

    // What was typed before is kept: the next answer is the phone number.
    await say(page, "082 555 0101");
    await expect(lastReply(page)).toContainText("What is your email address?");
  });

  test("a conversation in Afrikaans is answered in Afrikaans, and so is the call-back form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await say(page, "Hoe laat maak julle oop?");
    await expect(lastReply(page)).toContainText("Ons is oop Maandag tot Saterdag");
    await say(page, "Werk julle in Belhar?");
    await expect(lastReply(page)).toContainText("Ja, ons werk in Belhar");
    await expect(lastReply(page).getByRole("link", { name: /Belhar/ })).toHaveAttribute(
      "href",
      /\/service-areas\/.+\/belhar$/,
    );
    await say(page, "Bel my asseblief terug");
    await expect(lastReply(page)).toContainText("privaatheidsbeleid");
    await expect(lastReply(page)).toContainText("Wat is jou volle naam?");
    await say(page, "J");
    await expect(lastReply(page)).toContainText("Gee asseblief jou volle naam.");
  });
});

test.describe("what the assistant answers, as a visitor reads it", () => {
  test("a long reply opens at its first line, under the question, on a small phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 560 });
    await gotoHydrated(page, "/");
    await openChat(page);
    // A danger with a question beside it: the longest kind of reply.
    await say(
      page,
      "the plug in the kitchen is sparking and smells of burning, can you come today?",
    );
    await expect(lastReply(page)).toContainText("112");
    const log = chat(page).getByRole("log");
    const question = log.locator("[data-sender=user]").last();
    const inView = async () => {
      const [logBox, questionBox, replyBox] = await Promise.all([
        log.boundingBox(),
        question.boundingBox(),
        lastReply(page).boundingBox(),
      ]);
      return { logBox, questionBox, replyBox };
    };
    await expect
      .poll(async () => {
        const { logBox, questionBox, replyBox } = await inView();
        if (!logBox || !questionBox || !replyBox) return "not laid out";
        // The reply is longer than the log: its start shows, with the question just above it.
        if (replyBox.height <= logBox.height) return "reply fits";
        return questionBox.y >= logBox.y - 1 && replyBox.y < logBox.y + logBox.height / 2
          ? "start in view"
          : `question at ${questionBox.y}, reply at ${replyBox.y}, log at ${logBox.y}`;
      })
      .toBe("start in view");
  });

  test("a three-part question is answered in three parts, in the order asked", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await say(
      page,
      "how long is a coc valid for a sale, how long does the inspection take, and are you open on sunday?",
    );
    const reply = lastReply(page);
    await expect(reply).toContainText("less than two years");
    await expect(reply).toContainText("few hours");
    await expect(reply).toContainText("closed on Sunday");
    const text = (await reply.textContent()) ?? "";
    expect(text.indexOf("less than two years")).toBeLessThan(text.indexOf("few hours"));
    expect(text.indexOf("few hours")).toBeLessThan(text.indexOf("closed on Sunday"));
  });

  test("a warning sign typed calmly gets the safety answer, not a routine one", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await say(
      page,
      "nothing urgent, but there's a fishy smell near the DB board since this morning",
    );
    const reply = lastReply(page);
    await expect(reply).toContainText("get everyone out");
    await expect(reply).toContainText("don't touch");
    await expect(reply).not.toContainText("What is your full name?");
  });
});
