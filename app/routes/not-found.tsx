import { notFound } from "#app/lib/http.server.ts";
import { readingPage } from "#app/lib/hydration.ts";
import { notFoundMeta } from "#app/lib/meta.ts";

// Any path no other route matches: a real 404 status, rendered by the root error boundary.
export function loader(): never {
  notFound();
}

export const meta = () => notFoundMeta;

/** Read, not worked: sent as HTML without the framework (decision 016). */
export const handle = readingPage;

export default function NotFoundRoute() {
  return null;
}
