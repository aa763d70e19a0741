import { createContext, useContext } from "react";

/**
 * The per-request Content-Security-Policy nonce for pages rendered on demand. Pre-rendered pages
 * carry none: the server allows their inline scripts by hash instead (server/http/security-headers.ts).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
