import { redirect } from "react-router";
import type { Route } from "./+types/account-redirect";

// Addresses shoppers type or keep from other shops: /account and /account/orders are not pages of their own
// (the account pages are /account/user-information and /account/invoices), so they lead to those rather
// than to a 404. The session is in the browser (localStorage), so the target page decides what a signed-out
// visitor sees (the sign-in screen). 302: these are conveniences, not moved pages.
const TARGETS: Record<string, string> = {
  "/account": "/account/user-information",
  "/account/orders": "/account/invoices",
};

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  return redirect(TARGETS[path] ?? "/account/user-information", 302);
}

export default function AccountRedirect() {
  return null;
}
