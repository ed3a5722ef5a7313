import type { GraphQLResolveInfo } from 'graphql';
import type { RestProduct, RestBrand, RestProductCategory, RestSubCategory } from '../backend/rest-types.js';
import type { ProductPage, ProductEdgeModel } from '../modules/catalog/product-page.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A manufacturer or publisher whose products the shop sells (the shop is an authorised dealer). */
export type Brand = {
  __typename?: 'Brand';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Active products of this brand, newest first. */
  products: ProductConnection;
  /** URL slug. */
  slug: Scalars['String']['output'];
};


/** A manufacturer or publisher whose products the shop sells (the shop is an authorised dealer). */
export type BrandProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** Who may cache a response: any cache (`PUBLIC`, the default) or only the shopper's own client (`PRIVATE`). */
export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/** One rendition of an image. */
export type ImageFormat = {
  __typename?: 'ImageFormat';
  height: Scalars['Int']['output'];
  /** Absolute URL. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/**
 * An amount of money. `amount` is a decimal string with exactly two decimals (for example `"12499.00"`), never a
 * float, so clients can display or sum it without rounding errors (sum in integer fils: amount x 100).
 */
export type Money = {
  __typename?: 'Money';
  /** Decimal string with two decimals, e.g. `"12499.00"`. */
  amount: Scalars['String']['output'];
  /** ISO 4217 currency code. Always `AED` for this shop. */
  currencyCode: Scalars['String']['output'];
  /** Ready-to-display text with thousands separators and two decimals, e.g. `AED 12,499.00`. */
  formatted: Scalars['String']['output'];
};

/** Relay-style page information for cursor connections. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page; pass it as `after` to get the next page. Null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when this page is not the first. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge of this page, or null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * A product the shop sells. Only active products are ever returned by this API: an inactive product behaves
 * exactly like a missing one, whichever field is used to reach it.
 */
export type Product = {
  __typename?: 'Product';
  /** Merchandising badges such as HOT, NEW, SALE, OUT_OF_STOCK. */
  badges: Array<ProductBadge>;
  /** Brands of this product (usually one). Empty when the backend has none: display 'No Brand'. */
  brands: Array<Brand>;
  /** When the product was added to the catalogue (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The price a shopper pays now: `salePrice` when on sale, otherwise `price`. */
  currentPrice: Money;
  /** Description as stored by the catalogue editors (Markdown). Render `descriptionHtml` instead of this in a browser. */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * The description rendered from Markdown to HTML and sanitised (an allowlist of formatting tags; no scripts,
   * styles, event handlers or iframes), safe to insert into a page. Null when there is no description.
   */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  /** Whole-percent discount, (price - salePrice) / price rounded; null when not on sale. */
  discountPercent?: Maybe<Scalars['Int']['output']>;
  /** Stable numeric id from the backend, as a string. */
  id: Scalars['ID']['output'];
  /** Product image. Never null: products without an image get the shop's 'Image Not Found' placeholder. */
  image: ProductImage;
  /** False when the catalogue marks the product out of stock. */
  inStock: Scalars['Boolean']['output'];
  /** True when `salePrice` is set and lower than `price`. */
  onSale: Scalars['Boolean']['output'];
  /** Manufacturer part number (SKU). May be null for software licences without one. */
  partNumber?: Maybe<Scalars['String']['output']>;
  /** List price, VAT included (UAE consumer prices are VAT-inclusive). */
  price: Money;
  /**
   * Other active products from this product's first sub-category (newest first), for "related products".
   * `first` defaults to 8 and must be 0 to 24.
   */
  related: Array<Product>;
  /** Sale price when the product is on sale (lower than `price`), otherwise null. */
  salePrice?: Maybe<Money>;
  /** URL slug, used in `/product/{slug}`. */
  slug: Scalars['String']['output'];
  /** Sub-categories the product is listed in (each knows its category, for breadcrumbs). */
  subCategories: Array<SubCategory>;
  title: Scalars['String']['output'];
};


/**
 * A product the shop sells. Only active products are ever returned by this API: an inactive product behaves
 * exactly like a missing one, whichever field is used to reach it.
 */
export type ProductRelatedArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Merchandising badge shown on product cards. */
export type ProductBadge =
  | 'HOT'
  | 'NEW'
  | 'OUT_OF_STOCK'
  | 'SALE';

/** A top-level product category (e.g. Workstations), grouping sub-categories. */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Active products of all its sub-categories, without duplicates, newest first. */
  products: ProductConnection;
  /** URL slug, used in `/category/{slug}`. */
  slug: Scalars['String']['output'];
  /** Sub-categories, sorted by name. */
  subCategories: Array<SubCategory>;
};


