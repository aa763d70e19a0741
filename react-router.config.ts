import type { Config } from "@react-router/dev/config";

import { englishPathOf } from "#common/i18n/locale.ts";
import { afrikaansPaths } from "#content/editions.ts";
import { aliasPaths, contentPaths } from "#content/index.ts";
import { requestTimePaths } from "#content/paths.ts";

export default {
  ssr: true,
  // v8 behaviour now, so the upgrade is a version bump. Middleware stays off: the CSP nonce is
  // handed to entry.server through AppLoadContext (common/load-context.ts).
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // Every public page is rendered to HTML at build time; what is left (admin, auth, unknown paths)
  // is rendered per request by the server, as are pages that show today's date.
  prerender: () => [
    ...[...contentPaths(), ...afrikaansPaths()].filter(
      (path) => !requestTimePaths.includes(englishPathOf(path)),
    ),
    ...aliasPaths(),
    "/sitemap.xml",
    "/robots.txt",
    "/manifest.webmanifest",
  ],
} satisfies Config;
