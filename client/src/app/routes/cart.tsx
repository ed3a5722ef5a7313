import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/cart";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { parseShopCookies } from "../../lib/shop-state/cookie-codec";
import { useCart, useShopStore } from "../../lib/shop-state/shop-store";
import { removeFromCart } from "../../lib/shop-state/actions";
import { ShopForm } from "../../lib/shop-state/shop-form";
import { CartProductsQuery } from "../../features/cart/cart-query";
import { priceCart } from "../../features/cart/cart-totals";
import { CartLineRow } from "../../features/cart/cart-line-row";
import { Price } from "../../components/price";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["cart"] };

// The cart is personal: the server renders it from the shopper's `cart` cookie (never cached, see entry.server),
// and the page then follows the cart in the browser. Products are read in one productsByIds request.
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseShopCookies(request.headers.get("cookie")).cart.map((l) => l.id);
  if (ids.length) await context.apollo.query({ query: CartProductsQuery, variables: { ids }, errorPolicy: "all" });
  return { ids };
}

export async function clientLoader() {
  const ids = parseShopCookies(document.cookie).cart.map((l) => l.id);
  if (ids.length) await getBrowserClient().query({ query: CartProductsQuery, variables: { ids }, errorPolicy: "all" });
  return { ids };
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("cart");
  const { t } = useTranslation();
  const store = useShopStore();
  const cart = useCart();
  const { ids } = loaderData;
  const { data, error } = useQuery(CartProductsQuery, { variables: { ids }, skip: ids.length === 0, fetchPolicy: "cache-first", errorPolicy: "all" });
  const loaded = Boolean(data?.productsByIds);
  // Lines added since the page loaded (another tab) are simply not priced yet; only known products count.
  const known = useMemo(() => cart.filter((l) => ids.includes(l.id)), [cart, ids]);
  const priced = useMemo(() => priceCart(known, data?.productsByIds ?? [], ids), [known, data, ids]);
  const [dropped, setDropped] = useState(0);
  const blocked = priced.lines.some((l) => !l.product.inStock);

  // Products that vanished or became inactive leave the cart, with a notice; never on a failed request.
  useEffect(() => {
    if (!loaded || priced.missing.length === 0) return;
    for (const id of priced.missing) removeFromCart(store, id);
    setDropped((n) => n + priced.missing.length);
  }, [loaded, priced.missing, store]);

  return (
    <>
      <title>{t("cart.meta.title")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">{t("cart.heading")}</h1>
      {dropped > 0 ? (
        <p className="notice" role="status">
          {t("cart.dropped", { count: dropped })}
        </p>
      ) : null}
      {cart.length === 0 ? (
        <div className="notice cart-empty">
          <h2>{t("cart.empty.heading")}</h2>
          <p>{t("cart.empty.text")}</p>
          <Link className="button button--primary" to="/shop">
            {t("cart.empty.shopNow")}
          </Link>
        </div>
      ) : error && !loaded ? (
        <div className="notice notice--error" role="alert">
          <h2>{t("cart.loadError.heading")}</h2>
          <p>{t("cart.loadError.text")}</p>
        </div>
      ) : (
        <div className="cart">
          <ul className="cart__lines">
            {priced.lines.map((l) => (
              <CartLineRow key={l.product.id} product={l.product} quantity={l.quantity} lineTotal={l.lineTotal} />
            ))}
          </ul>
          <section className="cart__summary" aria-label={t("cart.summary.label")}>
            <p className="cart__subtotal">
              <span>{t("cart.summary.subtotal")}</span>
              <span className="cart__subtotal-amount">
                <Price money={{ amount: priced.subtotal }} className="price" vat />
              </span>
            </p>
            <p className="cart__note">
              {t("cart.summary.items", { count: priced.itemCount })} · {t("cart.summary.note")}
            </p>
            {/* An out-of-stock line would be refused by placeOrder: say so here rather than at the last step. */}
            {blocked ? (
              <>
                <span className="button button--primary cart__checkout" role="link" aria-disabled="true" aria-describedby="cart-blocked">
                  {t("cart.summary.checkout")}
                </span>
                <p className="cart__blocked" id="cart-blocked">
                  {t("cart.summary.checkoutBlocked")}
                </p>
              </>
            ) : (
              <Link className="button button--primary cart__checkout" to="/account/checkout">
                {t("cart.summary.checkout")}
              </Link>
            )}
            <Link className="button" to="/shop">
              {t("cart.summary.continueShopping")}
            </Link>
            <ShopForm intent="cart-clear">
              <button type="submit" className="button cart__clear">
                {t("cart.summary.clear")}
              </button>
            </ShopForm>
          </section>
        </div>
      )}
    </>
  );
}
