import type { MutationResolvers, QueryResolvers } from "../../__generated__/resolvers-types.js";
import { FieldIssues, notFound, orRefused, unauthenticated, userInputError, UserInputError } from "../../errors/user-input.js";
import type { GatewayContext } from "../../context.js";
import {
  addressBody,
  checkEmail,
  emailChangePassword,
  loginArgs,
  numericId,
  passwordChange,
  passwordReset,
  profileChanges,
  registerBody,
} from "./account-rules.js";
import { sortAddresses } from "./address-order.js";
import { emailNotSent } from "./reset-mail-health.js";
import { addressInvalid, companyInvalid, signInRefused } from "./account-refusals.js";
import { companyFields } from "./company-rules.js";

// Thin resolvers: rules in account-rules.ts, backend calls in backend/account-client.ts.

function signedIn(ctx: GatewayContext) {
  if (!ctx.account.signedIn) throw unauthenticated();
  return ctx.account;
}

/** Whoever signs in also gets the session cookie, so a page or form without JavaScript knows them too. */
function signIn<T extends { jwt: string }>(ctx: GatewayContext, auth: T): T {
  ctx.session.start(auth.jwt);
  return auth;
}

/** The backend scopes every address call to the token's owner; a malformed id is as missing as another's. */
function ownAddressId(id: string): number {
  const n = numericId(id);
  if (n === undefined) throw notFound("No such address in your address book.");
  return n;
}

export const Query: QueryResolvers = {
  me: (_, __, ctx) => (ctx.account.signedIn ? ctx.account.me() : null),
  myAddresses: async (_, __, ctx) => sortAddresses(await signedIn(ctx).addresses()),
};

export const Mutation: MutationResolvers = {
  login: async (_, args, ctx) => {
    await ctx.limitAttempt("auth");
    return orRefused(async () => {
      const { identifier, password } = loginArgs(args.identifier, args.password);
      return signIn(ctx, await ctx.account.login(identifier, password));
    }, signInRefused);
  },
  register: async (_, { input }, ctx) => {
    await ctx.limitAttempt("auth");
    return signIn(ctx, await ctx.account.register(registerBody(input)));
  },
  logout: (_, __, ctx) => {
    ctx.session.end();
    return true;
  },
  signOutEverywhere: async (_, __, ctx) => {
    await signedIn(ctx).signOutEverywhere();
    // This device's token is refused from now on too.
    ctx.session.end();
    return true;
  },
  updateProfile: async (_, { input }, ctx) => {
    const account = signedIn(ctx);
    const changes = profileChanges(input);
    const me = await account.me();
    const current = emailChangePassword(changes, me.email, input.currentPassword);
    if (current === undefined) return account.updateProfile(changes);
    // Checked here, so the rule holds against any users-permissions backend; the shop's extension checks again.
    await ctx.limitAttempt("password");
    await ctx.limitAttempt("password", `account:${me.id}`);
    if (!(await account.passwordMatches(current))) throw wrongCurrentPassword(null);
    try {
      return await account.updateProfile(changes, current);
    } catch (error) {
      throw wrongCurrentPassword(error);
    }
  },
  changePassword: async (_, { input }, ctx) => {
    const account = signedIn(ctx);
    const { current, next } = passwordChange(input);
    await ctx.limitAttempt("password");
    await ctx.limitAttempt("password", `account:${(await account.me()).id}`);
    try {
      return signIn(ctx, await account.changePassword(current, next));
    } catch (error) {
      throw wrongCurrentPassword(error);
    }
  },
  requestPasswordReset: async (_, { email }, ctx) => {
    await ctx.limitAttempt("auth");
    const issues = new FieldIssues();
    const address = checkEmail(issues, ["email"], email);
    issues.throwIfAny();
    // Neither "this email does not exist" nor the time the backend's mail takes may reach the client: either
    // would tell anyone who has an account. So the answer does not wait for the backend (reset-mail-health.ts).
    const failing = ctx.resetMailHealth.failing;
    ctx.resetMailHealth.track(ctx.account.forgotPassword(address as string));
    if (failing) throw emailNotSent();
    return { accepted: true };
  },
  resetPassword: async (_, { input }, ctx) => {
    await ctx.limitAttempt("auth");
    const { code, password } = passwordReset(input);
    return signIn(ctx, await ctx.account.resetPassword(code, password));
  },
  createAddress: (_, { input }, ctx) => {
    const account = signedIn(ctx);
    return orRefused(async () => account.createAddress(addressBody(input)), addressInvalid);
  },
  updateAddress: (_, { id, input }, ctx) => {
    const account = signedIn(ctx);
    const addressId = ownAddressId(id);
    return orRefused(async () => account.updateAddress(addressId, addressBody(input)), addressInvalid);
  },
  deleteAddress: async (_, { id }, ctx) => {
    const account = signedIn(ctx);
    return String((await account.deleteAddress(ownAddressId(id))).id);
  },
  saveCompanyProfile: (_, { input }, ctx) => {
    const account = signedIn(ctx);
    return orRefused(async () => {
      const issues = new FieldIssues();
      const company = companyFields(issues, ["input"], input);
      issues.throwIfAny();
      return account.updateCompany(company as NonNullable<typeof company>);
    }, companyInvalid);
  },
  removeCompanyProfile: async (_, __, ctx) => {
    await signedIn(ctx).updateCompany(null);
    return true;
  },
  setDefaultAddress: async (_, { id }, ctx) => {
    const account = signedIn(ctx);
    const current = await account.address(ownAddressId(id));
    const { id: addressId, user: _user, created_at: _created, ...fields } = current;
    return account.updateAddress(addressId, { ...fields, is_default: true });
  },
};

/**
 * The backend's "current password is invalid" arrives as a form-level INVALID_CREDENTIALS: name the field. `null`
 * when the gateway's own check found the password wrong.
 */
function wrongCurrentPassword(error: unknown): unknown {
  if (error === null || (error instanceof UserInputError && error.fields.some((f) => f.code === "INVALID_CREDENTIALS"))) {
    return userInputError([{ path: ["input", "currentPassword"], code: "WRONG_PASSWORD", message: "The current password is not correct." }]);
  }
  return error;
}
