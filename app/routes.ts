import { index, route, type RouteConfig } from "@react-router/dev/routes";

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
