import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The Afrikaans edition (issue 18): the same route modules under /af, each with an id of its own.
 * The loaders read the edition from the path (app/lib/locale.ts) and answer 404 for a page that
 * has no Afrikaans text, so the English page is linked instead.
 */
const afrikaans = [
  route("af", "routes/home.tsx", { id: "af/home" }),
  route("af/about", "routes/about.tsx", { id: "af/about" }),
  route("af/services", "routes/services.tsx", { id: "af/services" }),
  route("af/services/:slug", "routes/service.tsx", { id: "af/service" }),
  route("af/service-areas", "routes/service-areas.tsx", { id: "af/service-areas" }),
  route("af/service-areas/:regionSlug", "routes/region.tsx", { id: "af/region" }),
  route("af/service-areas/:regionSlug/:areaSlug", "routes/area.tsx", { id: "af/area" }),
  route("af/contact", "routes/contact.tsx", { id: "af/contact" }),
  route("af/blog", "routes/blog.tsx", { id: "af/blog" }),
  route("af/blog/:slug", "routes/post.tsx", { id: "af/post" }),
  route("af/faq", "routes/faq.tsx", { id: "af/faq" }),
  route("af/privacy-policy", "routes/privacy-policy.tsx", { id: "af/privacy-policy" }),
  route("af/book-appointment", "routes/book-appointment.tsx", { id: "af/book-appointment" }),
];

// The table is explicit because the specification has aliases: /login and /register show the
// auth page, /blog-details shows the blog list.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("service-areas", "routes/service-areas.tsx"),
  route("service-areas/:regionSlug", "routes/region.tsx"),
  route("service-areas/:regionSlug/:areaSlug", "routes/area.tsx"),
  route("contact", "routes/contact.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog-details", "routes/blog.tsx", { id: "blog-details" }),
  route("blog/:slug", "routes/post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("book-appointment", "routes/book-appointment.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("r/:reference", "routes/status.tsx"),
  ...afrikaans,
  route("admin", "routes/admin.tsx"),
  route("auth", "routes/auth.tsx"),
  route("login", "routes/auth.tsx", { id: "login" }),
  route("register", "routes/auth.tsx", { id: "register" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("admin.webmanifest", "routes/admin-manifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
