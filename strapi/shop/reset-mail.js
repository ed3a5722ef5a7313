"use strict";

// The password-reset mail's settings in the users-permissions store (Settings > Users & Permissions in the admin
// panel): the storefront page its link opens, and its sender and reply-to address.
const { STOCK_SENDER, mailFrom, replyTo } = require("./mail-settings");

/**
 * `resetUrl` from SHOP_RESET_PASSWORD_URL when set. The sender from SHOP_MAIL_FROM when set; without it, a
 * sender chosen in the admin panel is kept and only Strapi's stock "Administration Panel <no-reply@strapi.io>" is
 * replaced by the shop's default.
 */
async function configureResetMail(strapi, env = process.env) {
  const store = strapi.store({ environment: "", type: "plugin", name: "users-permissions" });
  const advanced = (await store.get({ key: "advanced" })) || {};
  if (env.SHOP_RESET_PASSWORD_URL) await store.set({ key: "advanced", value: { ...advanced, email_reset_password: env.SHOP_RESET_PASSWORD_URL } });
  const email = (await store.get({ key: "email" })) || {};
  const options = email.reset_password && email.reset_password.options;
  if (!options) return;
  const from = mailFrom(env);
  const stored = options.from || {};
  if (from.configured || !stored.email || stored.email === STOCK_SENDER) options.from = { name: from.name, email: from.email };
  if (env.SHOP_MAIL_REPLY_TO || !options.response_email) options.response_email = replyTo(env);
  await store.set({ key: "email", value: email });
}

module.exports = { configureResetMail };
