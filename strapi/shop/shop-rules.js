"use strict";

// The values the gateway and the storefront take from @proav/shop-rules (packages/shop-rules in the shop's
// repository). This extension is plain JavaScript copied into another project, so it keeps its own copy here, in
// one place; strapi-stand-in/test/strapi-shop-rules.test.ts fails when a value here and there differ. The stand-in
// loads this folder rather than copying it, so nothing else keeps these values.

/** An order: at most 50 different products, 1 to 99 of each, and a delivery note of at most 500 characters. */
const ORDER_LIMITS = { lines: 50, quantity: 99, note: 500 };

/** Account and address fields, in characters. `phone`: the longest text read as a phone number. */
const FIELD_LIMITS = { name: 50, email: 254, address: 100, phone: 30 };

/**
 * The shop's languages (shop-rules' SHOP_LOCALES): an order is placed in one of them, English by default. The
 * order model's `locale` enumeration (api/order/models/order.settings.json) lists the same.
 */
const SHOP_LOCALES = ["en", "ar"];

/** The seven emirates, as the REST API spells them (shop-rules' EMIRATES in lower case). */
const EMIRATES = ["abu_dhabi", "dubai", "sharjah", "ajman", "umm_al_quwain", "ras_al_khaimah", "fujairah"];

/** What an order costs on top of its lines, in fils: free delivery from AED 500.00, else AED 25.00; 5% VAT included. */
const ORDER_MONEY = { freeShippingFromFils: 50000, shippingFils: 2500, vatPercent: 5 };

/**
 * Cash on delivery up to this order total, in whole AED (a courier carries no more cash than that). The gateway's
 * COD_MAX_AED has the same default; SHOP_COD_MAX_AED changes it here and must then equal the gateway's.
 */
const COD_MAX_AED_DEFAULT = 10000;
const COD_MAX_AED_RANGE = { min: 1, max: 10000000 };

/** The cash-on-delivery limit in fils from SHOP_COD_MAX_AED; throws (Strapi does not start) for a bad value. */
function cashOnDeliveryMaxFils(env = process.env) {
  const text = env.SHOP_COD_MAX_AED;
  if (text === undefined || text === "") return COD_MAX_AED_DEFAULT * 100;
  const aed = Number(text);
  if (!/^\d{1,8}$/.test(text) || aed < COD_MAX_AED_RANGE.min || aed > COD_MAX_AED_RANGE.max) {
    throw new Error(`SHOP_COD_MAX_AED must be a whole number of AED from 1 to 10000000, got ${JSON.stringify(text)}`);
  }
  return aed * 100;
}

module.exports = { ORDER_LIMITS, FIELD_LIMITS, SHOP_LOCALES, EMIRATES, ORDER_MONEY, COD_MAX_AED_DEFAULT, cashOnDeliveryMaxFils };
