import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CartProductsQuery } from "../../__generated__/graphql";
import { Price, ProductPrice } from "../../components/price";
import { decreaseQuantity, increaseQuantity, removeFromCart } from "../../lib/shop-state/actions";
import { useShopStore } from "../../lib/shop-state/shop-store";
import { LIMITS } from "../../lib/shop-state/cookie-codec";

type Product = NonNullable<CartProductsQuery["productsByIds"][number]>;

export function CartLineRow({ product, quantity, lineTotal }: { product: Product; quantity: number; lineTotal: string }) {
  const { t } = useTranslation();
  const store = useShopStore();
  const thumb = product.image.thumbnail ?? { url: product.image.url, width: 234, height: 156 };
  const meta = [t("cart.line.soldBy", { seller: t("cart.line.seller") }), product.brands[0]?.name, product.partNumber].filter(Boolean);
  return (
    <li className="cart-line" data-testid="cart-line">
      <img className="cart-line__image" src={thumb.url} width={thumb.width} height={thumb.height} alt={product.image.alt} loading="lazy" decoding="async" />
      <div className="cart-line__info">
        <Link className="cart-line__title" to={`/product/${product.slug}`}>
          {product.title}
        </Link>
        <p className="cart-line__meta">{meta.join(" · ")}</p>
        <ProductPrice price={product.price} salePrice={product.salePrice} discountPercent={product.discountPercent} />
        {!product.inStock ? <p className="cart-line__warning">{t("cart.line.outOfStock")}</p> : null}
      </div>
      <div className="cart-line__quantity quantity" role="group" aria-label={t("cart.line.quantityOf", { title: product.title })}>
        <button
          type="button"
          className="quantity__step"
          onClick={() => decreaseQuantity(store, product.id)}
          disabled={quantity <= 1}
          aria-label={t("cart.line.decrease")}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="quantity__input" aria-live="polite" data-testid="line-quantity">
          {quantity}
        </output>
        <button
          type="button"
          className="quantity__step"
          onClick={() => increaseQuantity(store, product.id)}
          disabled={quantity >= LIMITS.maxQuantity}
          aria-label={t("cart.line.increase")}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className="cart-line__total" data-testid="line-total">
        <span className="visually-hidden">{t("cart.line.total")} </span>
        <Price money={{ amount: lineTotal }} />
      </p>
      <button type="button" className="cart-line__remove" onClick={() => removeFromCart(store, product.id)} aria-label={t("cart.line.remove", { title: product.title })}>
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
