"use strict";

// Runs after the plugins' own bootstrap: the shop's role grants, the reset mail's link and sender, and a check of
// the shop's settings (shop/setup.js).
const path = require("path");
const { setUpShop } = require(path.join(__dirname, "..", "..", "shop", "setup"));

module.exports = async () => {
  await setUpShop(strapi);
};
