import { randomBytes } from "node:crypto";

import type { MiddlewareHandler } from "hono";

import { site } from "#content/site.ts";

import { requestScheme } from "./client-address";
import type { StaticVariables } from "./static-files";

export interface SecurityVariables extends StaticVariables {
  /** Nonce for the inline scripts of a page rendered for this request. */
  cspNonce: string;
}

const analyticsOrigins = site.analyticsId
  ? {
      script: ["https://www.googletagmanager.com"],
      connect: ["https://*.google-analytics.com", "https://*.analytics.google.com"],
      img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    }
  : { script: [], connect: [], img: [] };

/**
 * Scripts may only come from this origin. Pre-rendered pages list their inline scripts by hash
 * (computed when the build is loaded); pages rendered per request carry a fresh nonce.
 */
export function contentSecurityPolicy(scriptSources: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptSources, ...analyticsOrigins.script].join(" ")}`.trim(),
    "style-src 'self'",
    `img-src ${["'self'", "data:", ...analyticsOrigins.img].join(" ")}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...analyticsOrigins.connect].join(" ")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

export function securityHeaders({
  csp,
  trustProxy = 0,
}: {
  /** Off in development, where Vite injects its own inline scripts. */
  csp: boolean;
  /** Proxies in front (TRUST_PROXY): only they may say the visitor used https. */
  trustProxy?: number;
}): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    c.set("cspNonce", randomBytes(16).toString("base64"));
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    // A page may ask for less: the status page's address carries its access token.
    if (!headers.has("Referrer-Policy")) {
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    const https = requestScheme(c, trustProxy) === "https";
    if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (csp && headers.get("Content-Type")?.startsWith("text/html")) {
      const staticFile = c.get("staticFile");
      const sources = staticFile
        ? (staticFile.inlineScriptHashes ?? [])
        : [`'nonce-${c.get("cspNonce")}'`];
      headers.set("Content-Security-Policy", contentSecurityPolicy(sources, https));
    }
  };
}
