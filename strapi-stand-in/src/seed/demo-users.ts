// The demo accounts every fresh database has (documented in the README; e2e tests sign in with them).

export interface DemoUser {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: "john.doe", email: "john.doe@example.com", password: "Passw0rd!john", first_name: "John", last_name: "Doe" },
  { username: "jane.smith", email: "jane.smith@example.com", password: "Passw0rd!jane", first_name: "Jane", last_name: "Smith" },
];

/** users-permissions' two default roles, with their stock descriptions (sample 15). */
export const ROLES = [
  { id: 1, name: "Authenticated", description: "Default role given to authenticated user.", type: "authenticated" },
  { id: 2, name: "Public", description: "Default role given to unauthenticated user.", type: "public" },
] as const;
