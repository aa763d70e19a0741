import { absoluteUrl } from "#content/site.ts";

// /admin and the sign-in pages stay crawlable on purpose: they carry a noindex tag, which a
// crawler can only obey if it may fetch the page.
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    // The customers' private status pages; their responses say noindex too.
    "Disallow: /r/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
