import { redirect } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import {
  ChangePasswordMutation,
  ProfileQuery,
  RemoveCompanyProfileMutation,
  SaveCompanyProfileMutation,
  SignOutEverywhereMutation,
  UpdateProfileMutation,
} from "../../features/account/account-queries";
import { CompanyProfile } from "../../features/account/company-profile";
import { checkCompany, COMPANY_KEYS, toCompanyInput, type CompanyValues } from "../../components/forms/company-fields";
import { accepted } from "../../lib/graphql/field-errors";
import { RequireSession, Skeleton } from "../../features/account/require-session";
import { ProfileView, profileInput, validateProfile } from "../../features/account/profile-view";
import { ChangePasswordForm, validatePasswordChange } from "../../features/account/change-password-form";
import { SignOutEverywhere } from "../../features/account/sign-out-everywhere";
import { LoadFailed } from "../../features/account/load-failed";
import { loadWithSessionCookie } from "../../features/account/cookie-session.server";
import type { Route } from "./+types/account-user-information";
import { cookieSessionClientLoader } from "../../features/account/cookie-session";
import { PROFILE_INTENTS, type ProfileAnswer } from "../../features/account/profile-answer";
import { field, formAnswer, problemsOfError } from "../../components/forms/form-answer";
import { answersInPage } from "../../components/forms/in-page-answer";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { readSession, saveSession, updateSessionUser } from "../../lib/auth/session-storage";

// A shopper signed in with the session cookie gets the profile rendered on the server (the page works without
// JavaScript); one signed in only in the browser gets it after hydration.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadWithSessionCookie(request, () => context.apollo.query({ query: ProfileQuery, errorPolicy: "all" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return cookieSessionClientLoader(serverLoader);
}

// The page's forms (details, company profile and its removal, password, sign out everywhere) post here with or without JavaScript, with the
// session cookie's token: the gateway's answer, or the form again with its problems and the values typed.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const apollo = context.apollo;
  try {
    if (intent === PROFILE_INTENTS.profile) {
      const values = {
        firstName: field(form, "firstName"),
        lastName: field(form, "lastName"),
        email: field(form, "email"),
        phone: field(form, "phone"),
        currentPassword: field(form, "currentPassword"),
      };
      const currentEmail = field(form, "currentEmail");
      if (Object.keys(validateProfile(values, currentEmail)).length) return formAnswer(intent, form);
      const { data } = await apollo.mutate({ mutation: UpdateProfileMutation, variables: { input: profileInput(values, currentEmail) } });
      // The answer's fields are masked behind the profile view's fragment; the names are all this page needs back.
      const saved = data?.updateProfile as unknown as { firstName?: string | null; lastName?: string | null } | undefined;
      return { intent, saved: { firstName: saved?.firstName ?? "", lastName: saved?.lastName ?? "" } } satisfies ProfileAnswer;
    }
    if (intent === PROFILE_INTENTS.password) {
      const values = {
        currentPassword: field(form, "currentPassword"),
        newPassword: field(form, "newPassword"),
        confirmPassword: field(form, "confirmPassword"),
      };
      if (Object.keys(validatePasswordChange(values)).length) return formAnswer(intent, form);
      const { data } = await apollo.mutate({
        mutation: ChangePasswordMutation,
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      return { intent, changed: true, signedIn: answersInPage(form) && data ? data.changePassword : null } satisfies ProfileAnswer;
    }
    if (intent === PROFILE_INTENTS.company) {
      const values = Object.fromEntries(COMPANY_KEYS.map((key) => [key, field(form, key)])) as CompanyValues;
      if (Object.keys(checkCompany(values)).length) return formAnswer(intent, form);
      const { data } = await apollo.mutate({ mutation: SaveCompanyProfileMutation, variables: { input: toCompanyInput(values) } });
      if (!data) return formAnswer(intent, form, problemsOfError(null));
      accepted(data.saveCompanyProfile);
      return { intent, companySaved: true } satisfies ProfileAnswer;
    }
    if (intent === PROFILE_INTENTS.removeCompany) {
      await apollo.mutate({ mutation: RemoveCompanyProfileMutation });
      return { intent, companyRemoved: true } satisfies ProfileAnswer;
    }
    if (intent === PROFILE_INTENTS.everywhere) {
      // The gateway ends this browser's session cookie too. Without JavaScript the page could only show an
      // account it can no longer load: the shopper goes to sign-in.
      await apollo.mutate({ mutation: SignOutEverywhereMutation });
      if (!answersInPage(form)) return redirect("/account/login", 303);
      return { intent, done: true } satisfies ProfileAnswer;
    }
  } catch (error) {
    return formAnswer(intent, form, problemsOfError(error));
  }
  return redirect("/account/user-information", 303);
}

// Hydrated, the action's answer reaches this browser's own session and Apollo cache before the page sees it: a
// fresh token is kept first (the old one is refused from now on, and asking with it would sign the shopper out),
// saved names refresh the header's greeting, and the profile is asked for again.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const answer = await serverAction();
  if (!answer || typeof answer !== "object" || !("intent" in answer)) return answer;
  if ("signedIn" in answer && answer.signedIn) {
    const session = readSession();
    const customer = answer.signedIn.customer;
    const names = session.status === "signed-in" && session.user ? session.user : { firstName: customer.firstName ?? "", lastName: customer.lastName ?? "" };
    saveSession(answer.signedIn.token, names);
  }
  if ("saved" in answer && answer.saved) updateSessionUser(answer.saved);
  if (("saved" in answer && answer.saved) || "companySaved" in answer || "companyRemoved" in answer) {
    try {
      await getBrowserClient().refetchQueries({ include: [ProfileQuery] });
    } catch {
      // The profile's own query shows the failure.
    }
  }
  return answer;
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
      <CompanyProfile me={data.me} />
      <ChangePasswordForm />
      <SignOutEverywhere />
    </div>
  );
}
