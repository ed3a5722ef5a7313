"use strict";

// Two rules Strapi v3's user model lacks, applied to every write (register, PUT /users/me, the admin panel):
// - usernames and e-mails are unique whatever their case, and a username is never another account's e-mail
//   (else "John" and "john", or a username that looks like someone's address, could impersonate);
// - a new password (changed, reset, or set in the admin panel) ends every session issued before it: whoever held
//   a token, a thief included, must sign in again. Tokens are checked against this in services/Jwt.js.
// The register route turns an error naming "username" into Auth.form.error.username.taken, others into
// Auth.form.error.email.taken.

const users = () => strapi.query("user", "users-permissions");

/** Accounts other than `selfId` whose `field` equals `value` ignoring case (`_contains` is case-insensitive). */
async function sameIgnoringCase(field, value, selfId) {
  if (typeof value !== "string" || value === "") return false;
  const candidates = await users().find({ [`${field}_contains`]: value, _limit: -1 }, []);
  return candidates.some((user) => user.id !== selfId && String(user[field]).toLowerCase() === value.toLowerCase());
}

async function checkUnique(data, selfId) {
  if (!data) return;
  if (data.username !== undefined) {
    if ((await sameIgnoringCase("username", data.username, selfId)) || (await sameIgnoringCase("email", data.username, selfId))) {
      throw new Error("This username is already taken.");
    }
  }
  if (data.email !== undefined) {
    if ((await sameIgnoringCase("email", data.email, selfId)) || (await sameIgnoringCase("username", data.email, selfId))) {
      throw new Error("This email is already taken.");
    }
  }
}

module.exports = {
  lifecycles: {
    async beforeCreate(data) {
      await checkUnique(data, undefined);
    },
    async beforeUpdate(params, data) {
      await checkUnique(data, params && params.id !== undefined ? Number(params.id) : undefined);
      if (data && data.password) data.tokens_valid_after = Date.now();
    },
  },
};
