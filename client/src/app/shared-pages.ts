import { unlocalizedPath } from "../lib/i18n/localized-path";

// The pages that are the same for every shopper except for their personal spots (lib/shop-state/personal-spots.ts):
// home, the catalogue's listings, search, product pages and the static pages without a form. Their loaders read
// no cookie. For a shopper with a cookie the gateway serves the page rendered for nobody (from its page cache, or
// rendered without the cookies and stored) with their spots filled in (server/personalise-page.ts), instead of a
// render of their own. Any page that reads a cookie (the cart, lists, checkout, account, quotes) is not here.
// server/test/shared-pages.test.ts checks each of these, in both languages, against a render with the cookies.
const SHARED_PAGES = [
  /^\/$/,
  /^\/home\/[^/]+$/,
  /^\/shop$/,
  /^\/shop\/[^/]+$/,
  /^\/category\/[^/]+$/,
  /^\/search$/,
  /^\/product\/[^/]+$/,
  /^\/product\/[^/]+\/[^/]+$/,
  /^\/page\/(about-us|faqs)$/,
];

/** Whether the page at this path (either language) is shared. */
export function isSharedPage(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return SHARED_PAGES.some((page) => page.test(path));
}
