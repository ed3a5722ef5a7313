import { useTranslation } from "react-i18next";
import { graphql } from "../../__generated__/gql";
import type { ProductSeo_ProductFragment as Product } from "../../__generated__/graphql";
import { JsonLd, LanguageTags, usePageLocale } from "../../lib/seo/page-seo";
import { canonicalUrl, languageTag } from "../../lib/seo/language-links";

export const ProductSeoFragment = graphql(`
  fragment ProductSeo_product on Product {
    slug
    title
    partNumber
    description
    inStock
    languages
    price { amount formatted }
    salePrice { amount formatted }
    brands { id name }
    image { url alt large { url width height } }
  }
`);

function plainText(markdown: string | null | undefined): string {
  return (markdown ?? "")
    .replace(/[#*_>`~\[\]()-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Title, description, canonical, hreflang, Open Graph, Twitter and Product JSON-LD; absolute URLs from
 * PUBLIC_ORIGIN. Every layout variant of the page declares the plain /product/{slug} (under /ar in Arabic) as
 * canonical, so search engines index one URL per language. The product arrives localized for the page's language,
 * so a link shared from an Arabic page previews with the Arabic title and description.
 */
export function ProductSeo({ product, origin }: { product: Product; origin: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const path = `/product/${product.slug}`;
  const url = canonicalUrl(origin, path, locale);
  const price = product.salePrice ?? product.price;
  const brand = product.brands[0]?.name;
  const title = t("product.seo.title", { title: product.title });
  const description = t("product.seo.description", {
    name: `${brand ? `${brand} ` : ""}${product.title}`,
    part: product.partNumber ? ` (${product.partNumber})` : "",
    price: price.formatted,
    text: plainText(product.description),
  }).slice(0, 300);
  const image = product.image.large?.url ?? product.image.url;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    inLanguage: languageTag(locale),
    sku: product.partNumber ?? undefined,
    mpn: product.partNumber ?? undefined,
    image: [image],
    description: plainText(product.description).slice(0, 500),
    brand: brand ? { "@type": "Brand", name: brand } : undefined,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "AED",
      price: price.amount,
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: t("common.shopName") },
    },
  };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <LanguageTags origin={origin} path={path} locale={locale} exists={product.languages} />
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={t("common.shopName")} />
      <meta property="og:title" content={product.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={product.image.alt} />
      <meta property="og:price:amount" content={price.amount} />
      <meta property="og:price:currency" content="AED" />
      <meta property="product:price:amount" content={price.amount} />
      <meta property="product:price:currency" content="AED" />
      <meta property="product:availability" content={product.inStock ? "in stock" : "out of stock"} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={product.title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <JsonLd data={jsonLd} />
    </>
  );
}