/** A top-level product category (e.g. Workstations), grouping sub-categories. */
export type ProductCategoryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A page of products. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  /** The products of this page, for clients that don't need cursors. */
  nodes: Array<Product>;
  pageInfo: PageInfo;
  /** Number of products matching the query across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A product in a connection, with its cursor. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque cursor; pass as `after` to continue after this product. */
  cursor: Scalars['String']['output'];
  node: Product;
};

/** Narrows a product listing. All given criteria must match. Slugs that match nothing give an empty listing. */
export type ProductFilter = {
  /** Products of this brand. */
  brandSlug?: InputMaybe<Scalars['String']['input']>;
  /** Products in any sub-category of this category. */
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  /** Highest price shoppers pay, AED decimal string. */
  maxPrice?: InputMaybe<Scalars['String']['input']>;
  /** Lowest price shoppers pay (the sale price when on sale), AED decimal string such as `"1000"` or `"999.50"`. */
  minPrice?: InputMaybe<Scalars['String']['input']>;
  /** Only products on sale (true) or only products not on sale (false). */
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  /** Products in this sub-category. */
  subCategorySlug?: InputMaybe<Scalars['String']['input']>;
  /** Words that must appear in the title, part number or description (max 100 characters). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A product image with the resized renditions the backend keeps. All URLs are absolute. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** Alternative text for screen readers (the product title when the catalogue has none). */
  alt: Scalars['String']['output'];
  /** Intrinsic height in pixels. */
  height: Scalars['Int']['output'];
  /** True when this is the 'Image Not Found' placeholder rather than a product photo. */
  isPlaceholder: Scalars['Boolean']['output'];
  /** About 1000 px on the longer side. */
  large?: Maybe<ImageFormat>;
  /** About 750 px on the longer side. */
  medium?: Maybe<ImageFormat>;
  /** About 500 px on the longer side. */
  small?: Maybe<ImageFormat>;
  /** About 245x156. */
  thumbnail?: Maybe<ImageFormat>;
  /** Full-size image URL. */
  url: Scalars['String']['output'];
  /** Intrinsic width in pixels (reserve the space to avoid layout shift). */
  width: Scalars['Int']['output'];
};

/** Order of a product listing. */
export type ProductSort =
  /** Most recently added first (default). */
  | 'NEWEST'
  /** Lowest list price first. */
  | 'PRICE_ASC'
  /** Highest list price first. */
  | 'PRICE_DESC'
  /** Alphabetical by title. */
  | 'TITLE_ASC';

