import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../icons";
import { LogoutForm } from "../logout-form";

// The Account panel's items. Shared by the mobile Account panel and the desktop account menu.
const LINKS: { to: string; key: "accountInformation" | "myOrders" | "myQuotes" | "trackOrders" | "address" | "recentViewed" | "wishlist"; icon: IconName }[] = [
  { to: "/account/user-information", key: "accountInformation", icon: "user" },
  { to: "/account/invoices", key: "myOrders", icon: "receipt" },
  { to: "/account/quotes", key: "myQuotes", icon: "tag" },
  { to: "/account/order-tracking", key: "trackOrders", icon: "truck" },
  { to: "/account/addresses", key: "address", icon: "pin" },
  { to: "/account/recent-viewed-product", key: "recentViewed", icon: "clock" },
  { to: "/account/wishlist", key: "wishlist", icon: "heart" },
];

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
        <LogoutForm className="panel-links__button">
          <Icon name="logout" size={20} />
        </LogoutForm>
      </li>
    </ul>
  );
}
