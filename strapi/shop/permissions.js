"use strict";

// What each users-permissions role may call for the shop. Used by config/functions/bootstrap.js (or run once by
// hand); the README lists the same grants for operators who prefer the admin panel.
//
// Never granted, to any role: users-permissions `user.update`, `user.find`, `user.destroy`, `user.create`
// (v3's `PUT /users/:id` lets a role edit ANY user), and create/update/delete on catalog types.
const GRANTS = {
  public: {
    application: {
      product: ["find", "findone", "count"],
      brand: ["find", "findone", "count"],
      "product-category": ["find", "findone", "count"],
      "sub-category": ["find", "findone", "count"],
      order: ["create", "track"],
    },
    "users-permissions": { auth: ["callback", "register", "forgotpassword", "resetpassword", "emailconfirmation"], user: ["me"] },
  },
  authenticated: {
    application: {
      product: ["find", "findone", "count"],
      brand: ["find", "findone", "count"],
      "product-category": ["find", "findone", "count"],
      "sub-category": ["find", "findone", "count"],
      address: ["find", "findone", "count", "create", "update", "delete"],
      order: ["create", "track", "find", "findone", "count"],
      account: ["updateme", "changepassword", "signouteverywhere"],
    },
    "users-permissions": { auth: ["callback", "forgotpassword", "resetpassword"], user: ["me", "findone"] },
  },
};

const NEVER = { "users-permissions": { user: ["update", "find", "destroy", "create", "count", "destroyall"] } };

/** Enables the shop's grants (and disables the dangerous ones) on the Public and Authenticated roles. */
async function grantShopPermissions(strapi) {
  const permissions = strapi.query("permission", "users-permissions");
  for (const [roleType, byType] of Object.entries(GRANTS)) {
    const role = await strapi.query("role", "users-permissions").findOne({ type: roleType }, []);
    if (!role) continue;
    for (const [type, controllers] of Object.entries(byType)) {
      for (const [controller, actions] of Object.entries(controllers)) {
        for (const action of actions) await permissions.update({ role: role.id, type, controller, action }, { enabled: true });
      }
    }
    for (const [type, controllers] of Object.entries(NEVER)) {
      for (const [controller, actions] of Object.entries(controllers)) {
        for (const action of actions) {
          const found = await permissions.findOne({ role: role.id, type, controller, action }, []);
          if (found && found.enabled) await permissions.update({ id: found.id }, { enabled: false });
        }
      }
    }
  }
}

/** The reset link's page (the storefront's) and the reset mail's sender, in the users-permissions store. */
async function configureResetMail(strapi, { resetUrl, from }) {
  const store = strapi.store({ environment: "", type: "plugin", name: "users-permissions" });
  const advanced = (await store.get({ key: "advanced" })) || {};
  if (resetUrl) await store.set({ key: "advanced", value: { ...advanced, email_reset_password: resetUrl } });
  const email = (await store.get({ key: "email" })) || {};
  if (email.reset_password && from) {
    email.reset_password.options.from = from;
    await store.set({ key: "email", value: email });
  }
}

module.exports = { GRANTS, NEVER, grantShopPermissions, configureResetMail };
