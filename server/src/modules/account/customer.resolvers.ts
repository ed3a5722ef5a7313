import type { CustomerResolvers } from "../../__generated__/resolvers-types.js";

export const Customer: CustomerResolvers = {
  id: (u) => String(u.id),
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  phone: (u) => u.phone ?? null,
  createdAt: (u) => u.created_at,
  company: (u) => u.company ?? null,
};
