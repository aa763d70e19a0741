import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { useShell } from "#app/lib/locale.ts";
import type { NavItem } from "#common/i18n/en/shell.ts";
import { fill } from "#common/i18n/fill.ts";
import { NAV_SCROLL_THRESHOLD_PX } from "#common/limits.ts";
import { site } from "#content/site.ts";

import { closeHeaderMenus, wireHeader } from "./header-behaviour";
import { LanguageSwitch } from "./language-switch";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-slate-700"
  }`;

/**
 * The header works before any script and without one: the mobile menu is a native popover (it
 * opens from its button, closes on Escape or a tap outside) and the Services menu a <details>.
 * The rest (header-behaviour.ts) is plain DOM, shared with pages that do not hydrate.
 */
export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shell = useShell();
  const nav = shell.nav;

  useEffect(() => {
    if (header.current) return wireHeader(header.current, NAV_SCROLL_THRESHOLD_PX);
  }, []);
  // A client-side navigation keeps the page; the menus must not stay open over the new one.
  useEffect(() => {
    if (header.current) closeHeaderMenus(header.current);
  }, [pathname]);

  return (
    <header
      ref={header}
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:border-transparent data-[scrolled=true]:bg-white/85 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur supports-[backdrop-filter]:data-[scrolled=true]:bg-white/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={shell.home} className="flex items-center gap-2 font-bold text-brand-900">
          <span className="grid size-9 place-items-center rounded-lg bg-spark-500 text-brand-900">
            <Icon name="bolt" className="size-5" />
          </span>
          <span className="text-lg">{site.name}</span>
        </Link>

        <nav aria-label={nav.mainLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.before.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ServicesDropdown label={nav.services} items={nav.serviceMenu} />
            </li>
            {nav.after.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch />
            </li>
            <li className="ml-2">
              <Link
                to={nav.contact.to}
                className="rounded-md bg-spark-500 px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-spark-400"
              >
                {nav.contact.label}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 lg:hidden">
          <LanguageSwitch compact />
          <a
            href={`tel:${site.phone.e164}`}
            className="grid size-11 place-items-center rounded-md text-brand-900 hover:bg-brand-50"
          >
            <Icon name="phone" className="size-5" />
            <span className="sr-only">{fill(nav.call, { phone: site.phone.display })}</span>
          </a>
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="grid size-11 place-items-center rounded-md text-brand-900 hover:bg-brand-50"
          >
            {/* Icon and name follow the popover in CSS, so they are right before any script. */}
            <Icon name="menu" className="size-6 [body:has(#mobile-menu:popover-open)_&]:hidden" />
            <Icon
              name="close"
              className="hidden size-6 [body:has(#mobile-menu:popover-open)_&]:block"
            />
            <span className="sr-only [body:has(#mobile-menu:popover-open)_&]:hidden">
              {nav.openMenu}
            </span>
            <span className="sr-only hidden [body:has(#mobile-menu:popover-open)_&]:inline">
              {nav.closeMenu}
            </span>
          </button>
        </div>
      </div>

      <MobileMenu />
    </header>
  );
}

function ServicesDropdown({ label, items }: { label: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  const isActive = /^(\/af)?\/services/.test(pathname);

  return (
    <details data-services="" className="group relative">
      <summary
        className={`flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden ${linkClass({ isActive })}`}
      >
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        {items.map((item, index) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive: active }) =>
                `block rounded-md px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700 ${
                  index === items.length - 1 ? "mt-1 border-t border-slate-100 font-semibold" : ""
                } ${active ? "text-brand-700" : "text-slate-700"}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MobileMenu() {
  const { nav } = useShell();
  const item = (link: NavItem, extra = "") => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end
        className={({ isActive }) =>
          `block rounded-md px-3 py-3 text-base font-medium ${extra} ${
            isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-50"
          }`
        }
      >
        {link.label}
      </NavLink>
    </li>
  );

  return (
    <nav
      id="mobile-menu"
      popover="auto"
      aria-label={nav.mobileLabel}
      className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg lg:hidden"
    >
      <ul className="space-y-1 pt-2">
        {nav.before.map((link) => item(link))}
        <li>
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {nav.services}
          </p>
          <ul className="space-y-1">{nav.serviceMenu.map((link) => item(link, "pl-6"))}</ul>
        </li>
        {nav.after.map((link) => item(link))}
        <li className="pt-2">
          <Link
            to={nav.contact.to}
            className="block rounded-md bg-spark-500 px-3 py-3 text-center text-base font-semibold text-brand-900"
          >
            {nav.contact.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
