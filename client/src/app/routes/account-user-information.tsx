import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { ProfileQuery } from "../../features/account/account-queries";
import { RequireSession, Skeleton } from "../../features/account/require-session";
import { ProfileView } from "../../features/account/profile-view";
import { ChangePasswordForm } from "../../features/account/change-password-form";
import { SignOutEverywhere } from "../../features/account/sign-out-everywhere";
import { LoadFailed } from "../../features/account/load-failed";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import type { Route } from "./+types/account-user-information";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";

// A shopper signed in with the session cookie gets the profile rendered on the server (the page works without
// JavaScript); one signed in only in the browser gets it after hydration.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: ProfileQuery, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

export default function UserInformationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("account.profile.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("account.profile.heading")}</h1>
      <RequireSession cookieSession={loaderData.cookieSession}>{() => <Profile />}</RequireSession>
    </>
  );
}

function Profile() {
  const { t } = useTranslation();
  // The cache is emptied whenever the session changes (lib/apollo/browser-client.ts), so it only ever holds this
  // shopper's data; still, ask the gateway each visit so edits made elsewhere show.
  const { data, error, refetch } = useQuery(ProfileQuery, { fetchPolicy: "cache-and-network" });
  if (!data?.me) {
    // A refused token signs the shopper out (the gate then shows); other failures offer a retry.
    if (error) return <LoadFailed message={t("account.profile.loadFailed")} retry={() => void refetch()} />;
    return <Skeleton lines={6} />;
  }
  return (
    <div className="stack">
      <ProfileView me={data.me} />
      <ChangePasswordForm />
      <SignOutEverywhere />
    </div>
  );
}
