import { useMatches } from "react-router";

/** What a route module's `handle` may say about the page (decision 016). */
export interface RouteHandle {
  /** false: a reading page, sent as HTML with no React in the browser, only small islands. */
  hydrate?: boolean;
  /** "admin": the staff's own compact shell, without the site's navigation, footer and chat. */
  layout?: "admin";
}

/** The handle of pages that are read, not worked: pre-rendered HTML without the framework. */
export const readingPage: RouteHandle = { hydrate: false };

/**
 * Whether this page loads React Router and hydrates. On the server, a page hydrates unless its
 * route is a reading page. In the browser the app only ever runs on a page that hydrated, and
 * goes on hydrating as the visitor navigates within it.
 */
export function useHydrates(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return true;
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

/** Which shell the page sits in: the public site's, or the admin's working tool. */
export function useLayout(): "site" | "admin" {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.layout === "admin")
    ? "admin"
    : "site";
}
