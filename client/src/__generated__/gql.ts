/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SearchSuggestions($keyword: String!) {\n    search(keyword: $keyword, first: 6) {\n      totalCount\n      nodes {\n        id\n        slug\n        title\n        partNumber\n        currentPrice { amount }\n        image { url alt thumbnail { url width height } }\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n": typeof types.ShellCategoriesDocument,
    "\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n": typeof types.ShellProductDocument,
    "\n  fragment WhatsAppProduct on Product { id title partNumber currentPrice { amount } }\n": typeof types.WhatsAppProductFragmentDoc,
    "\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      partNumber\n      inStock\n      currentPrice { amount }\n      price { amount }\n      salePrice { amount }\n      discountPercent\n      brands { id name }\n      image { url alt thumbnail { url width height } }\n    }\n  }\n": typeof types.CartProductsDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      isPlaceholder\n      thumbnail { url width height }\n      small { url width height }\n      medium { url width height }\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query SavedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      description\n      subCategories { id name category { id name } }\n    }\n  }\n": typeof types.SavedProductsDocument,
    "\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 24) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n": typeof types.ListingTaxonomyDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n": typeof types.ListingProductsDocument,
    "\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      partNumber\n      descriptionHtml\n      description\n      inStock\n      onSale\n      discountPercent\n      badges\n      price { amount formatted }\n      salePrice { amount formatted }\n      currentPrice { amount }\n      brands { id name slug }\n      image {\n        url\n        alt\n        width\n        height\n        isPlaceholder\n        medium { url width height }\n        large { url width height }\n      }\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n": typeof types.RecentlyViewedProductsDocument,
    "\n  query SearchPage($keyword: String!, $first: Int, $after: String) {\n    search(keyword: $keyword, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n": typeof types.SearchPageDocument,
};
const documents: Documents = {
    "\n  query SearchSuggestions($keyword: String!) {\n    search(keyword: $keyword, first: 6) {\n      totalCount\n      nodes {\n        id\n        slug\n        title\n        partNumber\n        currentPrice { amount }\n        image { url alt thumbnail { url width height } }\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n": types.ShellCategoriesDocument,
    "\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n": types.ShellProductDocument,
    "\n  fragment WhatsAppProduct on Product { id title partNumber currentPrice { amount } }\n": types.WhatsAppProductFragmentDoc,
    "\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      partNumber\n      inStock\n      currentPrice { amount }\n      price { amount }\n      salePrice { amount }\n      discountPercent\n      brands { id name }\n      image { url alt thumbnail { url width height } }\n    }\n  }\n": types.CartProductsDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      isPlaceholder\n      thumbnail { url width height }\n      small { url width height }\n      medium { url width height }\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query SavedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      description\n      subCategories { id name category { id name } }\n    }\n  }\n": types.SavedProductsDocument,
    "\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 24) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n": types.HomePageDocument,
    "\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n": types.ListingTaxonomyDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n": types.ListingProductsDocument,
    "\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      partNumber\n      descriptionHtml\n      description\n      inStock\n      onSale\n      discountPercent\n      badges\n      price { amount formatted }\n      salePrice { amount formatted }\n      currentPrice { amount }\n      brands { id name slug }\n      image {\n        url\n        alt\n        width\n        height\n        isPlaceholder\n        medium { url width height }\n        large { url width height }\n      }\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n": types.RecentlyViewedProductsDocument,
    "\n  query SearchPage($keyword: String!, $first: Int, $after: String) {\n    search(keyword: $keyword, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n": types.SearchPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($keyword: String!) {\n    search(keyword: $keyword, first: 6) {\n      totalCount\n      nodes {\n        id\n        slug\n        title\n        partNumber\n        currentPrice { amount }\n        image { url alt thumbnail { url width height } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($keyword: String!) {\n    search(keyword: $keyword, first: 6) {\n      totalCount\n      nodes {\n        id\n        slug\n        title\n        partNumber\n        currentPrice { amount }\n        image { url alt thumbnail { url width height } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n"): (typeof documents)["\n  query ShellCategories {\n    categories { id name slug subCategories { id name slug } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n"): (typeof documents)["\n  query ShellProduct($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatsAppProduct on Product { id title partNumber currentPrice { amount } }\n"): (typeof documents)["\n  fragment WhatsAppProduct on Product { id title partNumber currentPrice { amount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      partNumber\n      inStock\n      currentPrice { amount }\n      price { amount }\n      salePrice { amount }\n      discountPercent\n      brands { id name }\n      image { url alt thumbnail { url width height } }\n    }\n  }\n"): (typeof documents)["\n  query CartProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      slug\n      title\n      partNumber\n      inStock\n      currentPrice { amount }\n      price { amount }\n      salePrice { amount }\n      discountPercent\n      brands { id name }\n      image { url alt thumbnail { url width height } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      isPlaceholder\n      thumbnail { url width height }\n      small { url width height }\n      medium { url width height }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    title\n    partNumber\n    onSale\n    discountPercent\n    inStock\n    badges\n    price { amount formatted }\n    salePrice { amount formatted }\n    brands { id name }\n    image {\n      url\n      alt\n      isPlaceholder\n      thumbnail { url width height }\n      small { url width height }\n      medium { url width height }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      description\n      subCategories { id name category { id name } }\n    }\n  }\n"): (typeof documents)["\n  query SavedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      description\n      subCategories { id name category { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 24) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n    deals: products(filter: { onSale: true }, first: 8) {\n      totalCount\n      nodes { ...ProductCard_product }\n    }\n    products(first: 24) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { ...ProductCard_product } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n"): (typeof documents)["\n  query ListingTaxonomy {\n    categories { id name slug subCategories { id name slug } }\n    brands { id name slug }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n"): (typeof documents)["\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {\n    products(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      partNumber\n      descriptionHtml\n      description\n      inStock\n      onSale\n      discountPercent\n      badges\n      price { amount formatted }\n      salePrice { amount formatted }\n      currentPrice { amount }\n      brands { id name slug }\n      image {\n        url\n        alt\n        width\n        height\n        isPlaceholder\n        medium { url width height }\n        large { url width height }\n      }\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($id: ID, $slug: String) {\n    product(id: $id, slug: $slug) {\n      id\n      slug\n      title\n      partNumber\n      descriptionHtml\n      description\n      inStock\n      onSale\n      discountPercent\n      badges\n      price { amount formatted }\n      salePrice { amount formatted }\n      currentPrice { amount }\n      brands { id name slug }\n      image {\n        url\n        alt\n        width\n        height\n        isPlaceholder\n        medium { url width height }\n        large { url width height }\n      }\n      subCategories {\n        id\n        name\n        slug\n        category { id name slug }\n      }\n      related(first: 8) { ...ProductCard_product }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n"): (typeof documents)["\n  query RecentlyViewedProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) { ...ProductCard_product }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($keyword: String!, $first: Int, $after: String) {\n    search(keyword: $keyword, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($keyword: String!, $first: Int, $after: String) {\n    search(keyword: $keyword, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { ...ProductCard_product }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;