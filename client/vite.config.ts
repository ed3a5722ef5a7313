import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defineConfig } from "vite";
import { graphqlDocuments } from "./build-tools/graphql-documents.ts";
import { precompressAssets } from "./build-tools/precompress.ts";

// The libraries every page needs before it can hydrate. One chunk for all of them compresses better than five
// (gzip shares one dictionary) and is cached across deploys as long as they do not change. Anything else a route
// needs stays in that route's own chunks.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|graphql|rxjs|optimism|@wry[\\/][^\\/]+|tslib|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/;

// Our own modules that every page needs to hydrate (the shell, shopper state, i18n, the product card). Vite
// would otherwise split them into a dozen small chunks along route boundaries; each compresses alone, so
// together they were 5 KB larger gzipped than one chunk. What the shell loads on demand stays out: the
// slide-in panels, the signed-in account menu, the pre-filled WhatsApp link, the search suggestions' query and list,
// the floating back-to-top button and WhatsApp link, and the footer.
const APP_SHELL =
  /[\\/]src[\\/](components[\\/](notifications|shell|price\.|product-badges\.|product-card\.|shop-form\.|shop-notice\.|error-page\.)|lib[\\/](apollo|auth|hydration|shop-state|search|seo|csp|money|i18n[\\/](config|create-i18n|route-strings|shell-strings\.))|features[\\/]home[\\/])/;
// On demand too: the wishlist and compare pages' saved-list loader and hook stay in those routes' chunks.
const ON_DEMAND =
  /[\\/](components[\\/]shell[\\/](panels[\\/]|panel\.|focusable\.|account-dropdown\.|scroll-animation\.|back-to-top\.|whatsapp-(prefilled|message|queries|link|route)\.|search-suggestions-query\.|suggestion-list\.|suggestion-options\.|site-footer\.)|lib[\\/]shop-state[\\/](saved-list-loader|use-saved-products)\.)/;
const isAppShell = (id: string) => APP_SHELL.test(id) && !ON_DEMAND.test(id);

// Most of these two chunks runs while the page hydrates. V8 compiles a function the first time it is called, on
// the main thread, in the middle of hydration; this magic comment (Chrome 136+, ignored elsewhere) has it
// compile every function of the file up front on a background thread while the file streams in.
const EAGER_CHUNKS = new Set(["framework", "app"]);
const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

// The SSR build's entry is our handler factory (it imports React Router's virtual server build), so the gateway
// imports one module and hands it an in-process GraphQL executor.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The framework chunk is about 560 kB before compression; the budget that matters is the gzipped size of what a
    // page loads before hydrating (scripts/bench/client.mjs), so Vite's raw-size warning says nothing useful here.
    chunkSizeWarningLimit: 600,
    rolldownOptions: isSsrBuild
      ? { input: "./src/server/ssr-handler.ts", checks: { bundlerTimings: false } }
      : {
          // The build is slow on purpose (Zopfli in precompress.ts); a report of where its time goes is noise.
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
                { name: "app", test: isAppShell },
              ],
            },
            postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? COMPILE_EAGERLY : ""),
          },
        },
  },
  resolve: {
    // rxjs's default export is ES5 (transpiled classes plus tslib helpers); its es2015 build is smaller.
    ...(isSsrBuild ? {} : { conditions: ["es2015", ...defaultClientConditions] }),
    // react-i18next imports the React 17 polyfill of useSyncExternalStore; React 19 has it built in.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: new URL("./build-tools/use-sync-external-store-shim.ts", import.meta.url).pathname,
      },
    ],
  },
  plugins: [graphqlDocuments(), reactRouter(), isSsrBuild ? null : precompressAssets()],
}));
