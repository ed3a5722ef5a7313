import type { Resolvers } from "../__generated__/resolvers-types.js";
// Root fields: one `<domain>.api.resolvers.ts` per domain, beside the schema's `<domain>.api.graphql`.
import { Query as CatalogQuery, Product, Brand, ProductCategory, SubCategory, ProductConnection, Money } from "../modules/catalog/index.js";
import {
  Query as AccountQuery,
  Mutation as AccountMutation,
  Customer,
  AuthPayload,
  Address,
  SignInResult,
  AddressResult,
  Company,
  CompanyAddress,
  CompanyProfileResult,
} from "../modules/account/index.js";
import {
  Query as OrdersQuery,
  Mutation as OrdersMutation,
  Cart,
  CartLine,
  Order,
  OrderLine,
  OrderStatusChange,
  OrderAddress,
  OrderConnection,
  PlaceOrderResult,
  TaxInvoice,
  TaxCreditNote,
  TaxInvoiceLine,
  BankTransferInstructions,
} from "../modules/orders/index.js";
import { Query as ShopQuery, Mutation as ShopMutation, Shop, InvoiceSeller } from "../modules/shop/index.js";
import { Query as SearchQuery } from "../modules/search/index.js";
// Every other type: one `<type>.resolvers.ts` each, named after it.

export const resolvers: Resolvers = {
  Query: { ...CatalogQuery, ...SearchQuery, ...AccountQuery, ...OrdersQuery, ...ShopQuery },
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
  Company,
  CompanyAddress,
  CompanyProfileResult,
  Cart,
  CartLine,
  Order,
  OrderLine,
  OrderStatusChange,
  OrderAddress,
  OrderConnection,
  PlaceOrderResult,
  TaxInvoice,
  TaxCreditNote,
  TaxInvoiceLine,
  BankTransferInstructions,
  Shop,
  InvoiceSeller,
  Money,
};
