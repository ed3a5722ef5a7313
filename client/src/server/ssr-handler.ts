import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler } from "express";
import type { ApolloClient } from "@apollo/client";
import { createServerClient } from "../lib/apollo/server-client";
import type { InProcessExecute, InProcessResult } from "../lib/apollo/in-process-link";

// Entry of the storefront's SSR build. The gateway imports this module and gives it a way to run GraphQL
// operations in process; everything React Router needs for one request is made here, per request.

declare module "react-router" {
  interface AppLoadContext {
    /** This request's Apollo client; its cache is sent to the browser with the HTML. */
    apollo: ApolloClient;
    /** Absolute origin of the shop (for canonical and Open Graph URLs), never taken from the Host header. */
    publicOrigin: string;
    /** Optional shell features configured on the gateway (server/src/config.ts); null = off. */
    shell: ShellConfig;
    /** This response's Content-Security-Policy nonce (set by the gateway's security headers), for inline scripts. */
    cspNonce: string | undefined;
  }
}

export interface ShellConfig {
  whatsappNumber: string | null;
  analyticsScriptUrl: string | null;
  liveChatScriptUrl: string | null;
}

export interface SsrDeps {
  execute(operation: Parameters<InProcessExecute>[0], req: Request): Promise<InProcessResult>;
  publicOrigin: string;
  shell: ShellConfig;
}

export function createSsrHandler(deps: SsrDeps): RequestHandler {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: process.env.NODE_ENV === "production" ? "production" : "development",
    getLoadContext: (req, res) => ({
      apollo: createServerClient((operation) => deps.execute(operation, req)),
      publicOrigin: deps.publicOrigin,
      shell: deps.shell,
      cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : undefined,
    }),
  });
}
