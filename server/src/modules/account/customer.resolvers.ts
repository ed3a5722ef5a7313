import type { AddressResolvers, AuthPayloadResolvers, CustomerResolvers, Emirate } from "../../__generated__/resolvers-types.js";

export const Customer: CustomerResolvers = {
  id: (u) => String(u.id),
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  phone: (u) => u.phone ?? null,
  createdAt: (u) => u.created_at,
};

export const AuthPayload: AuthPayloadResolvers = {
  token: (a) => a.jwt,
  customer: (a) => a.user,
};

export const emirateOf = (value: string) => value.toUpperCase() as Emirate;

export const Address: AddressResolvers = {
  id: (a) => String(a.id),
  emirate: (a) => emirateOf(a.emirate),
  isDefault: (a) => a.is_default,
};
