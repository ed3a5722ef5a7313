import { redirect } from "react-router";
import type { Route } from "./+types/cart-actions";
import { COOKIE_NAMES, parseShopCookies, shopCookie } from "@proav/shop-rules";
import { applyShopIntent, NOTICE_PARAM, readShopIntent, returnPath } from "../../lib/shop-state/shop-intent";
import { safeRedirect } from "../../lib/auth/safe-redirect";

/** Far above any shop form (intent, id, quantity, return path). */
const MAX_BODY_BYTES = 4 * 1024;

// Where the add-to-cart, wishlist, compare and cart forms post when JavaScript is not running (with it, the same
// change is made in the browser and nothing is posted). The change follows the browser's rules
// (shop-intent.ts), is written to its cookie, and the shopper goes back (303) to the page they were on, with the
// notice of a limit they ran into.
export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return new Response("Request too large", { status: 413 });
  const form = await request.formData();
  const back = returnPath(form.get("returnTo"));
  const intent = readShopIntent(form);
  const applied = intent && applyShopIntent(parseShopCookies(request.headers.get("cookie")), intent);
  if (!applied) return redirect(back, 303);
  const { list, change } = applied;
  const target = new URL(back, "https://shop.invalid");
  if (change.limit) target.searchParams.set(NOTICE_PARAM, change.limit);
  const secure = context.publicOrigin.startsWith("https:");
  // The same check on what is actually sent: the Location header comes from the form's input.
  return redirect(safeRedirect(target.pathname + target.search, "/"), {
    status: 303,
    headers: { "Set-Cookie": shopCookie(COOKIE_NAMES[list], change.value, secure) },
  });
}

// A GET here (a bookmarked or retyped address) has nothing to show: back to the shop.
export function loader() {
  return redirect("/", 303);
}
