"use strict";

// The shop's money rules for an order, in integer fils (1 AED = 100 fils). The stand-in stores its orders with
// this file too; the gateway's cart preview (server/src/modules/orders/totals.ts) computes the same amounts, and
// both are held to one table of cases (packages/shop-rules/test/order-money-cases.ts).
const { ORDER_MONEY } = require("./shop-rules");

const toFils = (aed) => Math.round(Number(aed) * 100);
const toAed = (fils) => fils / 100;

/** The price a shopper pays: the sale price when set and strictly below the list price. */
function unitPriceFils(price, salePrice) {
  const list = toFils(price);
  if (salePrice === null || salePrice === undefined) return list;
  const sale = toFils(salePrice);
  return sale >= 0 && sale < list ? sale : list;
}

/**
 * The list price in fils when the shopper pays a sale price below it (the tax invoice's discount), else null.
 * Same rule as unitPriceFils: a sale price counts only when set and strictly below the list price.
 */
function listPriceFils(price, salePrice) {
  const list = toFils(price);
  return unitPriceFils(price, salePrice) < list ? list : null;
}

function orderTotals(lineTotalsFils) {
  const subTotal = lineTotalsFils.reduce((sum, fils) => sum + fils, 0);
  const shipping = subTotal === 0 || subTotal >= ORDER_MONEY.freeShippingFromFils ? 0 : ORDER_MONEY.shippingFils;
  const total = subTotal + shipping;
  // Prices include VAT: the VAT inside a total T is T x 5/105.
  const vatIncluded = Math.round((total * ORDER_MONEY.vatPercent) / (100 + ORDER_MONEY.vatPercent));
  return { subTotal, shipping, total, vatIncluded };
}

/** `PAV-2026-000123`: the year placed and the order's id. */
const orderNumber = (id, createdAt) => `PAV-${createdAt.slice(0, 4)}-${String(id).padStart(6, "0")}`;

/**
 * What an order row stores of its money, from its priced lines (`unit` in fils; `list` the list price in fils
 * when sold below it, else null or absent): the lines as stored and the totals, written once for the order
 * controller and the demo history the real-Strapi seed places.
 */
function storedMoney(lines) {
  const totals = orderTotals(lines.map((l) => l.unit * l.quantity));
  return {
    totals,
    fields: {
      lines: lines.map((l) => ({
        product: l.product,
        title: l.title,
        part_number: l.part_number,
        unit_price: toAed(l.unit),
        quantity: l.quantity,
        line_total: toAed(l.unit * l.quantity),
        list_price: l.list === null || l.list === undefined ? null : toAed(l.list),
      })),
      sub_total: toAed(totals.subTotal),
      shipping: toAed(totals.shipping),
      vat_included: toAed(totals.vatIncluded),
      total: toAed(totals.total),
    },
  };
}

module.exports = { toFils, toAed, unitPriceFils, listPriceFils, orderTotals, orderNumber, storedMoney };
