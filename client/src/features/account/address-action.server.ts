import { redirect } from "react-router";
import type { ApolloClient } from "@apollo/client";
import { field, formAnswer, problemsOfError } from "../../components/forms/form-answer";
import { checkAddress, toAddressInput, type AddressValues } from "../../components/forms/address-fields";
import { accepted } from "../../lib/graphql/field-errors";
import { hasSessionCookie } from "../../lib/auth/session-cookie.server";
import { CreateAddressMutation, DeleteAddressMutation, SetDefaultAddressMutation, UpdateAddressMutation } from "./address-queries";
import { ADDRESS_NOTICE_PARAM, type AddressNotice } from "./address-notice";

const BOOK = "/account/addresses";
const INTENTS = ["create", "update", "delete", "set-default"] as const;
export type AddressIntent = (typeof INTENTS)[number];

const back = (notice: AddressNotice) => redirect(`${BOOK}?${ADDRESS_NOTICE_PARAM}=${notice}`, 303);
const signIn = () => redirect(`/account/login?redirectTo=${encodeURIComponent(BOOK)}`, 303);

function postedAddress(form: FormData): AddressValues {
  return {
    name: field(form, "name"),
    phone: field(form, "phone"),
    emirate: field(form, "emirate"),
    area: field(form, "area"),
    street: field(form, "street"),
    building: field(form, "building"),
  };
}

/**
 * One posted address-book form (hydrated or not: the book's only write path), run with the session cookie's
 * token (the request's Apollo client forwards it): the browser's checks again, then the gateway's mutation. Done: 303 to the book with a notice of what the
 * gateway confirmed. Refused: 400 with the problems and the values typed. No session, or one the gateway no
 * longer accepts: to sign-in, coming back here.
 */
export async function runAddressIntent(request: Request, apollo: ApolloClient) {
  if (!hasSessionCookie(request)) return signIn();
  const form = await request.formData();
  const posted = field(form, "intent");
  const intent: AddressIntent | null = (INTENTS as readonly string[]).includes(posted) ? (posted as AddressIntent) : null;
  const id = field(form, "id");
  if (!intent || (intent !== "create" && !id)) return redirect(BOOK, 303);
  try {
    if (intent === "delete") {
      await apollo.mutate({ mutation: DeleteAddressMutation, variables: { id } });
      return back("deleted");
    }
    if (intent === "set-default") {
      await apollo.mutate({ mutation: SetDefaultAddressMutation, variables: { id } });
      return back("default");
    }
    const values = postedAddress(form);
    if (Object.keys(checkAddress(values)).length) return formAnswer(intent, form);
    const input = { ...toAddressInput(values), isDefault: field(form, "isDefault") === "yes" };
    if (intent === "update") {
      const { data } = await apollo.mutate({ mutation: UpdateAddressMutation, variables: { id, input } });
      if (!data) return formAnswer(intent, form, problemsOfError(null));
      accepted(data.updateAddress);
    } else {
      const { data } = await apollo.mutate({ mutation: CreateAddressMutation, variables: { input } });
      if (!data) return formAnswer(intent, form, problemsOfError(null));
      accepted(data.createAddress);
    }
    return back("saved");
  } catch (error) {
    const problems = problemsOfError(error);
    if (problems.failure === "UNAUTHENTICATED") return signIn();
    return formAnswer(intent, form, problems);
  }
}
