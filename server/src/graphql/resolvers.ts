import type { Resolvers } from "../__generated__/resolvers-types.js";
import { Query as CatalogQuery } from "../modules/catalog/query.resolvers.js";
import { Product } from "../modules/catalog/product.resolvers.js";
import { Brand, ProductCategory, SubCategory } from "../modules/catalog/taxonomy.resolvers.js";
import { ProductConnection } from "../modules/catalog/connection.resolvers.js";
import { Money } from "../modules/catalog/money.resolvers.js";
import { Query as AccountQuery, Mutation as AccountMutation } from "../modules/account/account.resolvers.js";
import { Address, AuthPayload, Customer } from "../modules/account/customer.resolvers.js";
import { Query as ShopQuery, Shop } from "../modules/shop/shop.resolvers.js";
import { Mutation as ContactMutation } from "../modules/shop/contact.resolvers.js";
import { Query as OrdersQuery, Mutation as OrdersMutation } from "../modules/orders/orders.resolvers.js";
import { Cart, CartLine, Order, OrderAddress, OrderConnection, OrderLine, OrderStatusChange } from "../modules/orders/order.resolvers.js";

export const resolvers: Resolvers = {
  Query: { ...CatalogQuery, ...AccountQuery, ...OrdersQuery, ...ShopQuery },
  Mutation: { ...AccountMutation, ...OrdersMutation, ...ContactMutation },
  Product,
  Brand,
  ProductCategory,
  SubCategory,
  ProductConnection,
  Customer,
  AuthPayload,
  Address,
  Cart,
  CartLine,
  Order,
  OrderLine,
  OrderStatusChange,
  OrderAddress,
  OrderConnection,
  Shop,
  Money,
};
