// users-permissions signs tokens with this secret; the e-mail settings come from the shop extension.
const shopEmail = require("./shop-email");

module.exports = ({ env }) => ({
  "users-permissions": {
    jwtSecret: env("JWT_SECRET", "test-jwt-secret"),
    // Strapi's default is 5 a minute per route and client address; the browser tests all sign in from one.
    ratelimit: { max: env.int("AUTH_RATE_LIMIT_MAX", 5) },
  },
  email: shopEmail({ env }),
});
