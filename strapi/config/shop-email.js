"use strict";

// The e-mail plugin's settings for the shop (password-reset mails): SMTP through nodemailer. Strapi's default
// provider (sendmail) has no mail server on a hosted machine, so the reset mail fails inside Strapi.
// Used from config/plugins.js as `email: require('./shop-email')({ env })`.
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
    defaultFrom: env("SHOP_MAIL_FROM", "ProAV Shop <no-reply@proav.ae>"),
    defaultReplyTo: env("SHOP_MAIL_REPLY_TO", "support@proav.ae"),
  },
});
