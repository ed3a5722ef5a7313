import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import type { Route } from "./+types/cart";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { parseShopCookies } from "../../lib/shop-state/cookie-codec";
import { useCart, useShopStore } from "../../lib/shop-state/shop-store";
import { clearCart, removeFromCart } from "../../lib/shop-state/actions";
import { CartProductsQuery } from "../../features/cart/cart-query";
import { priceCart } from "../../features/cart/cart-totals";
import { CartLineRow } from "../../features/cart/cart-line-row";
import { Price } from "../../components/price";

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
  const store = useShopStore();
  const cart = useCart();
  const { ids } = loaderData;
  const { data, error } = useQuery(CartProductsQuery, { variables: { ids }, skip: ids.length === 0, fetchPolicy: "cache-first", errorPolicy: "all" });
  const loaded = Boolean(data?.productsByIds);
  // Lines added since the page loaded (another tab) are simply not priced yet; only known products count.
  const known = useMemo(() => cart.filter((l) => ids.includes(l.id)), [cart, ids]);
  const priced = useMemo(() => priceCart(known, data?.productsByIds ?? [], ids), [known, data, ids]);
  const [dropped, setDropped] = useState(0);

  // Products that vanished or became inactive leave the cart, with a notice; never on a failed request.
  useEffect(() => {
    if (!loaded || priced.missing.length === 0) return;
    for (const id of priced.missing) removeFromCart(store, id);
    setDropped((n) => n + priced.missing.length);
  }, [loaded, priced.missing, store]);

  return (
    <>
      <title>Shopping cart | ProAV Shop UAE</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">Shopping cart</h1>
      {dropped > 0 ? (
        <p className="notice" role="status">
          {dropped === 1 ? "One item is" : `${dropped} items are`} no longer available and {dropped === 1 ? "was" : "were"} removed from your cart.
        </p>
      ) : null}
      {cart.length === 0 ? (
        <div className="notice cart-empty">
          <h2>Cart empty!</h2>
          <p>Browse workstations, broadcast and pro AV gear, and software.</p>
          <Link className="button button--primary" to="/shop">
            Shop now
          </Link>
        </div>
      ) : error && !loaded ? (
        <div className="notice notice--error" role="alert">
          <h2>We couldn't load your cart's products</h2>
          <p>Your cart is saved. Please refresh in a moment.</p>
        </div>
      ) : (
        <div className="cart">
          <ul className="cart__lines">
            {priced.lines.map((l) => (
              <CartLineRow key={l.product.id} product={l.product} quantity={l.quantity} lineTotal={l.lineTotal} />
            ))}
          </ul>
          <aside className="cart__summary" aria-label="Order summary">
            <p className="cart__subtotal">
              <span>Sub Total:</span> <Price money={{ amount: priced.subtotal }} className="price" />
            </p>
            <p className="cart__note">
              {priced.itemCount} {priced.itemCount === 1 ? "item" : "items"} · prices include 5% VAT · delivery calculated at checkout
            </p>
            <Link className="button" to="/shop">
              Continue shopping
            </Link>
            <button type="button" className="button cart__clear" onClick={() => clearCart(store)}>
              Clear cart
            </button>
          </aside>
        </div>
      )}
    </>
  );
}
