import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { AccountNav } from "../../features/account/account-nav";
import { accountStylesheet } from "../../features/account/account-links";

export const links: Route.LinksFunction = () => [accountStylesheet];

// The frame of the account screens, rendered on the server: the menu and each screen's heading. What needs the
// shopper's token is filled in by the screens after hydration (features/account/require-session.tsx).
export default function AccountLayout() {
  return (
    <div className="account">
      <AccountNav />
      <div className="account__main">
        <Outlet />
      </div>
    </div>
  );
}
