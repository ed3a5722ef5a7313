'use strict';

// A new password (changed, reset, or set in the admin panel) ends every session issued before it: whoever held a
// token, a thief included, must sign in again. Tokens are checked against this in services/Jwt.js.
module.exports = {
  lifecycles: {
    async beforeUpdate(params, data) {
      if (data && data.password) data.tokens_valid_after = Date.now();
    },
  },
};
