import type {
  CartLineResolvers,
  CartResolvers,
  OrderAddressResolvers,
  OrderConnectionResolvers,
  OrderLineResolvers,
  OrderResolvers,
  OrderStatus,
  OrderStatusChangeResolvers,
} from "../../__generated__/resolvers-types.js";
import { money, toFils } from "../catalog/pricing.js";
import { findProduct } from "../catalog/product-queries.js";
import { emirateOf } from "../account/customer.resolvers.js";
import { FREE_SHIPPING_FROM_FILS } from "./totals.js";
import { orderEdges, orderPageInfo } from "./order-model.js";

/** Amounts the backend stored (AED numbers) as Money, through integer fils. */
const aed = (value: number) => money(toFils(value) ?? 0);
const statusOf = (value: string) => value.toUpperCase() as OrderStatus;

export const Cart: CartResolvers = {
  lines: (c) => c.lines,
  unavailableProductIds: (c) => c.unavailableProductIds,
  itemCount: (c) => c.itemCount,
  subTotal: (c) => money(c.totals.subTotal),
  shipping: (c) => money(c.totals.shipping),
  freeShippingThreshold: () => money(FREE_SHIPPING_FROM_FILS),
  amountToFreeShipping: (c) => money(c.totals.toFreeShipping),
  total: (c) => money(c.totals.total),
  vatIncluded: (c) => money(c.totals.vatIncluded),
};

export const CartLine: CartLineResolvers = {
  unitPrice: (l) => money(l.unitFils),
  lineTotal: (l) => money(l.lineFils),
};

export const Order: OrderResolvers = {
  id: (o) => String(o.id),
  status: (o) => statusOf(o.status),
  statusHistory: (o) => o.status_history,
  createdAt: (o) => o.created_at,
  itemCount: (o) => o.lines.reduce((n, l) => n + l.quantity, 0),
  subTotal: (o) => aed(o.sub_total),
  shipping: (o) => aed(o.shipping),
  vatIncluded: (o) => aed(o.vat_included),
  total: (o) => aed(o.total),
  shippingAddress: (o) => o.shipping_address,
  paymentMethod: (o) => (o.payment_method === "bank_transfer" ? "BANK_TRANSFER" : "CASH_ON_DELIVERY"),
  contactEmail: (o) => o.contact_email,
  contactPhone: (o) => o.contact_phone,
  isGuestOrder: (o) => o.user === null,
  confirmationEmail: (o) => o.confirmationEmail ?? null,
};

export const OrderStatusChange: OrderStatusChangeResolvers = {
  status: (s) => statusOf(s.status),
};

export const OrderLine: OrderLineResolvers = {
  productId: (l) => String(l.product),
  partNumber: (l) => l.part_number || null,
  unitPrice: (l) => aed(l.unit_price),
  lineTotal: (l) => aed(l.line_total),
  product: (l, _, { catalog }) => findProduct(catalog, { id: String(l.product) }),
};

export const OrderAddress: OrderAddressResolvers = {
  emirate: (a) => emirateOf(a.emirate),
};

export const OrderConnection: OrderConnectionResolvers = {
  edges: (page) => orderEdges(page),
  nodes: (page) => page.orders,
  pageInfo: (page) => orderPageInfo(page),
  totalCount: (page) => page.totalCount,
};
