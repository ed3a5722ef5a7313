import { GraphQLError } from "graphql";
import type { RestProduct } from "../../backend/rest-types.js";

// Cursor pagination over the backend's offset pagination. A cursor is an opaque base64 of the offset, so
// clients never build one by hand and the encoding can change without breaking them.

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

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

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (cursor === null || cursor === undefined || cursor === "") return -1;
  const match = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw new GraphQLError("`after` is not a valid cursor.", { extensions: { code: "BAD_USER_INPUT" } });
  return Number(match[1]);
}

export function pageSize(first: number | null | undefined): number {
  const size = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw new GraphQLError(`\`first\` must be between 0 and ${MAX_PAGE_SIZE}.`, { extensions: { code: "BAD_USER_INPUT" } });
  }
  return size;
}

export function edges(page: ProductPage): ProductEdgeModel[] {
  return page.products.map((node, i) => ({ cursor: encodeCursor(page.offset + i), node }));
}

export function pageInfo(page: ProductPage) {
  const count = page.products.length;
  return {
    // Never true without an endCursor to continue from: a client following pageInfo would restart at page 1.
    hasNextPage: count > 0 && page.offset + count < page.totalCount,
    hasPreviousPage: page.offset > 0,
    startCursor: count ? encodeCursor(page.offset) : null,
    endCursor: count ? encodeCursor(page.offset + count - 1) : null,
  };
}
