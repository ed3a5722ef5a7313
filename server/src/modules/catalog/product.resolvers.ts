import type { ProductResolvers } from "../../__generated__/resolvers-types.js";
import type { RestProduct } from "../../backend/rest-types.js";
import { discountPercent, effectiveSaleFils, money, toFils } from "./pricing.js";
import { isOutOfStock, productBadges } from "./badges.js";
import { productImage } from "./image.js";
import { descriptionHtml } from "./description.js";
import { languagesOf, relatedProducts } from "./product-queries.js";
import { inLocale, textLanguage } from "./locale-overlay.js";
import { productSpecifications } from "./specifications.js";
import { byId } from "./relation-order.js";

const priceFils = (p: RestProduct) => toFils(p.price) ?? 0;
const saleFils = (p: RestProduct) => effectiveSaleFils(toFils(p.price), toFils(p.sale_price));

export const Product: ProductResolvers = {
  id: (p) => String(p.id),
  slug: (p) => p.product_slug,
  title: (p, _, { catalog }) => inLocale(catalog, p, (l) => l.title),
  description: (p, _, { catalog }) => inLocale(catalog, p, (l) => l.description),
  // A product always has a title; "en" covers a blank one, which the English row shows as it is.
  titleLanguage: async (p, _, { catalog }) => (await textLanguage(catalog, p, "title")) ?? "en",
  descriptionLanguage: (p, _, { catalog }) => textLanguage(catalog, p, "description"),
  partNumber: (p) => p.part_number || null,
  price: (p) => money(priceFils(p)),
  salePrice: (p) => {
    const sale = saleFils(p);
    return sale === null ? null : money(sale);
  },
  currentPrice: (p) => money(saleFils(p) ?? priceFils(p)),
  discountPercent: (p) => discountPercent(toFils(p.price), toFils(p.sale_price)),
  onSale: (p) => saleFils(p) !== null,
  image: (p, _, ctx) => inLocale(ctx.catalog, p, (l) => productImage(l.image_1, l.title, ctx.assetBase, ctx.publicOrigin, ctx.locale)),
  brands: (p) => byId(p.brands),
  badges: (p) => productBadges(p, saleFils(p) !== null),
  descriptionHtml: (p, _, { catalog }) => inLocale(catalog, p, (l) => descriptionHtml(l.description)),
  inStock: (p) => !isOutOfStock(p),
  subCategories: (p) => byId(p.sub_categories),
  related: (p, { first }, { catalog }) => relatedProducts(catalog, p, first),
  createdAt: (p) => p.created_at,
  languages: (p, _, { catalog }) => languagesOf(catalog, p),
  specifications: (p, _, { catalog }) => inLocale(catalog, p, (l) => productSpecifications(l.specifications)),
};
