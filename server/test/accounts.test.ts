import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import jwt from "jsonwebtoken";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { codeOf, fieldsOf, freshIp, gql, refusalOf } from "./support/graphql-client.js";
import { eventually } from "./support/eventually.js";

// Accounts and address books through the real gateway and stand-in: sign-in, registration, profile, passwords,
// and every way a token can be bad; user A never sees or changes user B's addresses.

let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  backend = await startTestBackend();
  gateway = await startGateway(backend.url);
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

const LOGIN = `mutation($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { ... on AuthPayload { token customer { id email firstName lastName } } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token customer { id username email firstName lastName phone } } }`;
const ME = `{ me { id email firstName lastName phone } }`;
const ADDRESSES = `{ myAddresses { id name phone emirate area street building isDefault } }`;
const CREATE_ADDRESS = `mutation($input: AddressInput!) { createAddress(input: $input) { ... on Address { id name phone emirate isDefault } ... on ErrorResult { __typename message fields { path message code } } } }`;
const UPDATE_ADDRESS = `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ... on Address { id name isDefault } ... on ErrorResult { __typename message fields { path message code } } } }`;
const DELETE_ADDRESS = `mutation($id: ID!) { deleteAddress(id: $id) }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }`;

const ADDRESS = { name: "John Doe", phone: "050 123 4567", emirate: "DUBAI", area: "Dubai Marina", street: "Al Sufouh Rd", building: "Tower 1, flat 1203" };

async function signIn(identifier: string, password: string): Promise<string> {
  const reply = await gql<{ login: { token: string } }>(gateway.url, LOGIN, { identifier, password }, { ip: freshIp() });
  expect(reply.errors).toBeUndefined();
  return reply.data!.login.token;
}
const john = () => signIn("john.doe@example.com", "Passw0rd!john");
const jane = () => signIn("jane.smith@example.com", "Passw0rd!jane");

