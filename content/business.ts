/**
 * Claims about the business that only the owner can make: when it started, its registration, its
 * guarantee, its story. Each has a value and whether the owner has confirmed it, and the site
 * shows a claim only once both are there; otherwise the pages say nothing about it rather than
 * something untrue. Only the founding year is set: the specification gives it as the business's
 * own word ("operated since 2009"). The earlier made-up values (a story, an agency credit) were
 * removed so that nothing invented can ship, not even inside a script.
 * `npm run launch:check` lists every claim still open.
 *
 * To make one yours: set the value, then `confirmed: true` once the owner has checked it.
 */

import type { PriceGuide } from "./prices";

export interface Claim<T> {
  value: T | null;
  confirmed: boolean;
}

/** The registration levels of the Electrical Installation Regulations, lowest first. */
export const registeredPersonLevels = [
  "electrical tester for single phase",
  "installation electrician",
  "master installation electrician",
] as const;
export type RegisteredPersonLevel = (typeof registeredPersonLevels)[number];

export const business = {
  /**
   * The year the business started trading: 2009, in the business's own words in the
   * specification ("has operated since 2009").
   */
  foundedYear: { value: 2009, confirmed: true } as Claim<number>,
  /**
   * The electrical contractor registration number from the Department of Employment and Labour.
   * Every business that does electrical installation work must have one; the site shows it only
   * when it is set and confirmed.
   */
  contractorRegistration: { value: null, confirmed: false } as Claim<string>,
  /** The highest registration among the people who test and certify the work. */
  registeredPersonLevel: { value: null, confirmed: false } as Claim<RegisteredPersonLevel>,
  /** Trade bodies the business belongs to, as they should be named, e.g. "ECA(SA)". */
  memberships: { value: null, confirmed: false } as Claim<string[]>,
  /** How long the business puts right, free, what fails through its workmanship. */
  workmanshipGuaranteeMonths: { value: null, confirmed: false } as Claim<number>,
  /** The About page's "Where we come from": the owner's own words. */
  story: { value: null, confirmed: false } as Claim<string[]>,
  /**
   * How customers pay and whether a deposit is asked, in the owner's words (English, then
   * Afrikaans), e.g. "By EFT or card; a deposit for materials on larger jobs".
   */
  paymentTerms: { value: null, confirmed: false } as Claim<{ en: string; af: string }>,
  /**
   * Whether quotes cost anything, in the owner's words (English, then Afrikaans), e.g. "Planned
   * work is quoted free after a site visit; a fault is found first, then priced".
   */
  quotePolicy: { value: null, confirmed: false } as Claim<{ en: string; af: string }>,
  /** Call-out fee, CoC inspection and common jobs: optional, see content/prices.ts. */
  priceGuide: { value: null, confirmed: false } as Claim<PriceGuide>,
  /** The web agency credited in the footer, if the owner wants a credit there. */
  agencyCredit: { value: null, confirmed: false } as Claim<{ name: string; url: string }>,
};

export type ClaimKey = keyof typeof business;

/** The value to show, or undefined while it is not set or not confirmed. */
export function confirmed<T>(claim: Claim<T>): T | undefined {
  return claim.confirmed && claim.value !== null ? claim.value : undefined;
}

/** " since 2009" once the founding year is confirmed, otherwise nothing. */
export function sinceFounded(): string {
  const year = confirmed(business.foundedYear);
  return year === undefined ? "" : ` since ${year}`;
}

/** Whole years since the confirmed founding year, or undefined. */
export function yearsInBusiness(now: Date = new Date()): number | undefined {
  const year = confirmed(business.foundedYear);
  return year === undefined ? undefined : now.getFullYear() - year;
}
