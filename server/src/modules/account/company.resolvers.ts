import type { CompanyAddressResolvers, CompanyProfileResultResolvers, CompanyResolvers } from "../../__generated__/resolvers-types.js";
import { emirateOf } from "./address.resolvers.js";

// A company, on the customer (its profile) and on an order: the backend's `shop.company` component, whose billing
// address fields sit on the company itself.

export const Company: CompanyResolvers = {
  legalName: (c) => c.legal_name,
  trn: (c) => c.trn,
  billingAddress: (c) => c,
};

export const CompanyAddress: CompanyAddressResolvers = {
  emirate: (c) => emirateOf(c.emirate),
};

export const CompanyProfileResult: CompanyProfileResultResolvers = {
  __resolveType: (result) => ("__typename" in result && result.__typename === "CompanyInvalid" ? "CompanyInvalid" : "Customer"),
};
