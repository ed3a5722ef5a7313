"use strict";

// Who the shop's mails come from, read once for both places Strapi takes a sender from: the e-mail plugin's
// default (config/shop-email.js) and the reset-password template in the users-permissions store, whose stock
// sender "Administration Panel <no-reply@strapi.io>" wins over the plugin's default for reset mails.

const DEFAULT_FROM = "ProAV Shop <no-reply@proav.ae>";
const DEFAULT_REPLY_TO = "support@proav.ae";
const STOCK_SENDER = "no-reply@strapi.io";

const MAILBOX = /^\s*(?:"?([^"<>]*?)"?\s*<([^\s<>@]+@[^\s<>@]+)>|([^\s<>@"]+@[^\s<>@"]+))\s*$/;

/** `Name <address>` or a bare address as `{ name, email }`; throws for anything else. */
function parseMailbox(text, variable) {
  const match = MAILBOX.exec(String(text));
  if (!match) throw new Error(`${variable} must be an e-mail address or "Name <address>", got ${JSON.stringify(text)}`);
  return match[3] ? { name: "", email: match[3] } : { name: match[1].trim(), email: match[2] };
}

/**
 * The sender: SHOP_MAIL_FROM, else SHOP_MAIL_FROM_ADDRESS (an older name, a bare address), else the shop's default.
 * `configured` says whether the environment chose it.
 */
function mailFrom(env = process.env) {
  if (env.SHOP_MAIL_FROM) return { text: env.SHOP_MAIL_FROM, ...parseMailbox(env.SHOP_MAIL_FROM, "SHOP_MAIL_FROM"), configured: true };
  if (env.SHOP_MAIL_FROM_ADDRESS) {
    const { email } = parseMailbox(env.SHOP_MAIL_FROM_ADDRESS, "SHOP_MAIL_FROM_ADDRESS");
    return { text: `ProAV Shop <${email}>`, name: "ProAV Shop", email, configured: true };
  }
  return { text: DEFAULT_FROM, ...parseMailbox(DEFAULT_FROM, "the default sender"), configured: false };
}

const replyTo = (env = process.env) => env.SHOP_MAIL_REPLY_TO || DEFAULT_REPLY_TO;

module.exports = { STOCK_SENDER, parseMailbox, mailFrom, replyTo };
