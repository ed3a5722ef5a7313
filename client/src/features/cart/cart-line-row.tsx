import { Link } from "react-router";
import type { CartProductsQuery } from "../../__generated__/graphql";
import { Price, ProductPrice } from "../../components/price";
import { decreaseQuantity, increaseQuantity, removeFromCart } from "../../lib/shop-state/actions";
import { useShopStore } from "../../lib/shop-state/shop-store";
import { LIMITS } from "../../lib/shop-state/cookie-codec";

type Product = NonNullable<CartProductsQuery["productsByIds"][number]>;

export function CartLineRow({ product, quantity, lineTotal }: { product: Product; quantity: number; lineTotal: string }) {
  const store = useShopStore();
  const thumb = product.image.thumbnail ?? { url: product.image.url, width: 234, height: 156 };
  return (
    <li className="cart-line" data-testid="cart-line">
      <img className="cart-line__image" src={thumb.url} width={thumb.width} height={thumb.height} alt={product.image.alt} loading="lazy" />
      <div className="cart-line__info">
        <Link className="cart-line__title" to={`/product/${product.slug}`}>
          {product.title}
        </Link>
        <p className="cart-line__meta">
          Sold by ProAV Shop{product.brands[0] ? ` · ${product.brands[0].name}` : ""}
          {product.partNumber ? ` · ${product.partNumber}` : ""}
        </p>
        <ProductPrice price={product.price} salePrice={product.salePrice} discountPercent={product.discountPercent} />
        {!product.inStock ? <p className="cart-line__warning">Currently out of stock: we will confirm a delivery date.</p> : null}
      </div>
      <div className="cart-line__quantity quantity" role="group" aria-label={`Quantity of ${product.title}`}>
        <button type="button" className="quantity__step" onClick={() => decreaseQuantity(store, product.id)} disabled={quantity <= 1} aria-label="Decrease quantity">
          −
        </button>
        <output className="quantity__input" aria-live="polite" data-testid="line-quantity">
          {quantity}
        </output>
        <button type="button" className="quantity__step" onClick={() => increaseQuantity(store, product.id)} disabled={quantity >= LIMITS.maxQuantity} aria-label="Increase quantity">
          +
        </button>
      </div>
      <p className="cart-line__total" data-testid="line-total">
        <Price money={{ amount: lineTotal }} />
      </p>
      <button type="button" className="cart-line__remove" onClick={() => removeFromCart(store, product.id)} aria-label={`Remove ${product.title} from the cart`}>
        ✕
      </button>
    </li>
  );
}
