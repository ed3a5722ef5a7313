import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ApolloProvider } from "@apollo/client/react";
import { getBrowserClient } from "../lib/apollo/browser-client";

// React writes the cache script at the end of <body>, and this module may run before it: wait for the document
// so the cache is restored first; otherwise the page would render its loading state and hydration would mismatch.
async function hydrate() {
  if (document.readyState === "loading") {
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  const client = getBrowserClient();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ApolloProvider client={client}>
          <HydratedRouter />
        </ApolloProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
