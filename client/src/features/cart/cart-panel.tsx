import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Panel } from "../../components/shell/panel";
import { Icon } from "../../components/shell/icons";
import { Price } from "../../components/price";
import { PendingAmount } from "../../components/pending-amount";
import { ProductThumbnail } from "../../components/product-thumbnail";
import { usePricedCart } from "../../lib/cart/use-priced-cart";
import { useCart, useShopStore } from "../../lib/shop-state/shop-store";
import { removeFromCart } from "../../lib/shop-state/actions";
import { ProductTitle } from "../../components/product-title";

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
  // The gateway prices the cart: none at all when the cart page or an earlier opening has this cart's answer in
  // the cache, one request per change otherwise (the lines stay, their amounts wait for the answer).
  const { priced, lines, failed } = usePricedCart(cart);

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
  if (lines.length === 0) {
    if (failed) {
      return (
        <p className="notice notice--error" role="alert">
          {t("layout.panels.cart.failed")}
        </p>
      );
    }
    return (
      <ul className="mini-cart mini-cart--loading" aria-busy="true" aria-label={t("common.loading")}>
        {cart.map((l) => (
          <li key={l.id} className="mini-cart__line mini-cart__line--skeleton" />
        ))}
      </ul>
    );
  }
  return (
    <>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t("layout.panels.cart.failed")}
        </p>
      ) : null}
      {priced?.unavailableProductIds.length ? (
        <p className="notice" role="status">
          {t("layout.panels.cart.unavailable", { count: priced.unavailableProductIds.length })}
        </p>
      ) : null}
      <ul className="mini-cart" data-testid="mini-cart" aria-busy={!priced}>
        {lines.map(({ product, quantity, unitPrice }) => {
          return (
            <li key={product.id} className="mini-cart__line" data-testid="mini-cart-line">
              <ProductThumbnail image={product.image} className="mini-cart__image" />
              <div className="mini-cart__info">
                <ProductTitle className="mini-cart__title" to={`/product/${product.slug}`} title={product.title} language={product.titleLanguage} />
                <p className="mini-cart__seller">{t("layout.panels.cart.soldBy", { seller: t("layout.panels.cart.seller") })}</p>
                <p className="mini-cart__qty" data-testid="mini-cart-qty">
                  {t("layout.panels.cart.quantityTimes", { quantity })}{" "}
                  {unitPrice ? <Price money={unitPrice} className="mini-cart__price" /> : <PendingAmount className="mini-cart__price" />}
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
          <span>{t("layout.panels.cart.subTotal")}</span> {priced ? <Price money={priced.subTotal} className="price" /> : <PendingAmount />}
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
