import type { Resolvers } from "../__generated__/resolvers-types.js";
// Root fields: one `<domain>.api.resolvers.ts` per domain, beside the schema's `<domain>.api.graphql`.
import { Query as CatalogQuery } from "../modules/catalog/catalog.api.resolvers.js";
import { Query as AccountQuery, Mutation as AccountMutation } from "../modules/account/account.api.resolvers.js";
import { Query as OrdersQuery, Mutation as OrdersMutation } from "../modules/orders/orders.api.resolvers.js";
import { Query as ShopQuery, Mutation as ShopMutation } from "../modules/shop/shop.api.resolvers.js";
// Every other type: one `<type>.resolvers.ts` each, named after it.
import { Product } from "../modules/catalog/product.resolvers.js";
import { Brand } from "../modules/catalog/brand.resolvers.js";
import { ProductCategory } from "../modules/catalog/product-category.resolvers.js";
import { SubCategory } from "../modules/catalog/sub-category.resolvers.js";
import { ProductConnection } from "../modules/catalog/product-connection.resolvers.js";
import { Customer } from "../modules/account/customer.resolvers.js";
import { AuthPayload } from "../modules/account/auth-payload.resolvers.js";
import { Address } from "../modules/account/address.resolvers.js";
import { SignInResult } from "../modules/account/sign-in-result.resolvers.js";
import { AddressResult } from "../modules/account/address-result.resolvers.js";
import { Cart } from "../modules/orders/cart.resolvers.js";
import { CartLine } from "../modules/orders/cart-line.resolvers.js";
import { Order } from "../modules/orders/order.resolvers.js";
import { OrderLine } from "../modules/orders/order-line.resolvers.js";
import { OrderStatusChange } from "../modules/orders/order-status-change.resolvers.js";
import { OrderAddress } from "../modules/orders/order-address.resolvers.js";
import { OrderConnection } from "../modules/orders/order-connection.resolvers.js";
import { PlaceOrderResult } from "../modules/orders/place-order-result.resolvers.js";
import { Shop } from "../modules/shop/shop.resolvers.js";
import { Money } from "../modules/catalog/money.resolvers.js";

export const resolvers: Resolvers = {
  Query: { ...CatalogQuery, ...AccountQuery, ...OrdersQuery, ...ShopQuery },
  Mutation: { ...AccountMutation, ...OrdersMutation, ...ShopMutation },
  Product,
  Brand,
  ProductCategory,
  SubCategory,
  ProductConnection,
  Customer,
  AuthPayload,
  Address,
  SignInResult,
  AddressResult,
  Cart,
  CartLine,
  Order,
  OrderLine,
  OrderStatusChange,
  OrderAddress,
  OrderConnection,
  PlaceOrderResult,
  Shop,
  Money,
};
