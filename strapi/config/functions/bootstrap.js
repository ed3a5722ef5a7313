"use strict";

// Runs after the plugins' own bootstrap (which creates the permission rows for every route): applies the shop's
// role grants and the reset-mail settings on every start, so a new route is never left closed or, worse, open.
const path = require("path");
const { grantShopPermissions, configureResetMail } = require(path.join(__dirname, "..", "..", "shop", "permissions"));

module.exports = async () => {
  await grantShopPermissions(strapi);
  await configureResetMail(strapi, {
    resetUrl: process.env.SHOP_RESET_PASSWORD_URL,
    from: process.env.SHOP_MAIL_FROM_ADDRESS ? { name: "ProAV Shop", email: process.env.SHOP_MAIL_FROM_ADDRESS } : undefined,
  });
};
