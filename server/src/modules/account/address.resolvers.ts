import type { AddressResolvers, Emirate } from "../../__generated__/resolvers-types.js";

/** The backend stores emirates in lower case (`abu_dhabi`); the schema's enum is upper case. */
export const emirateOf = (value: string) => value.toUpperCase() as Emirate;

export const Address: AddressResolvers = {
  id: (a) => String(a.id),
  emirate: (a) => emirateOf(a.emirate),
  isDefault: (a) => a.is_default,
};
