/**
 * The Afrikaans home, about, FAQ and privacy pages (issue 18), rendered as the server renders
 * them: an Afrikaans heading, Afrikaans pages linked where they exist, and English ones marked
 * hrefLang="en" otherwise. Their English pages stay as they were.
 */
import { describe, expect, it } from "vitest";

import { hasPage } from "#content/editions.ts";
import { privacy } from "#content/privacy.ts";
import { site } from "#content/site.ts";
import { renderRoute, type RouteModule } from "#tests/fixtures/render-route.tsx";

import * as about from "./about";
import * as faq from "./faq";
import * as home from "./home";
import * as privacyPolicy from "./privacy-policy";

const render = (page: unknown, url: string) => renderRoute(page as RouteModule, url);

/** The HTML as a reader meets its text: entities decoded, React's text separators gone. */
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const h1Of = (html: string) =>
  decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "");

/** Every link to a page of this site, with its hreflang and whether its text is marked English. */
function internalLinks(html: string) {
  return [...html.matchAll(/<a ([^>]*)>/g)]
    .map(([, attributes = ""]) => ({
      href: /href="([^"]*)"/.exec(attributes)?.[1] ?? "",
      hrefLang: /hrefLang="([^"]*)"/i.exec(attributes)?.[1],
    }))
    .filter((link) => link.href.startsWith("/"));
}

/**
 * An Afrikaans page links the Afrikaans edition of a page wherever there is one, and marks every
 * link to an English page with hrefLang="en".
 */
function expectLinksInTheirLanguage(html: string) {
  const links = internalLinks(html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const path = link.href.split("#")[0] ?? "";
    if (path === "/af" || path.startsWith("/af/")) {
      expect(link.hrefLang, link.href).toBeUndefined();
    } else {
      expect(link.hrefLang, link.href).toBe("en");
      expect(hasPage("af", path), `${link.href} has an Afrikaans page`).toBe(false);
    }
  }
}

describe("the Afrikaans home page", () => {
  it("has an Afrikaans heading and links in each page's language", async () => {
    const html = await render(home, "/af");
    expect(h1Of(html)).toBe(`Kaapse elektrisiëns, tuis in ${site.address.locality}`);
    expect(html).toContain('href="/af/services"');
    expect(html).toContain('href="/af/book-appointment"');
    expectLinksInTheirLanguage(html);
  });

  it("marks the text of a card for an English page as English", async () => {
    const html = await render(home, "/af");
    expect(html).toMatch(/<li lang="en"[^>]*>[\s\S]*?hrefLang="en"/);
  });

  it("has an Afrikaans title that names the business once", () => {
    const data = home.loader({ request: new Request("http://site.test/af") } as never);
    expect(data.meta).toContainEqual({
      title: `Elektrisiëns in Kaapstad, tuis in ${site.address.locality} | ${site.name}`,
    });
  });

  it("does not offer itself in Afrikaans", async () => {
    expect(await render(home, "/af")).not.toContain("data-afrikaans-offer");
  });
});

describe("the English home page", () => {
  it("keeps its English heading and sends the Afrikaans offer hidden", async () => {
    const html = await render(home, "/");
    expect(h1Of(html)).toBe("Cape Town electricians, based in Bishop Lavis");
    expect(html).toMatch(
      /<p data-afrikaans-offer="" hidden="" lang="af"[^>]*><a href="\/af" hrefLang="af"[^>]*>Lees hierdie webwerf in Afrikaans<\/a>/,
    );
    expect(internalLinks(html).filter((link) => link.href.startsWith("/af/"))).toEqual([]);
  });
});

describe("the Afrikaans about page", () => {
  it("has an Afrikaans heading, crumbs and links", async () => {
    const html = await render(about, "/af/about");
    expect(h1Of(html)).toBe(`Oor ${site.name}`);
    expect(html).toMatch(/<a [^>]*href="\/af"[^>]*>Tuis<\/a>/);
    expect(html).toContain('href="/af/faq"');
    expect(html).toContain('href="/af/service-areas"');
    expect(html).toMatch(/<a hrefLang="en"[^>]*href="\/gallery"[^>]*>Ons werk<\/a>/);
    expectLinksInTheirLanguage(html);
  });

  it("leaves the English about page in English", async () => {
    const html = await render(about, "/about");
    expect(h1Of(html)).toBe(`About ${site.name}`);
    expect(html).toMatch(/<a [^>]*href="\/faq"/);
    expect(html).not.toMatch(/<a [^>]*hrefLang=/i);
  });
});

describe("the Afrikaans FAQ", () => {
  it("asks its questions in Afrikaans, with Afrikaans links", async () => {
    const html = await render(faq, "/af/faq");
    expect(h1Of(html)).toBe("Algemene vrae");
    expect(decode(html)).toContain("Daar is nog eenhede op my kragkaart, maar die krag is af.");
    expect(html).toContain('href="/af/contact"');
    expectLinksInTheirLanguage(html);
  });

  it("gives its questions to search engines in Afrikaans", async () => {
    const html = decode(await render(faq, "/af/faq"));
    expect(html).toContain('"name":"Watter grootte omsetter het ek vir beurtkrag nodig?"');
    expect(html).not.toContain("What size inverter do I need");
  });

  it("leaves the English FAQ in English", async () => {
    expect(h1Of(await render(faq, "/faq"))).toBe("Frequently asked questions");
  });
});

describe("the Afrikaans privacy policy", () => {
  it("is the same policy in Afrikaans", async () => {
    const html = decode(await render(privacyPolicy, "/af/privacy-policy"));
    expect(h1Of(html)).toBe("Privaatheidsbeleid");
    expect(html).toContain("Wet op die Beskerming van Persoonlike Inligting 4 van 2013 (POPIA)");
    expect(html).toContain(`${privacy.leadRetentionDays} dae`);
    expect(html).toContain("Laas bygewerk op");
    expect(html).toContain('<th scope="col" class="py-2 pr-4 font-semibold">Wat ons insamel</th>');
    expect(html).toContain("Land: Suid-Afrika");
    expect(html).toContain('href="/af/contact"');
    expectLinksInTheirLanguage(html);
  });

  it("leaves the English policy in English", async () => {
    const html = decode(await render(privacyPolicy, "/privacy-policy"));
    expect(h1Of(html)).toBe("Privacy policy");
    expect(html).toContain("Country: South Africa");
  });
});