/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type Query = {
  __typename?: 'Query';
  /** One brand by slug, or null. */
  brand?: Maybe<Brand>;
  /** All brands, sorted by name. */
  brands: Array<Brand>;
  /** All product categories with their sub-categories, sorted by name. */
  categories: Array<ProductCategory>;
  /** One category by slug, or null. Its `products` merge the products of all its sub-categories. */
  category?: Maybe<ProductCategory>;
  /** Always `true`. Lets a client (or a load balancer) check the GraphQL endpoint answers. */
  ping: Scalars['Boolean']['output'];
  /**
   * One active product by id or by slug (give exactly one: the shop links products both ways).
   * Null when the product is missing or inactive; a malformed id or slug is simply not found.
   */
  product?: Maybe<Product>;
  /**
   * Active products as a cursor connection, filtered and sorted. `first` defaults to 24 and must be 0 to 100.
   * `totalCount` counts every match across pages.
   */
  products: ProductConnection;
  /**
   * Products by id, in the order asked (for carts, wishlists and compare lists): one entry per id, `null` where
   * the product is missing or inactive. At most 200 ids; batched into a single backend call.
   */
  productsByIds: Array<Maybe<Product>>;
  /**
   * Full-text search over title, part number and description. Best matches first: an exact part number, then
   * titles starting with the keyword, titles containing it, part numbers containing it, and description-only
   * matches last. Several words must all match. Scans up to 1000 products, like the hosted shop.
   * A blank keyword is a `BAD_USER_INPUT` error, not a full listing; keywords are capped at 100 characters.
   */
  search: ProductConnection;
  /** One sub-category by slug, or null. */
  subCategory?: Maybe<SubCategory>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type QueryBrandArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type QueryCategoryArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type QueryProductArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type QueryProductsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type QuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  keyword: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 */
export type QuerySubCategoryArgs = {
  slug: Scalars['String']['input'];
};

/** A sub-category (e.g. Tower Workstations). A product belongs to one or more sub-categories. */
export type SubCategory = {
  __typename?: 'SubCategory';
  /** The category this sub-category belongs to. */
  category?: Maybe<ProductCategory>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Active products of this sub-category, newest first. */
  products: ProductConnection;
  slug: Scalars['String']['output'];
};


/** A sub-category (e.g. Tower Workstations). A product belongs to one or more sub-categories. */
export type SubCategoryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<RestBrand>;
  CacheControlScope: CacheControlScope;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageFormat: ResolverTypeWrapper<ImageFormat>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<Money>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductBadge: ProductBadge;
  ProductCategory: ResolverTypeWrapper<RestProductCategory>;
  ProductConnection: ResolverTypeWrapper<ProductPage>;
  ProductEdge: ResolverTypeWrapper<ProductEdgeModel>;
  ProductFilter: ProductFilter;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubCategory: ResolverTypeWrapper<RestSubCategory>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Brand: RestBrand;
  ID: Scalars['ID']['output'];
  ImageFormat: ImageFormat;
  Int: Scalars['Int']['output'];
  Money: Money;
  PageInfo: PageInfo;
  Product: RestProduct;
  ProductCategory: RestProductCategory;
  ProductConnection: ProductPage;
  ProductEdge: ProductEdgeModel;
  ProductFilter: ProductFilter;
  ProductImage: ProductImage;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  SubCategory: RestSubCategory;
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<BrandProductsArgs, 'first' | 'sort'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageFormatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageFormat'] = ResolversParentTypes['ImageFormat']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  badges?: Resolver<Array<ResolversTypes['ProductBadge']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<ProductRelatedArgs, 'first'>>;
  salePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategory']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<ProductCategoryProductsArgs, 'first' | 'sort'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategory']>, ParentType, ContextType>;
}>;

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type ProductImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPlaceholder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  large?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  medium?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  small?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'slug'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'slug'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryProductArgs>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'sort'>>;
  productsByIds?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<QueryProductsByIdsArgs, 'ids'>>;
  search?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'keyword'>>;
  subCategory?: Resolver<Maybe<ResolversTypes['SubCategory']>, ParentType, ContextType, RequireFields<QuerySubCategoryArgs, 'slug'>>;
}>;

export type SubCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubCategory'] = ResolversParentTypes['SubCategory']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<SubCategoryProductsArgs, 'first' | 'sort'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Brand?: BrandResolvers<ContextType>;
  ImageFormat?: ImageFormatResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SubCategory?: SubCategoryResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
