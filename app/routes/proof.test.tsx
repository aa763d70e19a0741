/**
 * Proof needs permission: the pages that show testimonials, case studies and pictures of jobs are
 * rendered here as the server renders them (loader, then HTML), with content that holds one entry
 * given with the customer's permission and one invented example of each kind.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

import type { CaseStudyInput, GalleryItem, Testimonial } from "#content/schema.ts";
import { renderRoute, type RouteModule } from "#tests/fixtures/render-route.tsx";

const permission = {
  givenBy: "Record-Keeping Name",
  givenOn: "2026-09-14",
  permissionOn: "2026-09-20",
};

const testimonials: Testimonial[] = [
  {
    quote: "Confirmed quote: the board was labelled and explained before they left the house.",
    name: "Real C.",
    area: "parow",
    service: "electrical-panel-upgrades",
    permission,
  },
  {
    quote: "Invented quote: written to show what a testimonial looks like on the page.",
    name: "Made U.",
    area: "parow",
    service: "electrical-repairs",
  },
];

const study = (slug: string, title: string): CaseStudyInput => ({
  slug,
  title,
  area: "parow",
  services: ["electrical-compliance-certificates"],
  summary: `${title}: the summary that appears on cards linking to this job.`,
  problem: "The owners needed a Certificate of Compliance for the transfer of the house.",
  found: "Testing showed an earth leakage unit that did not trip within its rated time.",
  work: ["We replaced the earth leakage unit and tested every circuit again afterwards."],
  result: "The installation passed and the certificate went to the conveyancer that day.",
  duration: "1 day",
});
const caseStudies: CaseStudyInput[] = [
  { ...study("confirmed-job", "Confirmed job in Parow with permission"), permission },
  study("invented-job", "Invented job in Parow for the layout"),
];

const galleryItems: GalleryItem[] = [
  {
    slug: "drawing",
    title: "Drawing of a kind of work",
    caption: "An illustration of a distribution board, claiming no particular job.",
    alt: "Illustration of an open distribution board with labelled breakers",
    image: "db-board-upgrade",
    service: "electrical-panel-upgrades",
  },
  {
    slug: "confirmed-photo",
    title: "Confirmed job picture",
    caption: "A job in Parow, shown with the customer's written permission to publish.",
    alt: "Illustration standing in for a photo of a finished board in Parow",
    image: "db-board-upgrade",
    service: "electrical-panel-upgrades",
    area: "parow",
    permission,
  },
  {
    slug: "invented-photo",
    title: "Invented job picture",
    caption: "A job in Parow that no customer agreed to publish, so only previews show it.",
    alt: "Illustration standing in for a photo of an invented job in Parow",
    image: "coc-inspection",
    service: "electrical-compliance-certificates",
    area: "parow",
  },
];

vi.mock("#content/testimonials.ts", () => ({ testimonials }));
vi.mock("#content/case-studies.ts", () => ({ caseStudies }));
vi.mock("#content/gallery.ts", () => ({ galleryItems }));

/** The page's HTML as the server would send it, from a build with or without examples. */
async function render(url: string, modulePath: string, examples: boolean): Promise<string> {
  vi.resetModules();
  vi.stubEnv("DEV", false);
  vi.stubEnv("VITE_SHOW_EXAMPLES", examples ? "true" : "");
  const page = (await import(/* @vite-ignore */ modulePath)) as RouteModule;
  const pattern = url.startsWith("/service-areas/") ? "/service-areas/:regionSlug/:areaSlug" : url;
  return renderRoute(page, url, pattern);
}

const pages = [
  ["/", "./home.tsx"],
  ["/case-studies", "./case-studies.tsx"],
  ["/service-areas/northern-suburbs/parow", "./area.tsx"],
  ["/gallery", "./gallery.tsx"],
] as const;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("proof on the pages", () => {
  it.each(pages)(
    "a production build of %s shows only what customers agreed to",
    async (url, module) => {
      const html = await render(url, module, false);
      expect(html).not.toContain("Invented");
      expect(html).not.toMatch(/>Example</);
      expect(html).not.toContain(permission.givenBy);
      expect(html).toContain("Confirmed");
    },
  );

  it.each(pages)("a preview build of %s also shows the examples, labelled", async (url, module) => {
    const html = await render(url, module, true);
    expect(html).toContain("Invented");
    expect(html).toMatch(/>Example</);
    expect(html).not.toContain(permission.givenBy);
  });

  it("labels a drawing as an illustration and keeps it in production", async () => {
    const html = await render("/gallery", "./gallery.tsx", false);
    expect(html).toContain("Drawing of a kind of work");
    expect(html).toMatch(/>Illustration</);
  });

  it("keeps /case-studies out of search until a job is published", async () => {
    caseStudies.splice(0, 1);
    try {
      const html = await render("/case-studies", "./case-studies.tsx", false);
      expect(html).toContain("No write-ups yet");
      const { emptyPagePaths } = await import("#content/index.ts");
      expect(emptyPagePaths()).toEqual(["/case-studies"]);
    } finally {
      caseStudies.unshift({
        ...study("confirmed-job", "Confirmed job in Parow with permission"),
        permission,
      });
    }
  });
});
