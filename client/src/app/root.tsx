import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import stylesheet from "../styles/index.css?url";
import { ErrorPage } from "../components/error-page";
import { Notifications } from "../components/notifications/notifications";
import { StorefrontShell, type ShellSettings } from "../components/shell/storefront-shell";
import { ShellCategoriesQuery } from "../components/shell/shell-queries";
import { LazyPanels } from "./lazy-panels";
import { localeFromPath } from "../lib/i18n/localized-path";
import { DEFAULT_LOCALE, directionOf } from "../lib/i18n/config";
import { useCspNonce } from "../lib/csp/nonce";

// One stylesheet (styles/index.css @imports the base, the features' global styles, the shell and the notices): one
// render-blocking request, not one per file.
export const links: Route.LinksFunction = () => [
  // `precedence` makes it a React-managed stylesheet, written first in <head>: the browser requests the one
  // render-blocking file before the preloaded scripts, which then wait behind it.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/**
 * The shell's settings (the shopper's cart, wishlist and compare are not page data: the server renders them from
 * the request's cookies and the browser reads the same cookies, see shop-store.tsx); and the category tree for the department menu, awaited into the Apollo cache so the
 * menu is in the first paint and the browser asks for nothing on load. A failed category request leaves the
 * menu empty rather than failing the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The language comes from the URL only (never Accept-Language or a cookie): one URL, one language.
  const locale = localeFromPath(new URL(request.url).pathname);
  await context.apollo.query({ query: ShellCategoriesQuery, errorPolicy: "all" }).catch(() => null);
  const shell: ShellSettings = {
    whatsappNumber: context.shell?.whatsappNumber ?? null,
    analyticsScriptUrl: context.shell?.analyticsScriptUrl ?? null,
    liveChatScriptUrl: context.shell?.liveChatScriptUrl ?? null,
    year: new Date().getFullYear(),
  };
  return {
    publicOrigin: context.publicOrigin,
    locale,
    shell,
  };
}

const NO_SHELL_SETTINGS: ShellSettings = { whatsappNumber: null, analyticsScriptUrl: null, liveChatScriptUrl: null, year: new Date().getFullYear() };

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
  const { shell } = useLoaderData<typeof loader>();
  return (
    <>
      <StorefrontShell settings={shell} panels={<LazyPanels />}>
        <Outlet />
      </StorefrontShell>
      <Notifications />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page's loader failed but the root's usually did not: keep the shopper's real cart in the header.
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <StorefrontShell settings={root?.shell ?? NO_SHELL_SETTINGS} panels={<LazyPanels />}>
      <ErrorPage notFound={notFound} />
    </StorefrontShell>
  );
}
