import { useSyncExternalStore } from "react";
import { Link, useRouteLoaderData } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import type { FooterFacts } from "#app/lib/footer.server.ts";
import { useShell } from "#app/lib/locale.ts";
import { formatAddress, site } from "#content/site.ts";

/** Footer links also scroll up when they point at the page already shown. */
const scrollToTop = () => window.scrollTo(0, 0);

const neverChanges = () => () => {};

/** Pages are rendered at build time; after hydration the visitor's clock gives the year. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  const { footer } = useShell();
  // The root loader's; absent only while the root itself has failed.
  const facts = useRouteLoaderData<{ footer: FooterFacts }>("root")?.footer;
  const agency = facts?.agency;

  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon name="bolt" className="size-5 text-spark-400" />
            {site.name}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">
            {facts?.about ?? site.description}
          </p>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {footer.contact}
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <a
                href={`tel:${site.phone.e164}`}
                className="flex items-center gap-2 hover:text-white"
              >
                <Icon name="phone" className="size-4 shrink-0 text-spark-400" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-white">
                <Icon name="mail" className="size-4 shrink-0 text-spark-400" />
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-spark-400" />
              <address className="not-italic">{formatAddress()}</address>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {footer.quickLinks}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollToTop} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/admin"
                onClick={scrollToTop}
                className="inline-flex items-center gap-1 hover:text-white"
              >
                <Icon name="shield" className="size-4" />
                <span className="sr-only">{footer.admin}</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-300 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            {/* The reading pages' island puts the visitor's year here: they do not hydrate. */}©{" "}
            <span data-current-year="">{year}</span> {site.legalName}. {footer.rights}
          </p>
          {agency && (
            <p>
              {footer.websiteBy}{" "}
              <a href={agency.url} rel="noopener" className="underline hover:text-white">
                {agency.name}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
