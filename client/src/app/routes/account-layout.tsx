import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { AccountNav } from "../../features/account/account-nav";
import { accountStylesheet } from "../../features/account/account-links";
import { hasSessionCookie } from "../../lib/auth/session-cookie.server";

export const links: Route.LinksFunction = () => [accountStylesheet];

// Whether the request carries the `session` cookie: before hydration and without JavaScript that is all there is
// to know the shopper by, so the menu (and each screen, from its own loader) renders signed in from it.
export function loader({ request }: Route.LoaderArgs) {
  return { cookieSession: hasSessionCookie(request) };
}

// Once hydrated the browser knows its session itself: no request to the server for the frame.
export function clientLoader() {
  return { cookieSession: false };
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
