import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { clearSession } from "../../../lib/auth/session-storage";
import { Icon, type IconName } from "../icons";

// The Account panel's items. Shared by the mobile Account panel and the desktop account menu.
const LINKS: { to: string; key: "accountInformation" | "myOrders" | "trackOrders" | "address" | "recentViewed" | "wishlist"; icon: IconName }[] = [
  { to: "/account/user-information", key: "accountInformation", icon: "user" },
  { to: "/account/invoices", key: "myOrders", icon: "receipt" },
  { to: "/account/order-tracking", key: "trackOrders", icon: "truck" },
  { to: "/account/addresses", key: "address", icon: "pin" },
  { to: "/account/recent-viewed-product", key: "recentViewed", icon: "clock" },
  { to: "/account/wishlist", key: "wishlist", icon: "heart" },
];

/** Mobile logout: sign out without a redirect (remove the jwt) and reload the page. */
export function logout() {
  clearSession();
  window.location.reload();
}

export function AccountLinks({ className = "panel-links" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>
            <Icon name={link.icon} size={20} />
            {t(`layout.account.${link.key}`)}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className="panel-links__button" onClick={logout}>
          <Icon name="logout" size={20} />
          {t("layout.account.logout")}
        </button>
      </li>
    </ul>
  );
}
