import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
} from "react-router";

import { AdminBar } from "#app/components/layout/admin-bar.tsx";
import { RouteSpinner } from "#app/components/layout/route-spinner.tsx";
import { ScrollToTop } from "#app/components/layout/scroll-to-top.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { LoadingError } from "#app/components/loading-error.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { ChatLauncher } from "#app/features/chat/chat-launcher.tsx";
import { footerFacts } from "#app/lib/footer.server.ts";
import { useHydrates, useLayout } from "#app/lib/hydration.ts";
import { requestLocale, useLocale, useShell } from "#app/lib/locale.ts";
import { notFoundMeta } from "#app/lib/meta.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { languageTags, localeOfPath } from "#common/i18n/locale.ts";
import { messages } from "#common/i18n/messages.ts";
import { site } from "#content/site.ts";

import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// Built as its own small bundle (vite.config.ts: worker), which loads React only when needed.
import readingPageIsland from "./islands/reading-page.ts?worker&url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "sitemap", type: "application/xml", href: "/sitemap.xml" },
  ...(site.analyticsId ? [{ rel: "preconnect", href: "https://www.googletagmanager.com" }] : []),
];

export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { footer: footerFacts(locale), shell: messages[locale].shell };
}

/** The frame's words come with the root's data: a switch of language must fetch them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;

// Route modules set their own meta; this one is used when the root error boundary shows.
export const meta: Route.MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? notFoundMeta
    : [{ title: `Loading Error | ${site.name}` }, { name: "robots", content: "noindex" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrates = useHydrates();
  const admin = useLayout() === "admin";
  const locale = useLocale();
  const shell = useShell();
  return (
    <html lang={languageTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* Phone numbers are marked up as tel: links; automatic detection would also turn
            standards such as SANS 10142-1 into dialable numbers. */}
        <meta name="format-detection" content="telephone=no" />
        {site.siteVerification && (
          <meta name="google-site-verification" content={site.siteVerification} />
        )}
        <Meta />
        {/* The inbox installs as an app of its own (scope /admin); the site keeps its manifest. */}
        <link rel="manifest" href={admin ? "/admin.webmanifest" : "/manifest.webmanifest"} />
        {admin && <link rel="apple-touch-icon" href="/apple-touch-icon.png" />}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {shell.skipToContent}
        </a>
        {admin ? <AdminBar /> : <SiteHeader />}
        <main
          id="main"
          tabIndex={-1}
          className={`flex-1 focus:outline-none ${admin ? "" : "pt-16"}`}
        >
          {children}
        </main>
        {!admin && <SiteFooter />}
        <RouteSpinner />
        {!admin && <ChatLauncher />}
        <ScrollToTop />
        <HydrationMarker />
        {site.analyticsId && (
          <>
            <script
              async
              nonce={nonce}
              src={`https://www.googletagmanager.com/gtag/js?id=${site.analyticsId}`}
            />
            <script
              defer
              nonce={nonce}
              src="/analytics.js"
              data-measurement-id={site.analyticsId}
            />
          </>
        )}
        {hydrates ? (
          <Scripts nonce={nonce} />
        ) : (
          // Not async: React hoists an async script into <head>, where it can run before the
          // header, gallery and chat button it wires have been parsed. A module script without
          // async is deferred: fetched at once, run when the document is complete.
          <script type="module" nonce={nonce} src={readingPageIsland} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Browser tests wait for this before they click: a click before hydration is a page load. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <LoadingError />;
}
