import type { ProductConnectionResolvers } from "../../__generated__/resolvers-types.js";
import { edges, pageInfo } from "./product-page.js";

export const ProductConnection: ProductConnectionResolvers = {
  edges: (page) => edges(page),
  nodes: (page) => page.products,
  pageInfo: (page) => pageInfo(page),
  totalCount: (page) => page.totalCount,
};
