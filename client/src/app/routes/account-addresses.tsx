import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-addresses";
import { RequireSession } from "../../features/account/require-session";
import { AddressBook } from "../../features/account/address-book";
import { MyAddressesQuery } from "../../features/account/address-queries";
import { runAddressIntent } from "../../features/account/address-action.server";
import { useSession } from "../../lib/auth/use-session";
import { hasSessionCookie } from "../../lib/auth/session-cookie.server";

// A shopper signed in with the session cookie gets the book rendered on the server (the page works without
// JavaScript); one signed in only in the browser gets it after hydration, as before.
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookieSession = hasSessionCookie(request);
  if (cookieSession) await context.apollo.query({ query: MyAddressesQuery, errorPolicy: "all" }).catch(() => null);
  return { cookieSession };
}

export function clientLoader() {
  return { cookieSession: false };
}

// The book's forms post here when JavaScript is not running (with it, they call the gateway from the browser):
// the same mutations with the session cookie's token, then 303 back to the book with a notice of what happened,
// or the form again with its problems and the values typed.
export async function action({ request, context }: Route.ActionArgs) {
  return runAddressIntent(request, context.apollo);
}

export default function AddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  // Until the browser has read its session (and without JavaScript), the session cookie decides; the book keeps
  // its place in the tree when the browser then confirms the session.
  const signedIn = session.status === "signed-in" || (session.status === "unknown" && loaderData.cookieSession);
  const answer = actionData ?? null;
  return (
    <>
      <title>{t("account.addresses.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("account.addresses.heading")}</h1>
      {signedIn ? <AddressBook answer={answer} /> : <RequireSession>{() => <AddressBook answer={answer} />}</RequireSession>}
    </>
  );
}
