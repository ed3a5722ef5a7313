import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { parseShopCookies } from "@proav/shop-rules";
import type { Route } from "./+types/cart";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { useCart, useShopStore } from "../../lib/shop-state/shop-store";
import { removeFromCart } from "../../lib/shop-state/actions";
import { ShopForm } from "../../components/shop-form";
import { cartItems, PricedCartQuery } from "../../lib/cart/priced-cart-query";
import { usePricedCart } from "../../lib/cart/use-priced-cart";
import { CartLineRow } from "../../features/cart/cart-line-row";
import { Price } from "../../components/price";
import { PendingAmount } from "../../components/pending-amount";
import { OtherLanguageNotice } from "../../components/other-language-notice";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["cart"] };

// The cart is personal: the server renders it from the shopper's `cart` cookie (never cached, see entry.server),
// and the page then follows the cart in the browser. The gateway prices it (`cart(items:)`), one request per cart
// content; the page shows its amounts only.
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = cartItems(parseShopCookies(request.headers.get("cookie")).cart);
  if (items.length) await context.apollo.query({ query: PricedCartQuery, variables: { items }, errorPolicy: "all" });
  return null;
}

export async function clientLoader() {
  const items = cartItems(parseShopCookies(document.cookie).cart);
  if (items.length) await getBrowserClient().query({ query: PricedCartQuery, variables: { items }, errorPolicy: "all" });
  return null;
}

export default function CartRoute() {
  useRouteStrings("cart");
  const { t } = useTranslation();
  const store = useShopStore();
  const cart = useCart();
  const { priced, lines, pending, failed } = usePricedCart(cart);
  const [dropped, setDropped] = useState(0);
  const blocked = lines.some((l) => !l.product.inStock);

  // Products that vanished or became inactive leave the cart, with a notice; never on a failed request. One not
  // sold in this page's language stays in the cart both languages share, and is only left out here.
  const unavailable = priced?.unavailableProductIds;
  useEffect(() => {
    if (!unavailable?.length) return;
    for (const id of unavailable) removeFromCart(store, id);
    setDropped((n) => n + unavailable.length);
  }, [unavailable, store]);

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
      <OtherLanguageNotice count={priced?.notInLanguageProductIds.length ?? 0} kind="cart" />
      {cart.length === 0 ? (
        <div className="notice cart-empty">
          <h2>{t("cart.empty.heading")}</h2>
          <p>{t("cart.empty.text")}</p>
          <Link className="button button--primary" to="/shop">
            {t("cart.empty.shopNow")}
          </Link>
        </div>
      ) : failed && lines.length === 0 ? (
        <div className="notice notice--error" role="alert">
          <h2>{t("cart.loadError.heading")}</h2>
          <p>{t("cart.loadError.text")}</p>
        </div>
      ) : (
        <div className="cart" aria-busy={pending}>
          {failed ? (
            <p className="notice notice--error cart__stale" role="alert">
              {t("cart.pricesFailed")}
            </p>
          ) : null}
          <ul className="cart__lines">
            {lines.map((l) => (
              <CartLineRow key={l.product.id} {...l} />
            ))}
          </ul>
          <section className="cart__summary" aria-label={t("cart.summary.label")}>
            <p className="cart__subtotal">
              <span>{t("cart.summary.subtotal")}</span>
              <span className="cart__subtotal-amount" data-testid="cart-subtotal">
                {priced ? <Price money={priced.subTotal} className="price" vat /> : <PendingAmount />}
              </span>
            </p>
            <p className="cart__note">
              {priced ? <>{t("cart.summary.items", { count: priced.itemCount })} · </> : null}
              {t("cart.summary.note")}
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
            {/* A quote may be asked for any line, out of stock too: the shop can source it. */}
            <Link className="button cart__quote" to="/quote-request?from=cart" aria-describedby="cart-quote-hint">
              {t("cart.summary.requestQuote")}
            </Link>
            <p className="cart__note" id="cart-quote-hint">
              {t("cart.summary.quoteHint")}
            </p>
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
