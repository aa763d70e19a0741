/** How long the link that confirms a new staff account's address works. */
export const CONFIRM_LINK_HOURS = 24;

/**
 * Where a confirmation link sends the browser: the sign-in page, which says the address is
 * confirmed (or, when better-auth appends `&error=<code>`, that the link did not work), and after
 * signing in the account page, which says what the owner must do before it sees leads.
 */
export const CONFIRMED_PATH = "/login?confirmed=1&next=%2Fauth";
