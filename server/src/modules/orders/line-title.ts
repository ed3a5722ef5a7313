import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestOrderLine } from "../../backend/rest-types.js";

// The backend stores each line's title as the product's English row read it when the order was placed. In another
// language a line shows the product's translated title where the product (still sold) has one, so an Arabic page,
// e-mail or invoice does not list English names beside Arabic ones; otherwise the stored title, as ordered.

/** The line's title in the catalog's (the request's) language (an order's line, or a quote's: both snapshot the English title). */
export async function lineTitle(catalog: CatalogClient, line: Pick<RestOrderLine, "product" | "title">): Promise<string> {
  if (catalog.localized.locale === "en") return line.title;
  const product = await catalog.product(line.product);
  const translated = product ? (await catalog.localized.translation(product))?.title : null;
  return translated?.trim() ? translated : line.title;
}

/** The language `lineTitle` answers in: the request's when it is the product's translated title, else "en". */
export async function lineTitleLanguage(catalog: CatalogClient, line: Pick<RestOrderLine, "product" | "title">): Promise<string> {
  if (catalog.localized.locale === "en") return "en";
  return (await lineTitle(catalog, line)) === line.title ? "en" : catalog.localized.locale;
}

/** The order (or quote) with every line's title in the catalog's language (one batched call for all lines). */
export async function withLineTitles<T extends { lines: Pick<RestOrderLine, "product" | "title">[] }>(catalog: CatalogClient, order: T): Promise<T> {
  if (catalog.localized.locale === "en") return order;
  const titles = await Promise.all(order.lines.map((line) => lineTitle(catalog, line)));
  return { ...order, lines: order.lines.map((line, i) => ({ ...line, title: titles[i]! })) };
}
