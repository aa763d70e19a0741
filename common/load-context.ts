import type { BookingAvailability } from "./booking-capacity";
import type { CustomerActionInput, CustomerActionResult, LeadStatusLookup } from "./lead-status";
import type { AdminSettings, Viewer } from "./viewer";

/**
 * What the Hono server (server/app.ts) hands React Router with each page it renders on demand,
 * and what loaders read as `context` (app/entry.server.tsx makes it React Router's
 * AppLoadContext). Pages pre-rendered at build time get none of it.
 */
// A type, not an interface: React Router's AppLoadContext has an index signature, which only a
// type literal satisfies without declaring one.
export type LoadContext = {
  /** This response's Content-Security-Policy nonce, for the inline scripts. */
  cspNonce?: string;
  /** Who is signed in on this request. */
  viewer?: () => Promise<Viewer | null>;
  admin?: AdminSettings;
  /** The customer's status page (`/r/<reference>?t=<token>`): what it shows. */
  leadStatus?: (reference: string, token: string | null) => Promise<LeadStatusLookup>;
  /** The same page's booking actions (accept, ask for another time, cancel). */
  leadStatusAction?: (
    reference: string,
    token: string | null,
    input: CustomerActionInput,
  ) => Promise<CustomerActionResult>;
  /** The booking windows that are full, so the booking form does not offer them. */
  bookingAvailability?: BookingAvailability;
};
