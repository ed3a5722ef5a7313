import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ApolloProvider } from "@apollo/client/react";
import { I18nextProvider } from "react-i18next";
import { getBrowserClient } from "../lib/apollo/browser-client";
import { createI18n } from "../lib/i18n/create-i18n";
import { browserResources } from "../lib/i18n/shell-strings";

// React writes the cache script at the end of <body>, and this module may run before it: wait for the document
// so the cache is restored first; otherwise the page would render its loading state and hydration would mismatch.
async function hydrate() {
  if (document.readyState === "loading") {
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  const client = getBrowserClient();
  // The server wrote the locale it rendered with into <html lang>, and its shell strings next to the cache: use
  // the same so hydration matches.
  const locale = document.documentElement.lang;
  const i18n = createI18n(locale, browserResources(locale));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ApolloProvider client={client}>
            <HydratedRouter />
          </ApolloProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
