import type { RestProduct } from "../../backend/rest-types.js";
import { cursorPageInfo, encodeCursor } from "../../paging/cursor.js";

export interface ProductPage {
  products: RestProduct[];
  /** Offset of the first product of this page in the whole result. */
  offset: number;
  totalCount: number;
}

export interface ProductEdgeModel {
  cursor: string;
  node: RestProduct;
}

export function edges(page: ProductPage): ProductEdgeModel[] {
  return page.products.map((node, i) => ({ cursor: encodeCursor(page.offset + i), node }));
}

export function pageInfo(page: ProductPage) {
  return cursorPageInfo(page.offset, page.products.length, page.totalCount);
}
