"use strict";

// The shopper's own account, which Strapi v3 lacks: `PUT /users/me` (v3 only has `PUT /users/:id`, which would
// let a role edit ANY user), `POST /auth/change-password` (checks the current password) and
// `POST /auth/sign-out-everywhere`. Grant these three to the Authenticated role; never grant users-permissions'
// `user.update` to it.
const { sanitizeEntity } = require("strapi-utils");
const { parseChangePasswordBody, parseProfileBody } = require("../../../shop/validation");
const { authError, withValidation } = require("../../../shop/http");

const users = () => strapi.query("user", "users-permissions");
const userService = () => strapi.plugins["users-permissions"].services.user;

const publicUser = (user) => sanitizeEntity(user, { model: users().model });

const signedIn = (ctx) => {
  if (!ctx.state.user) throw strapi.errors.forbidden();
  return ctx.state.user;
};

const passwordMatches = async (user, password) => {
  const full = await users().findOne({ id: user.id }, []);
  return Boolean(full && full.password) && userService().validatePassword(password, full.password);
};

const wrongCurrentPassword = (ctx) => authError(ctx, "Auth.form.error.invalid", "The provided current password is invalid.");

module.exports = {
  // Profile fields only. A new e-mail needs `currentPassword`: a stolen token alone must not move the account
  // (and its password resets) to another address. A username that was the old address follows the new one.
  updateMe: withValidation(async (ctx) => {
    const user = signedIn(ctx);
    const parsed = parseProfileBody(ctx.request.body);
    if (parsed.refused) return ctx.badRequest(`'${parsed.refused}' cannot be changed here`);
    const { changes, currentPassword } = parsed;
    const emailChanges = changes.email !== undefined && changes.email !== String(user.email).toLowerCase();
    if (emailChanges) {
      if (currentPassword === undefined) {
        return authError(ctx, "Auth.form.error.password.provide", "Please provide your current password.");
      }
      if (!(await passwordMatches(user, currentPassword))) return wrongCurrentPassword(ctx);
      const taken =
        (await users().count({ email: changes.email, id_ne: user.id })) > 0 || (await users().count({ username: changes.email, id_ne: user.id })) > 0;
      if (taken) return authError(ctx, "Auth.form.error.email.taken", "Email is already taken.");
      if (String(user.username).toLowerCase() === String(user.email).toLowerCase()) changes.username = changes.email;
    } else delete changes.email;
    let updated;
    try {
      updated = await users().update({ id: user.id }, changes);
    } catch (error) {
      // The user model's rule: e-mails and usernames are unique whatever their case (models/User.js).
      if (/already taken/.test(String(error && error.message))) {
        return authError(ctx, "Auth.form.error.email.taken", "Email is already taken.");
      }
      throw error;
    }
    ctx.body = publicUser(updated);
  }),

  // Strapi v4's shape: `{ currentPassword, password, passwordConfirmation }`; answers a fresh `{ jwt, user }`
  // (every other session ends: see extensions/users-permissions/models/User.js).
  async changePassword(ctx) {
    const user = signedIn(ctx);
    const parsed = parseChangePasswordBody(ctx.request.body, (password) => userService().isHashed(password));
    if (parsed.problem) return authError(ctx, parsed.problem.id, parsed.problem.message);
    const { currentPassword, password } = parsed;
    if (!(await passwordMatches(user, currentPassword))) return wrongCurrentPassword(ctx);
    const updated = await userService().edit({ id: user.id }, { password });
    ctx.body = {
      jwt: strapi.plugins["users-permissions"].services.jwt.issue({ id: user.id }),
      user: publicUser(updated),
    };
  },

  // Every token issued so far, this one included, is refused from now on.
  async signOutEverywhere(ctx) {
    const user = signedIn(ctx);
    await users().update({ id: user.id }, { tokens_valid_after: Date.now() });
    ctx.body = { ok: true };
  },
};
