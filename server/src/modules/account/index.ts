// The account module's one public entry: what other modules and the app may use. Nothing outside
// modules/account/ imports a file of it directly (`npm run lint`, eslint.config.js). Account imports no other
// module; orders reuses its checks of the checkout's contact and address fields.

// GraphQL resolvers, merged in graphql/resolvers.ts.
export { Query, Mutation } from "./account.api.resolvers.js";
export { Customer } from "./customer.resolvers.js";
export { AuthPayload } from "./auth-payload.resolvers.js";
export { Address, emirateOf } from "./address.resolvers.js";
export { SignInResult } from "./sign-in-result.resolvers.js";
export { AddressResult } from "./address-result.resolvers.js";
export { Company, CompanyAddress, CompanyProfileResult } from "./company.resolvers.js";

// The health of the backend's password-reset e-mail, kept by the app (app.ts, context.ts).
export { ResetMailHealth } from "./reset-mail-health.js";

// Field checks the checkout shares with the account forms (orders/order-rules.ts).
export { addressFields, checkEmail, checkPhone, numericId } from "./account-rules.js";
export { companyFields } from "./company-rules.js";
