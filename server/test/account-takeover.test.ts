import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { codeOf, fieldsOf, freshIp, gql } from "./support/graphql-client.js";
import { eventually } from "./support/eventually.js";

// What someone holding a shopper's token (a shared computer, a stolen phone) must not be able to do: move the
// account to their own e-mail, guess the password at will, or keep the session after the owner changes or resets
// the password or signs out everywhere. And what nobody may learn: who has an account (messages and timing), or
// squat on someone's e-mail as a username. Real gateway, real stand-in.

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

const LOGIN = `mutation($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token customer { id username email } } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { email firstName } }`;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { token } }`;
const ME = `{ me { email } }`;

let serial = 0;
async function newAccount(password = "Secret123") {
  const email = `takeover-${Date.now().toString(36)}-${serial++}@example.com`;
  const reply = await gql<{ register: { token: string; customer: { id: string } } }>(
    gateway.url,
    REGISTER,
    { input: { email, password, firstName: "Test", lastName: "User" } },
    { ip: freshIp() },
  );
  expect(reply.errors).toBeUndefined();
  return { email, password, token: reply.data!.register.token, id: reply.data!.register.customer.id };
}
async function signIn(identifier: string, password: string) {
  const reply = await gql<{ login: { token: string } }>(gateway.url, LOGIN, { identifier, password }, { ip: freshIp() });
  expect(reply.errors).toBeUndefined();
  return reply.data!.login.token;
}
/** Every signed-in read refuses the token as the client expects: UNAUTHENTICATED, so it signs out cleanly. */
async function expectRefused(token: string) {
  for (const query of [ME, `{ myAddresses { id } }`, `{ myOrders { totalCount } }`]) {
    expect(codeOf(await gql(gateway.url, query, {}, { token })), query).toBe("UNAUTHENTICATED");
  }
}

describe("updateProfile", () => {
  it("changes the e-mail only with the current password", async () => {
    const user = await newAccount();
    const thief = await gql(gateway.url, UPDATE, { input: { email: "thief@example.net" } }, { token: user.token });
    expect(fieldsOf(thief)).toEqual(["input.currentPassword:REQUIRED"]);
    const guess = await gql(gateway.url, UPDATE, { input: { email: "thief@example.net", currentPassword: "Guess1234" } }, { token: user.token });
    expect(fieldsOf(guess)).toEqual(["input.currentPassword:WRONG_PASSWORD"]);
    expect((await gql(gateway.url, ME, {}, { token: user.token })).data?.me.email).toBe(user.email);
    // Names, and the same address in another case, need no password.
    const names = await gql(gateway.url, UPDATE, { input: { firstName: "Noor", email: user.email.toUpperCase() } }, { token: user.token });
    expect(names.data?.updateProfile).toEqual({ email: user.email, firstName: "Noor" });
    const moved = await gql(gateway.url, UPDATE, { input: { email: `moved-${user.email}`, currentPassword: user.password } }, { token: user.token });
    expect(moved.data?.updateProfile.email).toBe(`moved-${user.email}`);
  });
});

describe("tokens issued before", () => {
  it("a password change are refused; the new token works", async () => {
    const user = await newAccount();
    const elsewhere = await signIn(user.email, user.password);
    const change = await gql<{ changePassword: { token: string } }>(
      gateway.url,
      CHANGE,
      { input: { currentPassword: user.password, newPassword: "Better123" } },
      { token: user.token },
    );
    expect(change.errors).toBeUndefined();
    await expectRefused(user.token);
    await expectRefused(elsewhere);
    expect((await gql(gateway.url, ME, {}, { token: change.data!.changePassword.token })).data?.me.email).toBe(user.email);
  });

  it("a password reset are refused", async () => {
    const user = await newAccount();
    await gql(gateway.url, `mutation($email: String!) { requestPasswordReset(email: $email) { accepted } }`, { email: user.email }, { ip: freshIp() });
    const code = await eventually(() => {
      const db = new Database(backend.dbPath, { readonly: true });
      const row = db.prepare("SELECT reset_password_token AS code FROM users WHERE email = ?").get(user.email) as { code: string | null };
      db.close();
      return row.code; // written by the backend after the gateway's answer
    });
    const reset = await gql<{ resetPassword: { token: string } }>(gateway.url, RESET, { input: { code, password: "Renewed123" } }, { ip: freshIp() });
    expect(reset.errors).toBeUndefined();
    await expectRefused(user.token);
    expect((await gql(gateway.url, ME, {}, { token: reset.data!.resetPassword.token })).data?.me.email).toBe(user.email);
  });

  it("signOutEverywhere are all refused, the caller's included", async () => {
    const user = await newAccount();
    const elsewhere = await signIn(user.email, user.password);
    expect(codeOf(await gql(gateway.url, `mutation { signOutEverywhere }`))).toBe("UNAUTHENTICATED");
    expect((await gql(gateway.url, `mutation { signOutEverywhere }`, {}, { token: elsewhere })).data).toEqual({ signOutEverywhere: true });
    await expectRefused(user.token);
    await expectRefused(elsewhere);
    expect((await gql(gateway.url, ME, {}, { token: await signIn(user.email, user.password) })).data?.me.email).toBe(user.email);
  });
});

describe("changePassword guesses", () => {
  it("are limited per client address", async () => {
    const user = await newAccount();
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) {
      const reply = await gql(gateway.url, CHANGE, { input: { currentPassword: `Guess${i}abc`, newPassword: "Better123" } }, { token: user.token, ip });
      codes.push(reply.errors?.[0]?.extensions?.fields?.[0]?.code ?? String(codeOf(reply)));
    }
    // The default limit: 10 attempts in 5 minutes, then RATE_LIMITED with a wait.
    expect(codes.slice(0, 10)).toEqual(Array(10).fill("WRONG_PASSWORD"));
    expect(codes.slice(10)).toEqual(Array(5).fill("RATE_LIMITED"));
  });

  it("are limited per account, from however many addresses", async () => {
    const user = await newAccount();
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await gql(
        gateway.url,
        CHANGE,
        { input: { currentPassword: `Guess${i}abc`, newPassword: "Better123" } },
        { token: user.token, ip: freshIp() },
      );
      codes.push(reply.errors?.[0]?.extensions?.fields?.[0]?.code ?? String(codeOf(reply)));
    }
    expect(codes.slice(10)).toEqual(["RATE_LIMITED", "RATE_LIMITED"]);
    // The e-mail change's password check counts in the same bucket.
    const email = await gql(gateway.url, UPDATE, { input: { email: `x-${user.email}`, currentPassword: user.password } }, { token: user.token, ip: freshIp() });
    expect(codeOf(email)).toBe("RATE_LIMITED");
  });
});

describe("usernames", () => {
  it("cannot be someone else's e-mail, nor another's name in another case", async () => {
    const victim = `victim-${Date.now().toString(36)}@example.com`;
    const base = { password: "Secret123", firstName: "M", lastName: "S" };
    const squat = await gql(gateway.url, REGISTER, { input: { ...base, email: "squatter@example.net", username: victim } }, { ip: freshIp() });
    expect(fieldsOf(squat)).toEqual(["input.username:INVALID"]);
    // The real owner then registers without a "Username already taken".
    const owner = await gql(gateway.url, REGISTER, { input: { ...base, email: victim } }, { ip: freshIp() });
    expect(owner.data?.register.customer).toMatchObject({ email: victim, username: victim });
    const upper = await gql(gateway.url, REGISTER, { input: { ...base, email: "upper@example.net", username: "JOHN.DOE" } }, { ip: freshIp() });
    expect(fieldsOf(upper)).toEqual(["input.username:TAKEN"]);
    // Their own address as a username, in any case, is fine.
    const own = await gql(gateway.url, REGISTER, { input: { ...base, email: "own-name@example.net", username: "Own-Name@Example.net" } }, { ip: freshIp() });
    expect(own.errors).toBeUndefined();
  });
});

describe("account enumeration", () => {
  it("register's answer for a taken address neither confirms nor names an account", async () => {
    const taken = await gql(
      gateway.url,
      REGISTER,
      { input: { email: "john.doe@example.com", password: "Secret123", firstName: "J", lastName: "D" } },
      { ip: freshIp() },
    );
    expect(fieldsOf(taken)).toEqual(["input.email:TAKEN"]);
    const message = taken.errors![0]!.extensions!.fields![0]!.message;
    expect(message).toBe("This e-mail address can't be used for a new account. If it's yours, sign in or reset your password.");
    expect(message).not.toMatch(/already|taken|exists/i);
  });

  it("a sign-in takes about as long for an unknown account as for a wrong password", async () => {
    const time = async (identifier: string) => {
      const start = performance.now();
      const reply = await gql(gateway.url, LOGIN, { identifier, password: "Wrong-pass1" }, { ip: freshIp() });
      expect(fieldsOf(reply)).toEqual([":INVALID_CREDENTIALS"]);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time("john.doe@example.com"));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [k, u] = [median(known), median(unknown)];
    console.info(`sign-in medians: existing ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    expect(Math.max(k, u) / Math.min(k, u)).toBeLessThan(2);
  });
});
