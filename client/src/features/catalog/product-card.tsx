import { Link } from "react-router";
import { graphql } from "../../__generated__/gql";
import type { ProductCard_ProductFragment } from "../../__generated__/graphql";
import { ProductPrice } from "../../components/price";
import { ProductBadges } from "../../components/product-badges";
import { addToCart, toggleWishlist } from "../../lib/shop-state/actions";
import { useShopStore, useWishlist } from "../../lib/shop-state/shop-store";

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    title
    partNumber
    onSale
    discountPercent
    inStock
    badges
    price { amount formatted }
    salePrice { amount formatted }
    brands { id name }
    image {
      url
      alt
      isPlaceholder
      thumbnail { url width height }
      small { url width height }
      medium { url width height }
    }
  }
`);


export function ProductCard({ product, eager = false }: { product: ProductCard_ProductFragment; eager?: boolean }) {
  const store = useShopStore();
  const inWishlist = useWishlist().some((e) => e.id === product.id);
  const img = product.image.small ?? product.image.medium ?? product.image.thumbnail;
  const srcSet = [product.image.thumbnail, product.image.small, product.image.medium]
    .filter((f): f is NonNullable<typeof f> => Boolean(f))
    .map((f) => `${f.url} ${f.width}w`)
    .join(", ");
  const brand = product.brands[0]?.name ?? "No Brand";
  return (
    <article className="product-card" data-testid="product-card">
      <Link className="product-card__media" to={`/product/${product.slug}`} tabIndex={-1} aria-hidden="true">
        <img
          src={img?.url ?? product.image.url}
          srcSet={srcSet || undefined}
          sizes="(max-width: 600px) 50vw, 240px"
          width={img?.width ?? 500}
          height={img?.height ?? 333}
          alt={product.image.alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <ProductBadges badges={product.badges} className="product-card__badges" />
      </Link>
      <div className="product-card__body">
        <p className="product-card__brand">{brand}</p>
        <h3 className="product-card__title">
          <Link to={`/product/${product.slug}`}>{product.title}</Link>
        </h3>
        {product.partNumber ? <p className="product-card__part">Part no. {product.partNumber}</p> : null}
        <ProductPrice price={product.price} salePrice={product.salePrice} discountPercent={product.discountPercent} />
        <p className="product-card__vat">incl. VAT</p>
        <div className="product-card__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={!product.inStock}
            onClick={() => addToCart(store, product.id, 1)}
          >
            {product.inStock ? "Add to cart" : "Out of stock"}
          </button>
          <button
            type="button"
            className={`icon-button${inWishlist ? " icon-button--on" : ""}`}
            aria-pressed={inWishlist}
            aria-label={inWishlist ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`}
            onClick={() => toggleWishlist(store, product.id)}
          >
            ♥
          </button>
        </div>
      </div>
    </article>
  );
}
