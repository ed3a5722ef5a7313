import { Link } from "react-router";
import { useText } from "../lib/i18n/use-text";
import { isolatedValue } from "../lib/i18n/sentence-with-nodes";
import { graphql } from "../__generated__/gql";
import type { ProductCard_ProductFragment } from "../__generated__/graphql";
import { ProductPrice } from "./price";
import { ProductBadges } from "./product-badges";
import { useShopState } from "../lib/shop-state/shop-store";
import { cardWishlistView, spotName } from "../lib/shop-state/personal-spots";
import { ShopForm } from "./shop-form";
import { ProductTitle } from "./product-title";

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    title
    titleLanguage
    partNumber
    onSale
    discountPercent
    inStock
    badges
    price { amount formatted }
    salePrice { amount formatted }
    brands { id name }
    image {
      ...ProductThumbnail_image
      isPlaceholder
      small { url width height }
      medium { url width height }
    }
  }
`);

const PART = isolatedValue("partNumber");

/**
 * Image loading for the card at `index` of the grid at the top of a page: the first row on a phone (two
 * columns) is what the shopper sees first, so it loads at once with high priority; the rest of a desktop's first
 * row loads at once with normal priority; everything below loads lazily as the shopper scrolls. Grids further
 * down a page (related products) leave both off. Usage: `<ProductCard product={p} {...cardImageLoading(i)} />`.
 */
export function cardImageLoading(index: number): { eager: boolean; priority: boolean } {
  return { eager: index < 4, priority: index < 2 };
}

/** Same as the card's CSS: 200 px tall on wider screens, 140 px on phones, in a two-column grid there. */
const SIZES = "(max-width: 767px) 50vw, 260px";

export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductCard_ProductFragment;
  /** Load the image at once (it is in the first screen) rather than lazily. */
  eager?: boolean;
  /** Also fetch it with high priority (the first thing the shopper sees); implies `eager`. */
  priority?: boolean;
}) {
  const t = useText();
  const wishlistView = cardWishlistView(useShopState(), product.id);
  const img = product.image.small ?? product.image.medium ?? product.image.thumbnail;
  const srcSet = [product.image.thumbnail, product.image.small, product.image.medium]
    .filter((f): f is NonNullable<typeof f> => Boolean(f))
    .map((f) => `${f.url} ${f.width}w`)
    .join(", ");
  const brand = product.brands[0]?.name ?? t("catalog.card.noBrand");
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card__media">
        {/* The title link below is the card's link for keyboards and screen readers; this one is for pointers. */}
        <Link className="product-card__image-link" to={`/product/${product.slug}`} tabIndex={-1} aria-hidden="true">
          <img
            src={img?.url ?? product.image.url}
            srcSet={srcSet || undefined}
            sizes={SIZES}
            width={img?.width ?? 500}
            height={img?.height ?? 333}
            alt={product.image.alt}
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
        </Link>
        <ProductBadges badges={product.badges} className="product-card__badges" />
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{brand}</p>
        <ProductTitle as="h3" className="product-card__title" title={product.title} language={product.titleLanguage}>
          <Link to={`/product/${product.slug}`}>{product.title}</Link>
        </ProductTitle>
        {product.partNumber ? <p className="product-card__part">{PART.render(t("catalog.card.partNumber", PART.options), product.partNumber)}</p> : null}
        <ProductPrice price={product.price} salePrice={product.salePrice} discountPercent={product.discountPercent} vat />
        <div className="product-card__actions">
          <ShopForm intent="cart-add" id={product.id} className="product-card__form">
            <button type="submit" className="button button--primary" disabled={!product.inStock}>
              {product.inStock ? t("catalog.card.addToCart") : t("catalog.card.outOfStock")}
            </button>
          </ShopForm>
          <ShopForm intent="wishlist-toggle" id={product.id}>
            {/* A personal spot (personal-spots.ts): one name whatever its state; aria-pressed says which. */}
            <button
              type="submit"
              data-spot={spotName.cardWishlist(product.id)}
              className={String(wishlistView.attributes.class)}
              aria-pressed={wishlistView.attributes["aria-pressed"] === "true"}
              aria-label={t("catalog.card.addToWishlist", { title: product.title })}
            >
              <span aria-hidden="true">♥</span>
            </button>
          </ShopForm>
        </div>
      </div>
    </article>
  );
}
