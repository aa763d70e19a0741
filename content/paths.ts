/** URL builders for content pages. Kept free of the registry so pages can link without loading it. */
export const paths = {
  service: (slug: string) => `/services/${slug}`,
  region: (slug: string) => `/service-areas/${slug}`,
  area: (area: { region: string; slug: string }) => `/service-areas/${area.region}/${area.slug}`,
  post: (slug: string) => `/blog/${slug}`,
};

/** Static pages that are indexed; /admin and the auth pages are deliberately absent. */
export const staticPagePaths = [
  "/",
  "/about",
  "/services",
  "/service-areas",
  "/contact",
  "/gallery",
  "/blog",
  "/faq",
  "/privacy-policy",
  "/book-appointment",
  "/case-studies",
] as const;

/** Indexed pages rendered per request rather than at build time, because they show today's date. */
export const requestTimePaths: readonly string[] = ["/book-appointment"];
