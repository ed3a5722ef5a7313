// users-permissions signs tokens with this secret; the e-mail settings come from the shop extension.
const shopEmail = require('./shop-email');

module.exports = ({ env }) => ({
  'users-permissions': { jwtSecret: env('JWT_SECRET', 'test-jwt-secret') },
  email: shopEmail({ env }),
});
