import type { Resolvers } from "../__generated__/resolvers-types.js";
import { Query } from "../modules/catalog/query.resolvers.js";
import { Product } from "../modules/catalog/product.resolvers.js";
import { Brand, ProductCategory, SubCategory } from "../modules/catalog/taxonomy.resolvers.js";
import { ProductConnection } from "../modules/catalog/connection.resolvers.js";

export const resolvers: Resolvers = { Query, Product, Brand, ProductCategory, SubCategory, ProductConnection };
