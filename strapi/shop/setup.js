"use strict";

// Everything the shop needs on each start, in one call from config/functions/bootstrap.js:
// `await require("../../shop/setup").setUpShop(strapi)`. It runs after the plugins' own bootstrap (which creates
// the permission rows for every route), so a new route is never left closed or, worse, open.
const { grantShopPermissions } = require("./permissions");
const { configureResetMail } = require("./reset-mail");
const { cashOnDeliveryMaxFils } = require("./shop-rules");
const { mailFrom } = require("./mail-settings");
const { setUpTaxDocuments } = require("./tax-documents");

async function setUpShop(strapi, env = process.env) {
  // A bad setting stops the start here, with its name, instead of failing orders or mails later.
  cashOnDeliveryMaxFils(env);
  mailFrom(env);
  await grantShopPermissions(strapi);
  await configureResetMail(strapi, env);
  // The invoice and credit note sequences, and numbers for orders stored before them.
  await setUpTaxDocuments(strapi);
}

module.exports = { setUpShop };
