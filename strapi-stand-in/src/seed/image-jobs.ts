// Which products get a picture and what it shows. Pure.
import type { Catalog, CatalogProduct } from "./catalog-file.js";
import type { ImageJob } from "./images/generate-images.js";
import { planImage } from "./images/image-plan.js";
import { productArtSvg, type ArtInput } from "./images/product-art.js";

/** A few products keep `image_1: null`, as on the hosted shop, so the storefront's placeholder path is exercised. */
export const hasNoImage = (productId: number): boolean => productId % 37 === 0;

export function imageJobs(catalog: Catalog): ImageJob[] {
  return catalog.products
    .filter((product) => !hasNoImage(product.id))
    .map((product) => {
      const art = artInput(catalog, product);
      return { productId: product.id, plan: planImage(product.product_slug, art), svg: productArtSvg(art) };
    });
}

function artInput(catalog: Catalog, product: CatalogProduct): ArtInput {
  const brand = catalog.brands.find((b) => b.id === product.brands[0]);
  const subId = product.sub_categories[0];
  const category = catalog.categories.find((c) => c.sub_categories.some((s) => s.id === subId));
  const sub = category?.sub_categories.find((s) => s.id === subId);
  return {
    title: product.title,
    brand: brand?.name ?? "",
    partNumber: product.part_number,
    categorySlug: category?.slug ?? "",
    categoryName: category?.name ?? "",
    subCategorySlug: sub?.slug ?? "",
    subCategoryName: sub?.name ?? "",
  };
}
