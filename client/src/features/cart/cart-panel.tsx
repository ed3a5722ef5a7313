import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { Panel } from "../../components/shell/panel";
import { Icon } from "../../components/shell/icons";
import { Price } from "../../components/price";
import { ProductThumbnail } from "../../components/product-thumbnail";
import { CartProductsQuery } from "./cart-query";
import { priceCart } from "./cart-totals";
import { useCart, useShopStore } from "../../lib/shop-state/shop-store";
import { removeFromCart } from "../../lib/shop-state/actions";

/** Cart panel: the lines, 'Sold by', quantity x price, remove; 'Sub Total', View Cart and Checkout. */
export function CartPanel() {
  const { t } = useTranslation();
  return (
    <Panel name="cart" title={t("layout.panels.cart.title")} side="end">
      <CartPanelBody />
    </Panel>
  );
}

function CartPanelBody() {
  const { t } = useTranslation();
  const store = useShopStore();
  const cart = useCart();
  // The ids as the panel opened: removing a line must not ask for the rest again (one request per opening,
  // none at all when the cart page or an earlier opening already has them in the cache).
  const [ids] = useState(() => cart.map((l) => l.id));
  const { data, error, loading } = useQuery(CartProductsQuery, { variables: { ids }, skip: ids.length === 0, fetchPolicy: "cache-first", errorPolicy: "all" });
  const known = useMemo(() => cart.filter((l) => ids.includes(l.id)), [cart, ids]);
  const priced = useMemo(() => priceCart(known, data?.productsByIds ?? [], ids), [known, data, ids]);

  if (cart.length === 0) {
    return (
      <div className="panel-empty">
        <Icon name="cart" size={48} className="panel-empty__icon" />
        <p className="panel-empty__title">{t("layout.panels.cart.empty")}</p>
        <p className="panel-empty__text">{t("layout.panels.cart.emptyText")}</p>
        <Link className="button button--primary" to="/shop">
          {t("layout.panels.cart.shopNow")}
        </Link>
      </div>
    );
  }
  if (!data?.productsByIds) {
    if (error && !loading) {
      return (
        <p className="notice notice--error" role="alert">
          {t("layout.panels.cart.failed")}
        </p>
      );
    }
    return (
      <ul className="mini-cart mini-cart--loading" aria-busy="true" aria-label={t("common.loading")}>
        {known.map((l) => (
          <li key={l.id} className="mini-cart__line mini-cart__line--skeleton" />
        ))}
      </ul>
    );
  }
  return (
    <>
      {priced.missing.length > 0 ? (
        <p className="notice" role="status">
          {t("layout.panels.cart.unavailable", { count: priced.missing.length })}
        </p>
      ) : null}
      <ul className="mini-cart" data-testid="mini-cart">
        {priced.lines.map(({ product, quantity }) => {
          return (
            <li key={product.id} className="mini-cart__line" data-testid="mini-cart-line">
              <ProductThumbnail image={product.image} className="mini-cart__image" />
              <div className="mini-cart__info">
                <Link className="mini-cart__title" to={`/product/${product.slug}`}>
                  {product.title}
                </Link>
                <p className="mini-cart__seller">{t("layout.panels.cart.soldBy", { seller: t("layout.panels.cart.seller") })}</p>
                <p className="mini-cart__qty" data-testid="mini-cart-qty">
                  {t("layout.panels.cart.quantityTimes", { quantity })} <Price money={product.currentPrice} className="mini-cart__price" />
                </p>
                {!product.inStock ? <p className="mini-cart__warning">{t("components.stock.cannotOrder")}</p> : null}
              </div>
              <button
                type="button"
                className="mini-cart__remove"
                onClick={() => removeFromCart(store, product.id)}
                aria-label={t("layout.panels.cart.remove", { title: product.title })}
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mini-cart__footer">
        <p className="mini-cart__subtotal" data-testid="mini-cart-subtotal">
          <span>{t("layout.panels.cart.subTotal")}</span> <Price money={{ amount: priced.subtotal }} className="price" />
        </p>
        <p className="mini-cart__vat">{t("layout.panels.cart.vat")}</p>
        <div className="mini-cart__actions">
          <Link className="button" to="/account/shopping-cart">
            {t("layout.panels.cart.viewCart")}
          </Link>
          <Link className="button button--primary" to="/account/checkout">
            {t("layout.panels.cart.checkout")}
          </Link>
        </div>
      </div>
    </>
  );
}
