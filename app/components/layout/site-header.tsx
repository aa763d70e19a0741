import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { Icon } from "#app/components/icon.tsx";
import { NAV_SCROLL_THRESHOLD_PX } from "#common/limits.ts";
import {
  contactLink,
  primaryNavAfter,
  primaryNavBefore,
  serviceMenu,
  type NavLink as NavItem,
} from "#content/navigation.ts";
import { site } from "#content/site.ts";

import { useScrolled } from "./use-scrolled";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-slate-700"
  }`;

export function SiteHeader() {
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  // Open "on" a path, so any navigation (a link, the back button) closes the menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled
          ? "bg-white/85 shadow-md backdrop-blur supports-[backdrop-filter]:bg-white/75"
          : "border-b border-slate-200 bg-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
          <span className="grid size-9 place-items-center rounded-lg bg-spark-500 text-brand-900">
            <Icon name="bolt" className="size-5" />
          </span>
          <span className="text-lg">{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNavBefore.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ServicesDropdown />
            </li>
            {primaryNavAfter.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="ml-2">
              <Link
                to={contactLink.to}
                className="rounded-md bg-spark-500 px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-spark-400"
              >
                {contactLink.label}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 lg:hidden">
          <a
            href={`tel:${site.phone.e164}`}
            className="grid size-11 place-items-center rounded-md text-brand-900 hover:bg-brand-50"
          >
            <Icon name="phone" className="size-5" />
            <span className="sr-only">Call {site.phone.display}</span>
          </a>
          <button
            type="button"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(!mobileOpen)}
            className="grid size-11 place-items-center rounded-md text-brand-900 hover:bg-brand-50"
          >
            {mobileOpen ? (
              <Icon name="close" className="size-6" />
            ) : (
              <Icon name="menu" className="size-6" />
            )}
            <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      {mobileOpen && <MobileMenu onNavigate={() => setMobileOpen(false)} />}
    </header>
  );
}

function ServicesDropdown() {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const isActive = pathname.startsWith("/services");

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className={`flex items-center gap-1 ${linkClass({ isActive })}`}
      >
        Services
        <Icon
          name="chevron-down"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {serviceMenu.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={() => setOpen(false)}
              className={({ isActive: active }) =>
                `block rounded-md px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700 ${
                  item.to === "/services" ? "mt-1 border-t border-slate-100 font-semibold" : ""
                } ${active ? "text-brand-700" : "text-slate-700"}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const item = (link: NavItem, extra = "") => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end
        onClick={onNavigate}
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
      aria-label="Mobile"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg lg:hidden"
    >
      <ul className="space-y-1 pt-2">
        {primaryNavBefore.map((link) => item(link))}
        <li>
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Services
          </p>
          <ul className="space-y-1">{serviceMenu.map((link) => item(link, "pl-6"))}</ul>
        </li>
        {primaryNavAfter.map((link) => item(link))}
        <li className="pt-2">
          <Link
            to={contactLink.to}
            onClick={onNavigate}
            className="block rounded-md bg-spark-500 px-3 py-3 text-center text-base font-semibold text-brand-900"
          >
            {contactLink.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
