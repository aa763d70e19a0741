import type { Auth, AuthSettings } from "./auth";

/**
 * better-auth and its plugins take about half a second of CPU to load, on every start. Public
 * pages, the forms and the chat never need them, so the server listens first and loads sign-in
 * once `when` settles; a sign-in or admin request that comes sooner waits for it. If loading
 * fails, every such request fails with that error (and the server logs it once, see start.ts).
 */
export function createAuthLater(
  settings: AuthSettings,
  when: Promise<unknown>,
): {
  auth: Auth;
  ready: Promise<Auth>;
} {
  const ready = when.then(async () => (await import("./auth")).createAuth(settings));
  const getSession = ((...args: Parameters<Auth["api"]["getSession"]>) =>
    ready.then((auth) => auth.api.getSession(...args))) as Auth["api"]["getSession"];
  const createUser = ((...args: Parameters<Auth["api"]["createUser"]>) =>
    ready.then((auth) => auth.api.createUser(...args))) as Auth["api"]["createUser"];
  return {
    auth: {
      handler: (request) => ready.then((auth) => auth.handler(request)),
      api: { getSession, createUser },
    },
    ready,
  };
}
