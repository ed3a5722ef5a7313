// The test project's server: REST only (the admin panel is neither built nor served), behind the gateway.
module.exports = ({ env }) => ({
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  // The gateway forwards the shopper's address (X-Forwarded-For): with proxy on, Strapi's sign-in rate limit
  // counts per shopper instead of per gateway (koa's ctx.ip).
  proxy: env.bool("STRAPI_PROXY", true),
  admin: { serveAdminPanel: false, autoOpen: false, auth: { secret: env("ADMIN_JWT_SECRET", "test-admin-secret") } },
});
