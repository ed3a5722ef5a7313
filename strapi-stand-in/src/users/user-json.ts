import type { RoleRow, UserRow } from "./user-repo.js";

/**
 * The user as users-permissions sanitizes it (sample 16): never the password or the reset and confirmation
 * tokens. `phone` is not in the hosted model's samples, so it is only sent when a registration set it.
 */
export function userJson(user: UserRow, role: RoleRow | undefined): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    provider: user.provider,
    confirmed: user.confirmed === 1,
    blocked: user.blocked === 1,
    role: role ? { id: role.id, name: role.name, description: role.description, type: role.type } : null,
    first_name: user.first_name,
    last_name: user.last_name,
    ...(user.phone === null ? {} : { phone: user.phone }),
    // The company profile offered at checkout (the extension's JSON attribute), or null.
    company: user.company === null ? null : (JSON.parse(user.company) as unknown),
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
