import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-addresses";
import { RequireSession } from "../../features/account/require-session";
import { AddressBook } from "../../features/account/address-book";
import { MyAddressesQuery } from "../../features/account/address-queries";
import { runAddressIntent } from "../../features/account/address-action.server";
import { useSession } from "../../lib/auth/use-session";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";
import { refetchAfterAction } from "../../lib/apollo/refetch-after-action";

// A shopper signed in with the session cookie gets the book rendered on the server (the page works without
// JavaScript); one signed in only in the browser gets it after hydration, as before.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: MyAddressesQuery, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

// The book's forms post here, with or without JavaScript: the mutations with the session cookie's token, then
// 303 back to the book with a notice of what happened, or the form again with its problems and the values typed.
export async function action({ request, context }: Route.ActionArgs) {
  return runAddressIntent(request, context.apollo);
}

// Hydrated, the book lists what the browser's Apollo cache holds: ask for it again once the action is done.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return refetchAfterAction(serverAction, [MyAddressesQuery]);
}

export default function AddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  // The browser's token or the session cookie (cookie-session.ts); the book keeps its place in the tree when the
  // browser then confirms the session.
  const signedIn = session.status === "signed-in" || loaderData.cookieSession;
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
