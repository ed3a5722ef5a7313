// What the shop accepts as an e-mail address, everywhere one is typed: the account forms, checkout's contact
// address, the contact form, and the gateway's checks of the same fields. It is users-permissions' own pattern
// (the hosted Strapi's, kept verbatim in strapi/shop/validation.js, which the stand-in loads): an address the
// backend would refuse at registration must not pass in the browser, and one the shop accepts for an order must be
// one an account can use. Deliverability is proven by the shop's mail, not here.

const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Whether `text` (already trimmed; the length limits are ACCOUNT_LIMITS.email and CONTACT_LIMITS.email) is an address. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
