"use strict";

// What each users-permissions role may call for the shop. Applied on every start by shop/setup.js; the README
// lists the same grants for operators who prefer the admin panel.
//
// Never granted, to any role: users-permissions `user.update`, `user.destroy`, `user.create` (v3's
// `PUT /users/:id` lets a role edit ANY user), `user.find`, `user.findone`, `user.count` (`GET /users/:id` shows ANY
// user's e-mail, names and phone, and ids are sequential: the shop reads only `/users/me`), and create/update/delete
// on catalog types. A grant made by hand in the admin panel is switched off again on the next start.
const GRANTS = {
  public: {
    application: {
      product: ["find", "findone", "count"],
      brand: ["find", "findone", "count"],
      "product-category": ["find", "findone", "count"],
      "sub-category": ["find", "findone", "count"],
      order: ["create", "track"],
      quote: ["create", "track", "accept"],
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
      quote: ["create", "track", "accept", "find", "findone", "count"],
      account: ["updateme", "changepassword", "signouteverywhere"],
    },
    "users-permissions": { auth: ["callback", "forgotpassword", "resetpassword"], user: ["me"] },
  },
};

const NEVER = { "users-permissions": { user: ["update", "find", "findone", "destroy", "create", "count", "destroyall"] } };

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

module.exports = { GRANTS, NEVER, grantShopPermissions };
