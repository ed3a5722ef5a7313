// What an order costs on top of its lines, in integer fils (1 AED = 100 fils). The gateway prices carts with these
// (server/src/modules/orders/totals.ts) and the hosted Strapi's extension stores orders with its copy
// (strapi/shop/shop-rules.js, compared with this by a test); test/order-money-cases.ts holds the amounts both
// must compute.

export const ORDER_MONEY = {
  /** Delivery is free from this sub-total (AED 500.00). */
  freeShippingFromFils: 50_000,
  /** Delivery below it (AED 25.00); an empty order ships nothing. */
  shippingFils: 2_500,
  /** UAE VAT, included in every price: the VAT inside a total T is T x 5/105. */
  vatPercent: 5,
} as const;
