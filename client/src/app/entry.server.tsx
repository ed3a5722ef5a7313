import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ApolloProvider } from "@apollo/client/react";
import { I18nextProvider } from "react-i18next";
import { stateScript } from "../lib/apollo/state-transfer";
import { shellStringsScript } from "../lib/i18n/shell-strings.server";
import { serverI18n } from "../lib/i18n/server-i18n.server";
import { fontPreloadHeader } from "../lib/i18n/locale-assets.server";
import { routeStringAreas } from "../lib/i18n/route-strings";
import { localeFromPath } from "../lib/i18n/localized-path";
import { CspNonceContext } from "../lib/csp/nonce";
import { deferHydrationStream } from "../server/deferred-hydration";
import { parseShopCookies } from "@proav/shop-rules";
import { RequestShopState } from "../lib/shop-state/shop-store";

// Loaders have awaited every query the page needs before rendering starts, so the whole document is rendered
// before the first byte (onAllReady) for shoppers and crawlers alike: titles and prices are always in the HTML.
// (Streaming did not flush early under React Router 7.18.4 when measured, so nothing relies on it.)

export const streamTimeout = 10_000;

// A loader or action that threw (the backend down, a bug) goes to the gateway's log as one line with the request's
// id, instead of React Router's bare console.error; a request the shopper abandoned is no failure.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logFailure(context, error, "page data failed");
};

function logFailure(context: AppLoadContext, error: unknown, message: string) {
  if (context.logError) context.logError(error, message);
  else console.error(error);
}

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const client = loadContext.apollo;
  // Every inline script React and React Router write carries the gateway's per-response CSP nonce.
  const nonce = loadContext.cspNonce;
  const locale = localeFromPath(new URL(request.url).pathname);
  const i18n = serverI18n(locale);
  // The strings of the areas the matched routes declare (`handle.strings`) travel in the HTML with the shell's.
  const areas = routerContext.staticHandlerContext.matches.flatMap((m) => routeStringAreas(routerContext.routeModules[m.route.id]?.handle));
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    // The timer's closure holds the whole render (its tree, Apollo cache and output, 0.5 to 1 MB): left running
    // after the page is sent, every render of the last 11 s stayed reachable and a busy gateway ran out of heap.
    // It is cleared as soon as the render has ended, however it ended.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const settled = () => {
      ended = true;
      clearTimeout(timer);
    };
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ApolloProvider client={client}>
            <RequestShopState.Provider value={parseShopCookies(request.headers.get("cookie"))}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </RequestShopState.Provider>
          </ApolloProvider>
        </I18nextProvider>
      </CspNonceContext.Provider>,
      {
        // The cache is complete here (loaders ran first). The browser restores it, and takes the locale's shell
        // strings, before hydrating.
        bootstrapScriptContent: stateScript(client.extract()) + shellStringsScript(locale, areas),
        nonce,
        // Keep every Suspense boundary's content in place. By default React moves a large finished boundary
        // (over 12.8 KB, such as a page of product cards inside HydrateLater) to the end of the document and
        // reveals it with an inline script: the page would paint without it and show nothing without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          const fontPreloads = fontPreloadHeader(locale);
          if (fontPreloads) headers.append("Link", fontPreloads);
          // Pages that read the shopper's cookies are personal: never cache them in a shared cache.
          if (!headers.has("Cache-Control")) {
            headers.set("Cache-Control", request.headers.get("cookie") ? "private, no-store" : "public, max-age=0, must-revalidate");
          }
          resolve(
            new Response(createReadableStreamFromReadable(import.meta.env.PROD ? body.pipe(deferHydrationStream()) : body), {
              headers,
              status: failed ? 500 : status,
            }),
          );
          // The whole document is ready (onAllReady): piping writes it out, nothing more is left to abort.
          pipe(body);
          settled();
        },
        onShellError(error: unknown) {
          settled();
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          logFailure(loadContext, error, "page render failed");
        },
      },
    );
    if (!ended) timer = setTimeout(abort, streamTimeout + 1000);
  });
}
