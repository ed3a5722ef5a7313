import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Price, ProductPrice } from "../../components/price";
import { PendingAmount } from "../../components/pending-amount";
import { ProductThumbnail } from "../../components/product-thumbnail";
import { ProductTitle } from "../../components/product-title";
import type { ShownLine } from "../../lib/cart/use-priced-cart";
import { CART_LIMITS } from "@proav/shop-rules";
import { ShopForm } from "../../components/shop-form";

export function CartLineRow({ product, quantity, lineTotal }: ShownLine) {
  const { t } = useTranslation();
  const meta = [t("cart.line.soldBy", { seller: t("cart.line.seller") }), product.brands[0]?.name, product.partNumber].filter(Boolean);
  return (
    <li className="cart-line" data-testid="cart-line">
      <ProductThumbnail image={product.image} className="cart-line__image" described />
      <div className="cart-line__info">
        <ProductTitle className="cart-line__title" to={`/product/${product.slug}`} title={product.title} language={product.titleLanguage} />
        <p className="cart-line__meta">
          {/* Each part isolated: a Latin part number or brand beside Arabic words would otherwise swap places. */}
          {meta.map((part, i) => (
            <Fragment key={i}>
              {i ? " · " : null}
              <bdi>{part}</bdi>
            </Fragment>
          ))}
        </p>
        <ProductPrice price={product.price} salePrice={product.salePrice} discountPercent={product.discountPercent} />
        {!product.inStock ? <p className="cart-line__warning">{t("components.stock.cannotOrder")}</p> : null}
      </div>
      <ShopForm id={product.id} className="cart-line__quantity-form">
        <div className="cart-line__quantity quantity" role="group" aria-label={t("cart.line.quantityOf", { title: product.title })}>
          <button type="submit" name="intent" value="cart-decrease" className="quantity__step" disabled={quantity <= 1} aria-label={t("cart.line.decrease")}>
            <span aria-hidden="true">−</span>
          </button>
          <output className="quantity__input" aria-live="polite" data-testid="line-quantity">
            {quantity}
          </output>
          <button
            type="submit"
            name="intent"
            value="cart-increase"
            className="quantity__step"
            disabled={quantity >= CART_LIMITS.quantity}
            aria-label={t("cart.line.increase")}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </ShopForm>
      <p className="cart-line__total" data-testid="line-total">
        <span className="visually-hidden">{t("cart.line.total")} </span>
        {lineTotal ? <Price money={lineTotal} /> : <PendingAmount />}
      </p>
      <ShopForm intent="cart-remove" id={product.id} className="cart-line__remove-form">
        <button type="submit" className="cart-line__remove" aria-label={t("cart.line.remove", { title: product.title })}>
          <span aria-hidden="true">✕</span>
        </button>
      </ShopForm>
    </li>
  );
}
