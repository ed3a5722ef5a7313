import type { SignInResultResolvers } from "../../__generated__/resolvers-types.js";

export const SignInResult: SignInResultResolvers = {
  __resolveType: (result) => ("__typename" in result && result.__typename === "SignInRefused" ? "SignInRefused" : "AuthPayload"),
};
