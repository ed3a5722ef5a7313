import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import stylesheet from "../styles/app.css?url";
import toastStyles from "../components/notifications/notifications.css?url";
import { parseShopCookies, EMPTY_STATE } from "../lib/shop-state/cookie-codec";
import { ShopStoreProvider } from "../lib/shop-state/shop-store";
import { SiteHeader } from "../components/layout/site-header";
import { SiteFooter } from "../components/layout/site-footer";
import { ErrorPage } from "../components/layout/error-page";
import { Notifications } from "../components/notifications/notifications";
import { localeDetector } from "../lib/i18n/locale.server";
import { DEFAULT_LOCALE, directionOf } from "../lib/i18n/config";
import { useCspNonce } from "../lib/csp/nonce";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: toastStyles },
];

/** The shopper's cart, wishlist and compare cookies, parsed on the server with the same code the browser uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    shopState: parseShopCookies(request.headers.get("cookie")),
    publicOrigin: context.publicOrigin,
    locale: await localeDetector.getLocale(request),
  };
}

// The cookies are the browser's own state after the first load: never refetch them from the server.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  // The root loader may have failed (error boundary): fall back to the default locale rather than no lang at all.
  const locale = useRouteLoaderData<typeof loader>("root")?.locale ?? DEFAULT_LOCALE;
  const nonce = useCspNonce();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { shopState } = useLoaderData<typeof loader>();
  // Marks the document once React has hydrated it: browser tests (and monitoring) wait for this before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ShopStoreProvider initial={shopState}>
      <SiteHeader />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <Notifications />
    </ShopStoreProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ShopStoreProvider initial={EMPTY_STATE}>
      <SiteHeader />
      <main id="main" className="site-main">
        <ErrorPage notFound={notFound} />
      </main>
      <SiteFooter />
    </ShopStoreProvider>
  );
}
