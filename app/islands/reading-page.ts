/**
 * The one script of a page that does not hydrate (decision 016): the header's behaviour, the chat
 * button and, on the gallery, its lightbox, in plain DOM. React loads only if the visitor opens
 * the chat.
 */
import { wireHeader } from "#app/components/layout/header-behaviour.ts";
import { revealAfrikaansOffer } from "#app/lib/afrikaans-offer.ts";
import { NAV_SCROLL_THRESHOLD_PX } from "#common/limits.ts";

import "./chat-button";

const header = document.querySelector("header");
if (header) wireHeader(header, NAV_SCROLL_THRESHOLD_PX);
// The page was rendered at build time, perhaps last year.
const year = document.querySelector("[data-current-year]");
if (year) year.textContent = String(new Date().getFullYear());
// The English home page offers the Afrikaans edition to a browser that prefers it (issue 18).
revealAfrikaansOffer(document, navigator.languages);
// The lightbox's code loads on the gallery only.
const gallery = document.querySelector<HTMLElement>("[data-gallery]");
const wired = gallery
  ? import("./gallery-lightbox").then(({ wireGallery }) => wireGallery(gallery))
  : Promise.resolve();
// Browser tests wait for this before they click, as on a hydrated page.
void wired.then(() => {
  document.documentElement.dataset.hydrated = "true";
});
