"use strict";

// users-permissions' sign-in, made to take as long for an unknown account as for a wrong password: the stock
// `callback` answers an unknown identifier at once, before any bcrypt comparison, so timing tells which e-mails
// have accounts. Here an unknown identifier pays one comparison against a dummy hash first; the stock action
// then answers as before (same error, same rate limit).
const bcrypt = require("bcryptjs");
// Taken now: Strapi merges this file into the plugin's controller object, which is the same module instance.
const stockCallback = require("strapi-plugin-users-permissions/controllers/Auth").callback;

// Cost 10, as users-permissions hashes passwords.
const DUMMY_HASH = bcrypt.hashSync("not-a-password-of-anyone", 10);

module.exports = {
  async callback(ctx) {
    const provider = ctx.params.provider || "local";
    const { identifier, password } = ctx.request.body || {};
    if (provider === "local" && typeof identifier === "string" && identifier && typeof password === "string") {
      const query = strapi.query("user", "users-permissions");
      const known = identifier.includes("@") ? await query.count({ email: identifier.toLowerCase() }) : await query.count({ username: identifier });
      if (!known) await bcrypt.compare(password, DUMMY_HASH);
    }
    return stockCallback.call(this, ctx);
  },
};
