import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";
import { graphql } from "../../__generated__/gql";
import type { ProductDetail_ProductFragment as Product } from "../../__generated__/graphql";
import { ProductPrice } from "../../components/price";
import { ProductBadges } from "../../components/product-badges";
import { ProductTitle, useForeignText } from "../../components/product-title";
import { useShopState } from "../../lib/shop-state/shop-store";
import { productListView, spotName } from "../../lib/shop-state/personal-spots";
import { ShopForm } from "../../components/shop-form";
import { QuantityPicker } from "./quantity-picker";
import { ProductSidebar } from "./product-sidebar";
import { ProductQuoteForm } from "./product-quote-form";
import { ProductFacts } from "./product-facts";
import { ProductSpecifications } from "./product-specifications";
import type { ProductLayout } from "./product-layouts";

export const ProductDetailFragment = graphql(`
  fragment ProductDetail_product on Product {
    id
    title
    titleLanguage
    partNumber
    descriptionHtml
    descriptionLanguage
    inStock
    onSale
    discountPercent
    badges
    price { amount formatted }
    salePrice { amount formatted }
    brands { id name }
    image {
      url
      alt
      width
      height
      small { url width height }
      medium { url width height }
      large { url width height }
    }
    ...ProductFacts_product
    ...ProductSpecifications_product
  }
`);

const PART = isolatedValue("partNumber");

/**
 * The product page's main block in one of the menu's layouts. The layout is a class and, for "sidebar", an aside:
 * content and behaviour are the same everywhere, so no layout can drift from the others.
 */
export function ProductDetail({ product, layout = "default" }: { product: Product; layout?: ProductLayout }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(0);
  const shopState = useShopState();
  const wishlist = productListView(t, shopState, "wishlist", product.id);
  const compare = productListView(t, shopState, "compare", product.id);
  const description = useForeignText(product.descriptionLanguage);
  const hero = product.image.large ?? product.image.medium ?? product.image;
  // A phone (about 400 CSS px at 2-3x) picks the 750 px rendition instead of downloading the 1000 px one: the
  // main image is the product page's largest paint, so its bytes are the page's load time on a slow link.
  const renditions = [product.image.small, product.image.medium, product.image.large].flatMap((f) => (f ? [f] : []));
  const srcSet = renditions.length > 1 ? renditions.map((f) => `${f.url} ${f.width}w`).join(", ") : undefined;
  const brands = product.brands.map((b) => b.name).join(", ");
  return (
    <div className={`product-page product-page--${layout}`}>
      <article className="product-detail">
        <div className="product-detail__media">
          <img
            src={hero.url}
            srcSet={srcSet}
            sizes={srcSet ? "(max-width: 767px) 100vw, 50vw" : undefined}
            width={hero.width}
            height={hero.height}
            alt={product.image.alt}
            fetchPriority="high"
            loading="eager"
            decoding="async"
          />
        </div>
        <div className="product-detail__info">
          <p className="product-detail__brand">{brands || t("product.noBrand")}</p>
          <ProductTitle as="h1" className="product-detail__title" title={product.title} language={product.titleLanguage} />
          {product.partNumber ? <p className="product-detail__part">{PART.render(t("product.partNumber", PART.options), product.partNumber)}</p> : null}
          <ProductBadges badges={product.badges} className="product-detail__badges" />
          <div className="product-detail__price">
            <ProductPrice price={product.price} salePrice={product.salePrice} discountPercent={product.discountPercent} />
            <span className="product-detail__vat">{t("product.vat")}</span>
          </div>
          {product.onSale && product.discountPercent ? (
            <p className="product-detail__deal">
              <strong>{t("product.sale.title")}</strong> {t("product.sale.text", { percent: product.discountPercent })}
            </p>
          ) : null}
          <p className={product.inStock ? "stock stock--in" : "stock stock--out"}>{product.inStock ? t("product.inStock") : t("product.outOfStock")}</p>
          <ShopForm
            intent="cart-add"
            id={product.id}
            className="product-detail__buy"
            // A capped change is explained by the shop's notice; "added" would then overstate it.
            onChanged={(ok, change) => setAdded(ok ? change.quantity : 0)}
          >
            <QuantityPicker value={quantity} onChange={setQuantity} label={t("product.quantityGroup")} />
            <button type="submit" className="button button--primary" disabled={!product.inStock}>
              {product.inStock ? t("product.addToCart") : t("product.outOfStock")}
            </button>
          </ShopForm>
          <p className="product-detail__added" role="status">
            {added ? (
              <>
                {t("product.added", { count: added })} <Link to="/account/shopping-cart">{t("product.viewCart")}</Link>
              </>
            ) : null}
          </p>
          <div className="product-detail__lists">
            <ShopForm intent="wishlist-toggle" id={product.id}>
              {/* Personal spots (personal-spots.ts): the server fills them in on a page rendered for nobody. */}
              <button type="submit" className="button" data-spot={spotName.wishlist(product.id)} aria-pressed={wishlist.attributes["aria-pressed"] === "true"}>
                {wishlist.text}
              </button>
            </ShopForm>
            <ShopForm intent="compare-toggle" id={product.id}>
              <button type="submit" className="button" data-spot={spotName.compare(product.id)} aria-pressed={compare.attributes["aria-pressed"] === "true"}>
                {compare.text}
              </button>
            </ShopForm>
          </div>
          <p className="product-detail__sold-by">{t("product.soldBy")}</p>
          <ProductQuoteForm productId={product.id} />
        </div>
        <section className="product-detail__description" aria-labelledby="description-title">
          <h2 id="description-title">{t("product.descriptionTitle")}</h2>
          {product.descriptionHtml ? (
            // Rendered from Markdown and sanitised by the gateway (an allowlist of formatting tags only).
            // An English description on an Arabic page (no translation yet) in its own language and direction.
            <div className="prose" {...description} dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          ) : (
            <p>{t("product.noDescription")}</p>
          )}
        </section>
        <ProductSpecifications product={product} />
        {layout === "extended" || layout === "full-content" ? <ProductFacts product={product} /> : null}
      </article>
      {layout === "sidebar" ? <ProductSidebar /> : null}
    </div>
  );
}
