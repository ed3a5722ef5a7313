import { createContext, useContext } from "react";

// The Content-Security-Policy nonce of the response being rendered (the gateway makes one per request and allows
// only scripts that carry it). Provided by entry.server.tsx; undefined in the browser, which needs none after
// the first load.
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
