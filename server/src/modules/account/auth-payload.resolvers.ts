import type { AuthPayloadResolvers } from "../../__generated__/resolvers-types.js";

export const AuthPayload: AuthPayloadResolvers = {
  token: (a) => a.jwt,
  customer: (a) => a.user,
};
