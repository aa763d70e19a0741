import { site } from "#content/site.ts";

/**
 * The inbox as an app of its own on the owner's phone: it opens straight to the leads, stays
 * inside /admin, and has the icons Android and iOS need to install it (PNG, and a maskable one).
 * Reading pages keep the site's own manifest.
 */
export function loader() {
  const manifest = {
    id: "/admin",
    name: `${site.name} leads`,
    short_name: "Leads",
    description: `New enquiries to ${site.name}, with alerts on this phone.`,
    start_url: "/admin",
    scope: "/admin",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: site.themeColor,
    icons: [
      { src: "/admin-icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/admin-icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/admin-icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}
