"use strict";

// The e-mail plugin's settings for the shop (password-reset mails): SMTP through nodemailer. Strapi's default
// provider (sendmail) has no mail server on a hosted machine, so the reset mail fails inside Strapi.
// Used from config/plugins.js as `email: require('./shop-email')({ env })`.
const { mailFrom, replyTo } = require("../shop/mail-settings");

module.exports = ({ env }) => ({
  provider: "nodemailer",
  providerOptions: {
    host: env("SMTP_HOST", "127.0.0.1"),
    port: env.int("SMTP_PORT", 587),
    secure: env.bool("SMTP_SECURE", false),
    ignoreTLS: env.bool("SMTP_IGNORE_TLS", false),
    ...(env("SMTP_USERNAME") ? { auth: { user: env("SMTP_USERNAME"), pass: env("SMTP_PASSWORD") } } : {}),
    connectionTimeout: 10000,
  },
  settings: {
    // SHOP_MAIL_FROM and SHOP_MAIL_REPLY_TO; the reset mail's template gets the same (shop/reset-mail.js).
    defaultFrom: mailFrom(process.env).text,
    defaultReplyTo: replyTo(process.env),
  },
});
