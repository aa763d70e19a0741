/**
 * The browser suite runs a production build: no invented testimonial, case study or job picture
 * may reach its HTML, wherever it would have been shown. (A build with the customer's permission
 * showing them is proven in app/routes/proof.test.tsx.)
 */
import { caseStudies } from "#content/case-studies.ts";
import { galleryItems } from "#content/gallery.ts";
import { testimonials } from "#content/testimonials.ts";
import { expect, test } from "#tests/fixtures/e2e.ts";

test("a production build shows no invented proof and no Example label anywhere", async ({
  request,
}) => {
  const regionOf: Record<string, string> = {};
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const match of xml.matchAll(/<loc>[^<]*\/service-areas\/([^/<]+)\/([^/<]+)<\/loc>/g)) {
    regionOf[match[2] ?? ""] = match[1] ?? "";
  }
  const examples = [
    ...testimonials
      .filter((item) => !item.permission)
      .map((item) => ({ text: item.quote, pages: ["/", `area:${item.area}`] })),
    ...caseStudies
      .filter((study) => !study.permission)
      .map((study) => ({
        text: study.title,
        pages: [
          "/",
          "/case-studies",
          `area:${study.area}`,
          ...study.services.map((s) => `/services/${s}`),
        ],
      })),
    ...galleryItems
      .filter((item) => item.area !== undefined && !item.permission)
      .map((item) => ({ text: item.caption, pages: ["/gallery"] })),
  ];
  // The content this checks is the content the site was built from: it holds examples today.
  expect(examples.length).toBeGreaterThan(0);

  const pages = new Set(["/", "/case-studies", "/gallery", "/about"]);
  for (const example of examples) for (const page of example.pages) pages.add(page);
  const htmlOf = new Map<string, string>();
  for (const page of pages) {
    const path = page.startsWith("area:")
      ? `/service-areas/${regionOf[page.slice(5)]}/${page.slice(5)}`
      : page;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = (await response.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
    expect(html, path).not.toMatch(/>Example</);
    htmlOf.set(page, html);
  }
  for (const example of examples) {
    for (const page of example.pages) expect(htmlOf.get(page), page).not.toContain(example.text);
  }
});

test("/case-studies says it has no write-ups yet and stays out of search until one is published", async ({
  page,
}) => {
  test.skip(
    caseStudies.some((study) => study.permission),
    "a case study has been published with permission",
  );
  await page.goto("/case-studies");
  await expect(page.getByTestId("no-case-studies")).toContainText("No write-ups yet");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Case studies" })).toHaveCount(0);
});