describe("sign-in and registration", () => {
  it("signs in and reads the shopper with the token; `me` is null without one", async () => {
    const token = await john();
    const me = await gql(gateway.url, ME, {}, { token });
    expect(me.data?.me).toMatchObject({ id: "1", email: "john.doe@example.com", firstName: "John", lastName: "Doe" });
    expect((await gql(gateway.url, ME)).data).toEqual({ me: null });
  });

  it("answers a wrong password or unknown account with one form-level INVALID_CREDENTIALS error", async () => {
    for (const identifier of ["john.doe@example.com", "nobody@example.com"]) {
      const reply = await gql(gateway.url, LOGIN, { identifier, password: "wrong-password1" }, { ip: freshIp() });
      expect(reply.errors).toBeUndefined();
      expect(refusalOf(reply)).toMatchObject({ __typename: "SignInRefused", code: "INVALID_CREDENTIALS" });
      expect(fieldsOf(reply)).toEqual([":INVALID_CREDENTIALS"]);
      // In the shop's words, not the backend's "Identifier or password invalid.".
      expect(refusalOf(reply)!.fields[0]!.message).toBe("The e-mail address (or username) and password do not match. Check them and try again.");
    }
    const empty = await gql(gateway.url, LOGIN, { identifier: " ", password: "" }, { ip: freshIp() });
    expect(fieldsOf(empty)).toEqual(["identifier:REQUIRED", "password:REQUIRED"]);
    expect(refusalOf(empty)?.code).toBe("INVALID_INPUT");
  });

  it("registers with a UAE phone, defaults the username to the e-mail, and refuses a taken e-mail", async () => {
    const input = { email: "Aisha@Example.com", password: "Secret123", firstName: "Aisha", lastName: "Khan", phone: "+971 55 765 4321" };
    const reply = await gql(gateway.url, REGISTER, { input }, { ip: freshIp() });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.register.customer).toMatchObject({ username: "aisha@example.com", email: "aisha@example.com", phone: "+971557654321" });
    const again = await gql(gateway.url, REGISTER, { input }, { ip: freshIp() });
    expect(fieldsOf(again)).toEqual(["input.email:TAKEN"]);
  });

  it("lists every malformed registration field at once and creates nothing", async () => {
    const users = () => {
      const db = new Database(backend.dbPath, { readonly: true });
      try {
        return (db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const before = users();
    const input = { email: "not-an-email", password: "short", firstName: "x".repeat(10_000), lastName: "", phone: "12345", username: "a b" };
    const reply = await gql(gateway.url, REGISTER, { input }, { ip: freshIp() });
    expect(fieldsOf(reply)).toEqual([
      "input.email:INVALID",
      "input.firstName:TOO_LONG",
      "input.lastName:REQUIRED",
      "input.password:TOO_SHORT",
      "input.phone:INVALID",
      "input.username:INVALID",
    ]);
    expect(users()).toBe(before);
  });
});

describe("tokens", () => {
  const now = () => Math.floor(Date.now() / 1000);
  it("refuses tampered, expired, foreign-key and alg:none tokens with UNAUTHENTICATED", async () => {
    const good = await john();
    const [header, , signature] = good.split(".");
    const tampered = `${header}.${Buffer.from(JSON.stringify({ id: 2, iat: now(), exp: now() + 3600 })).toString("base64url")}.${signature}`;
    const expired = jwt.sign({ id: 1, iat: now() - 7200, exp: now() - 3600 }, backend.jwtSecret, { algorithm: "HS256" });
    const foreign = jwt.sign({ id: 1 }, "another-secret-of-enough-length", { algorithm: "HS256" });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(JSON.stringify({ id: 1, iat: now() })).toString("base64url")}.`;
    for (const [name, token] of Object.entries({ tampered, expired, foreign, none, garbage: "x" })) {
      for (const query of [ME, ADDRESSES, `{ myOrders { totalCount } }`]) {
        const reply = await gql(gateway.url, query, {}, { token });
        expect(codeOf(reply), `${name}: ${query}`).toBe("UNAUTHENTICATED");
        expect(Object.values(reply.data ?? {}).every((v) => v === null)).toBe(true);
      }
    }
    const malformedHeader = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Basic am9objpwYXNz" },
      body: JSON.stringify({ query: ME }),
    });
    expect(codeOf({ status: 200, ...((await malformedHeader.json()) as object) })).toBe("UNAUTHENTICATED");
  });

  it("needs a token for account operations", async () => {
    expect(codeOf(await gql(gateway.url, ADDRESSES))).toBe("UNAUTHENTICATED");
    expect(codeOf(await gql(gateway.url, CREATE_ADDRESS, { input: ADDRESS }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await gql(gateway.url, `mutation { updateProfile(input: { firstName: "X" }) { id } }`))).toBe("UNAUTHENTICATED");
  });

  it("logout is stateless: always true, and the token still works until the client drops it", async () => {
    const token = await jane();
    expect((await gql(gateway.url, `mutation { logout }`, {}, { token })).data).toEqual({ logout: true });
    expect((await gql(gateway.url, ME, {}, { token })).data?.me?.email).toBe("jane.smith@example.com");
  });
});

describe("profile and passwords", () => {
  async function newAccount(email: string) {
    const reply = await gql<{ register: { token: string } }>(
      gateway.url,
      REGISTER,
      { input: { email, password: "Secret123", firstName: "Test", lastName: "User" } },
      { ip: freshIp() },
    );
    expect(reply.errors).toBeUndefined();
    return reply.data!.register.token;
  }

  it("updates one's own profile with field errors for bad values", async () => {
    const token = await newAccount("profile@example.com");
    const ok = await gql(
      gateway.url,
      `mutation { updateProfile(input: { firstName: " Mona ", phone: "04 123 4567" }) { firstName lastName phone } }`,
      {},
      { token },
    );
    expect(ok.data?.updateProfile).toEqual({ firstName: "Mona", lastName: "User", phone: "+97141234567" });
    const bad = await gql(
      gateway.url,
      `mutation($n: String) { updateProfile(input: { lastName: $n, email: "jane.smith@example.com" }) { id } }`,
      { n: "y".repeat(10_000) },
      { token },
    );
    expect(fieldsOf(bad)).toEqual(["input.lastName:TOO_LONG"]);
    const taken = await gql(
      gateway.url,
      `mutation { updateProfile(input: { email: "jane.smith@example.com", currentPassword: "Secret123" }) { id } }`,
      {},
      { token },
    );
    expect(fieldsOf(taken)).toEqual(["input.email:TAKEN"]);
  });

  it("changes the password only with the right current one", async () => {
    const token = await newAccount("change@example.com");
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
    const wrong = await gql(gateway.url, CHANGE, { input: { currentPassword: "Nope12345", newPassword: "Better123" } }, { token });
    expect(fieldsOf(wrong)).toEqual(["input.currentPassword:WRONG_PASSWORD"]);
    const ok = await gql(gateway.url, CHANGE, { input: { currentPassword: "Secret123", newPassword: "Better123" } }, { token });
    expect(typeof ok.data?.changePassword.token).toBe("string");
    await signIn("change@example.com", "Better123");
  });

  it("resets a password with the logged code, without revealing which e-mails have accounts", async () => {
    await newAccount("forgot@example.com");
    const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) { accepted } }`;
    for (const email of ["forgot@example.com", "nobody-here@example.com"]) {
      expect((await gql(gateway.url, REQUEST, { email }, { ip: freshIp() })).data).toEqual({ requestPasswordReset: { accepted: true } });
    }
    expect(fieldsOf(await gql(gateway.url, REQUEST, { email: "nope" }, { ip: freshIp() }))).toEqual(["email:INVALID"]);
    // The backend is asked after the answer (its timing would tell who has an account): its code comes shortly.
    const code = await eventually(() => {
      const db = new Database(backend.dbPath, { readonly: true });
      const row = db.prepare("SELECT reset_password_token FROM users WHERE email = ?").get("forgot@example.com") as { reset_password_token: string | null };
      db.close();
      return row.reset_password_token;
    });
    const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { token customer { email } } }`;
    const bad = await gql(gateway.url, RESET, { input: { code: "wrong", password: "Renewed123" } }, { ip: freshIp() });
    expect(fieldsOf(bad)).toEqual(["input.code:INVALID_CODE"]);
    const ok = await gql(gateway.url, RESET, { input: { code, password: "Renewed123" } }, { ip: freshIp() });
    expect(ok.data?.resetPassword.customer.email).toBe("forgot@example.com");
    await signIn("forgot@example.com", "Renewed123");
  });
});

describe("address book", () => {
  it("creates, lists (default first), updates, sets default and deletes", async () => {
    const token = await newShopper("book@example.com");
    const first = (await gql(gateway.url, CREATE_ADDRESS, { input: ADDRESS }, { token })).data!.createAddress;
    expect(first).toMatchObject({ phone: "+971501234567", emirate: "DUBAI", isDefault: true });
    const second = (await gql(gateway.url, CREATE_ADDRESS, { input: { ...ADDRESS, name: "Office", emirate: "ABU_DHABI" } }, { token })).data!.createAddress;
    expect(second.isDefault).toBe(false);
    expect((await gql(gateway.url, SET_DEFAULT, { id: second.id }, { token })).data!.setDefaultAddress).toEqual({ id: second.id, isDefault: true });
    const list = (await gql(gateway.url, ADDRESSES, {}, { token })).data!.myAddresses;
    expect(list.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await gql(gateway.url, UPDATE_ADDRESS, { id: first.id, input: { ...ADDRESS, name: "Home" } }, { token })).data!.updateAddress.name).toBe("Home");
    expect((await gql(gateway.url, DELETE_ADDRESS, { id: second.id }, { token })).data).toEqual({ deleteAddress: second.id });
    expect((await gql(gateway.url, ADDRESSES, {}, { token })).data!.myAddresses).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });

  it("never lets user B read, change, default or delete user A's address", async () => {
    const [a, b] = await Promise.all([john(), jane()]);
    const mine = (await gql(gateway.url, CREATE_ADDRESS, { input: ADDRESS }, { token: a })).data!.createAddress;
    expect(codeOf(await gql(gateway.url, UPDATE_ADDRESS, { id: mine.id, input: { ...ADDRESS, name: "Mallory" } }, { token: b }))).toBe("NOT_FOUND");
    expect(codeOf(await gql(gateway.url, DELETE_ADDRESS, { id: mine.id }, { token: b }))).toBe("NOT_FOUND");
    expect(codeOf(await gql(gateway.url, SET_DEFAULT, { id: mine.id }, { token: b }))).toBe("NOT_FOUND");
    expect(codeOf(await gql(gateway.url, DELETE_ADDRESS, { id: "../1" }, { token: b }))).toBe("NOT_FOUND");
    const bList = (await gql(gateway.url, ADDRESSES, {}, { token: b })).data!.myAddresses as { id: string }[];
    expect(bList.some((x) => x.id === mine.id)).toBe(false);
    const aList = (await gql(gateway.url, ADDRESSES, {}, { token: a })).data!.myAddresses as { id: string; name: string }[];
    expect(aList.find((x) => x.id === mine.id)?.name).toBe("John Doe");
  });

  it("refuses malformed addresses field by field and writes nothing", async () => {
    const token = await newShopper("badaddr@example.com");
    const input = { name: "n".repeat(10_000), phone: "+44 20 7946 0958", emirate: "DUBAI", area: "", street: "   ", building: "b" };
    const reply = await gql(gateway.url, CREATE_ADDRESS, { input }, { token });
    expect(fieldsOf(reply)).toEqual(["input.area:REQUIRED", "input.name:TOO_LONG", "input.phone:INVALID", "input.street:REQUIRED"]);
    expect(refusalOf(reply)?.__typename).toBe("AddressInvalid");
    expect((await gql(gateway.url, CREATE_ADDRESS, { input: { ...ADDRESS, emirate: "QATAR" } }, { token })).status).toBe(400);
    expect((await gql(gateway.url, ADDRESSES, {}, { token })).data!.myAddresses).toEqual([]);
  });
});

async function newShopper(email: string): Promise<string> {
  const reply = await gql<{ register: { token: string } }>(
    gateway.url,
    REGISTER,
    { input: { email, password: "Secret123", firstName: "Test", lastName: "Shopper" } },
    { ip: freshIp() },
  );
  expect(reply.errors).toBeUndefined();
  return reply.data!.register.token;
}

describe("session cookie", () => {
  const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), ...headers },
      body: JSON.stringify({ query, variables }),
    });

  it("is set (HttpOnly, SameSite=Lax) by login, signs the cookie's bearer in without a header, and is cleared by logout", async () => {
    const login = await post(LOGIN, { identifier: "jane.smith@example.com", password: "Passw0rd!jane" });
    const set = login.headers.getSetCookie().find((c) => c.startsWith("session="));
    expect(set).toMatch(/^session=[^;]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const body = (await login.json()) as { data: { login: { token: string } } };
    expect(set).toContain(body.data.login.token);

    const cookie = set!.split(";")[0]!;
    const me = (await (await post(ME, {}, { cookie })).json()) as { data: { me: { email: string } | null } };
    expect(me.data.me?.email).toBe("jane.smith@example.com");

    const logout = await post("mutation { logout }", {}, { cookie });
    expect(logout.headers.getSetCookie().find((c) => c.startsWith("session="))).toMatch(/^session=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it("is not set by a failed sign-in; the Bearer header wins over the cookie", async () => {
    const failed = await post(LOGIN, { identifier: "jane.smith@example.com", password: "wrong-password1" });
    expect(failed.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(false);
    const johnToken = await john();
    const me = (await (await post(ME, {}, { cookie: "session=not-a-token", authorization: `Bearer ${johnToken}` })).json()) as {
      data: { me: { email: string } };
    };
    expect(me.data.me.email).toBe("john.doe@example.com");
  });
});
