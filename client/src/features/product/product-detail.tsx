import { useState } from "react";
import type { ProductPageQuery as Data } from "../../__generated__/graphql";
import { ProductPrice } from "../../components/price";
import { ProductBadges } from "../../components/product-badges";
import { addToCart, toggleCompare, toggleWishlist } from "../../lib/shop-state/actions";
import { useCompare, useShopStore, useWishlist } from "../../lib/shop-state/shop-store";
import { QuantityPicker } from "./quantity-picker";

type Product = NonNullable<Data["product"]>;


export function ProductDetail({ product }: { product: Product }) {
  const store = useShopStore();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const inWishlist = useWishlist().some((e) => e.id === product.id);
  const inCompare = useCompare().some((e) => e.id === product.id);
  const hero = product.image.large ?? product.image.medium ?? product.image;
  return (
    <article className="product-detail">
      <div className="product-detail__media">
        <img
          src={hero.url}
          width={hero.width}
          height={hero.height}
          alt={product.image.alt}
          fetchPriority="high"
          loading="eager"
          decoding="async"
        />
      </div>
      <div className="product-detail__info">
        <p className="product-detail__brand">{product.brands.map((b) => b.name).join(", ") || "No Brand"}</p>
        <h1 className="product-detail__title">{product.title}</h1>
        {product.partNumber ? <p className="product-detail__part">Part number: {product.partNumber}</p> : null}
        <ProductBadges badges={product.badges} className="product-detail__badges" />
        <div className="product-detail__price">
          <ProductPrice price={product.price} salePrice={product.salePrice} discountPercent={product.discountPercent} />
          <span className="product-detail__vat">incl. VAT</span>
        </div>
        <p className={product.inStock ? "stock stock--in" : "stock stock--out"}>{product.inStock ? "In stock" : "Out of stock"}</p>
        <div className="product-detail__buy">
          <QuantityPicker value={quantity} onChange={setQuantity} label="Quantity to add" />
          <button
            type="button"
            className="button button--primary"
            disabled={!product.inStock}
            onClick={() => {
              addToCart(store, product.id, quantity);
              setAdded(true);
            }}
          >
            {product.inStock ? "Add to cart" : "Out of stock"}
          </button>
        </div>
        <p className="product-detail__added" role="status">
          {added ? "Added to your cart." : ""}
        </p>
        <div className="product-detail__lists">
          <button type="button" className="button" aria-pressed={inWishlist} onClick={() => toggleWishlist(store, product.id)}>
            {inWishlist ? "♥ In wishlist" : "♡ Add to wishlist"}
          </button>
          <button type="button" className="button" aria-pressed={inCompare} onClick={() => toggleCompare(store, product.id)}>
            {inCompare ? "✓ In compare" : "⇄ Compare"}
          </button>
        </div>
      </div>
      <section className="product-detail__description" aria-labelledby="description-title">
        <h2 id="description-title">Description</h2>
        {product.descriptionHtml ? (
          // Rendered from Markdown and sanitised by the gateway (an allowlist of formatting tags only).
          <div className="prose" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        ) : (
          <p>No description yet. Contact us for the full specification.</p>
        )}
      </section>
    </article>
  );
}
