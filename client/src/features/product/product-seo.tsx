import type { ProductPageQuery as Data } from "../../__generated__/graphql";

type Product = NonNullable<Data["product"]>;

function plainText(markdown: string | null | undefined): string {
  return (markdown ?? "")
    .replace(/[#*_>`~\[\]()-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Title, description, canonical, Open Graph, Twitter and Product JSON-LD; absolute URLs from PUBLIC_ORIGIN. */
export function ProductSeo({ product, origin }: { product: Product; origin: string }) {
  const url = `${origin}/product/${product.slug}`;
  const price = product.salePrice ?? product.price;
  const brand = product.brands[0]?.name;
  const description = `${brand ? `${brand} ` : ""}${product.title}${product.partNumber ? ` (${product.partNumber})` : ""}. ${price.formatted} incl. VAT. ${plainText(product.description)}`.slice(0, 300);
  const image = product.image.large?.url ?? product.image.url;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
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
    },
  };
  return (
    <>
      <title>{`${product.title} | ProAV Shop UAE`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={product.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:site_name" content="ProAV Shop" />
      <meta property="product:price:amount" content={price.amount} />
      <meta property="product:price:currency" content="AED" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={product.title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
    </>
  );
}
