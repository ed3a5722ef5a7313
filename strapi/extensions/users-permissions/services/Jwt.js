"use strict";

// users-permissions' token service with revocation: a token issued before the user's `tokens_valid_after` (set by
// a password change or reset, or by sign-out-everywhere) is refused like a forged one ("Invalid token.").
// Tokens carry their issue time in milliseconds (`ts`), so a new token issued in the same second as a
// revocation still works; tokens from before the extension have only `iat` (seconds) and are judged by it.
const _ = require("lodash");
const jwt = require("jsonwebtoken");

const secret = () => _.get(strapi.plugins, ["users-permissions", "config", "jwtSecret"]);

module.exports = {
  issue(payload, jwtOptions = {}) {
    _.defaults(jwtOptions, strapi.plugins["users-permissions"].config.jwt);
    const claims = _.clone(payload.toJSON ? payload.toJSON() : payload);
    return jwt.sign({ ...claims, ts: Date.now() }, secret(), jwtOptions);
  },

  async verify(token) {
    let payload;
    try {
      // HS256 only: a token naming another algorithm (or none) is forged whatever it claims.
      payload = jwt.verify(token, secret(), { algorithms: ["HS256"] });
    } catch (error) {
      throw new Error("Invalid token.");
    }
    if (payload && payload.id !== undefined) {
      const user = await strapi.query("user", "users-permissions").findOne({ id: payload.id }, []);
      const validAfter = Number((user && user.tokens_valid_after) || 0);
      const issuedAt = typeof payload.ts === "number" ? payload.ts : Number(payload.iat || 0) * 1000;
      if (validAfter && issuedAt < validAfter) throw new Error("Invalid token.");
    }
    return payload;
  },
};
