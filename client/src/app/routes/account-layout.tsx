import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { AccountNav } from "../../features/account/account-nav";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { accountStylesheet } from "../../features/account/account-stylesheet";
import { ordersStylesheet } from "../../features/orders/orders-stylesheet";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import { ProfileQuery } from "../../features/account/account-queries";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";

export const links: Route.LinksFunction = () => [formPagesStylesheet, accountStylesheet, ordersStylesheet];

// Whether the request carries a `session` cookie the gateway accepts: before hydration and without JavaScript that
// is all there is to know the shopper by, so the menu (and each screen, from its own loader) renders signed in
// from it. The profile query is the one Account Information asks too (one request for both on that page).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: ProfileQuery, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

// The frame of the account screens, rendered on the server: the menu and each screen's heading.
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="account">
      <AccountNav cookieSession={loaderData.cookieSession} />
      <div className="account__main">
        <Outlet />
      </div>
    </div>
  );
}
