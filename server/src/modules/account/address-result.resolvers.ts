import type { AddressResultResolvers } from "../../__generated__/resolvers-types.js";

export const AddressResult: AddressResultResolvers = {
  __resolveType: (result) => ("__typename" in result && result.__typename === "AddressInvalid" ? "AddressInvalid" : "Address"),
};
