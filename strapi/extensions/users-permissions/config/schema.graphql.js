"use strict";

// users-permissions' part of strapi-plugin-graphql's schema, narrowed to `me`. The shop's gateway speaks REST only.
// - Users: the permissions refuse `users`, `user` and `usersConnection` (user.find/findone are never granted), but
//   the generated queries and mutations go too, so a grant made by mistake in the admin panel opens nothing here.
//   With the type disabled, the plugin's own createUser/updateUser/deleteUser must be disabled by name as well
//   (a resolver without its field in the schema stops Strapi from starting).
// - Sign-in, registration and password reset: GraphQL runs no route policy, so these would skip the sign-in rate
//   limit of their REST routes (and a request can hold many aliased attempts).
module.exports = {
  type: { UsersPermissionsUser: false },
  resolver: {
    Mutation: {
      createUser: false,
      updateUser: false,
      deleteUser: false,
      login: false,
      register: false,
      forgotPassword: false,
      resetPassword: false,
      emailConfirmation: false,
    },
  },
};
