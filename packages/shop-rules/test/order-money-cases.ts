// The amounts an order must come to, whoever computes them: the gateway's cart preview
// (server/src/modules/orders/totals.test.ts) and the hosted Strapi's extension, which stores the order and which
// the stand-in loads (strapi-stand-in/test/strapi-shop-rules.test.ts). A case here that one of them computes
// differently fails that side's test, so a shopper never sees one total and pays another.

/** A line as the backend sends its product: list price and sale price in AED (JSON numbers). */
export interface MoneyCaseLine {
  price: number;
  salePrice: number | null;
  quantity: number;
}

export interface MoneyCase {
  name: string;
  lines: MoneyCaseLine[];
  /** What one item of each line costs, in fils. */
  unitFils: number[];
  totals: { subTotal: number; shipping: number; total: number; vatIncluded: number };
}

const line = (price: number, salePrice: number | null = null, quantity = 1): MoneyCaseLine => ({ price, salePrice, quantity });

export const ORDER_MONEY_CASES: MoneyCase[] = [
  { name: "an empty order ships nothing", lines: [], unitFils: [], totals: { subTotal: 0, shipping: 0, total: 0, vatIncluded: 0 } },
  {
    name: "one fils below AED 500.00 pays AED 25.00 delivery",
    lines: [line(499.99)],
    unitFils: [49_999],
    totals: { subTotal: 49_999, shipping: 2_500, total: 52_499, vatIncluded: 2_500 },
  },
  {
    name: "AED 500.00 exactly ships free",
    lines: [line(500)],
    unitFils: [50_000],
    totals: { subTotal: 50_000, shipping: 0, total: 50_000, vatIncluded: 2_381 },
  },
  {
    name: "several lines reach the free-delivery threshold together",
    lines: [line(250), line(125, null, 2)],
    unitFils: [25_000, 12_500],
    totals: { subTotal: 50_000, shipping: 0, total: 50_000, vatIncluded: 2_381 },
  },
  {
    name: "a price with binary noise becomes exact fils, and the VAT inside rounds to the fils",
    lines: [line(1328.99)],
    unitFils: [132_899],
    totals: { subTotal: 132_899, shipping: 0, total: 132_899, vatIncluded: 6_329 },
  },
  {
    name: "the VAT of a small order includes the delivery's",
    lines: [line(10)],
    unitFils: [1_000],
    totals: { subTotal: 1_000, shipping: 2_500, total: 3_500, vatIncluded: 167 },
  },
  {
    name: "a sale price below the list price is what the shopper pays",
    lines: [line(100, 89.9, 2)],
    unitFils: [8_990],
    totals: { subTotal: 17_980, shipping: 2_500, total: 20_480, vatIncluded: 975 },
  },
  {
    name: "a sale price equal to or above the list price does not count",
    lines: [line(100, 100), line(200, 250)],
    unitFils: [10_000, 20_000],
    totals: { subTotal: 30_000, shipping: 2_500, total: 32_500, vatIncluded: 1_548 },
  },
  {
    name: "a sale that takes a line below the threshold brings delivery back",
    lines: [line(520, 480)],
    unitFils: [48_000],
    totals: { subTotal: 48_000, shipping: 2_500, total: 50_500, vatIncluded: 2_405 },
  },
  {
    name: "the largest quantity of a dear product stays exact",
    lines: [line(12_499, 11_999.5, 99)],
    unitFils: [1_199_950],
    totals: { subTotal: 118_795_050, shipping: 0, total: 118_795_050, vatIncluded: 5_656_907 },
  },
];
