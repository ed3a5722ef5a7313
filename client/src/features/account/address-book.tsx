import { useEffect, useState } from "react";
import { Form, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import type { MyAddressesQuery as MyAddressesResult } from "../../__generated__/graphql";
import { AddressLines } from "../../components/address-lines";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { failureMessage } from "../../components/forms/use-form";
import { FormAlert } from "../../components/forms/fields";
import type { FormAnswer } from "../../components/forms/form-answer";
import { IN_PAGE_FIELD, InPageAnswer } from "../../components/forms/in-page-answer";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { MyAddressesQuery } from "./address-queries";
import { AddressEditor } from "./address-editor";
import { Skeleton } from "./require-session";
import { LoadFailed } from "./load-failed";
import { ADDRESS_NOTICE_PARAM, readAddressNotice, type AddressNotice } from "./address-notice";

type Address = MyAddressesResult["myAddresses"][number];
type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; id: string };
type Answer = FormAnswer<string>;

const BOOK = "/account/addresses";
/** Without JavaScript, add and edit are links to the book with the editor open (`?address=new` or an id). */
const EDITOR_PARAM = "address";
const NOTICE_KEYS = {
  saved: "account.addresses.saved",
  deleted: "account.addresses.deleted",
  default: "account.addresses.defaultSet",
} as const satisfies Record<AddressNotice, string>;

function openEditor(params: URLSearchParams, answer: Answer | null): Editing {
  if (answer?.intent === "create") return { kind: "new" };
  if (answer?.intent === "update" && answer.restored.values.id) return { kind: "edit", id: answer.restored.values.id };
  const asked = params.get(EDITOR_PARAM);
  if (asked === "new") return { kind: "new" };
  return asked ? { kind: "edit", id: asked } : { kind: "none" };
}

/**
 * The address book: list (default first), add, edit, delete after a confirmation, choose the default. Every
 * action is a form posting to the route's action, with or without JavaScript: done, it answers with a 303 back to
 * the book and a notice of what happened (the route's clientAction has refetched the list by then); refused, with
 * `answer`: the problems and the values typed.
 */
export function AddressBook({ answer }: { answer: Answer | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const notice = readAddressNotice(params.get(ADDRESS_NOTICE_PARAM));
  const { data, error, refetch } = useQuery(MyAddressesQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Editing>(() => openEditor(params, answer));
  const [deleting, setDeleting] = useState<Address | null>(null);
  const posting = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;

  // A post came back: done (the notice in the URL), the editor and the dialog close; refused, the dialog closes
  // and the problems show.
  useEffect(() => {
    if (notice) setEditing({ kind: "none" });
    setDeleting(null);
  }, [notice, location.key, answer]);

  if (!data) {
    if (error) return <LoadFailed message={t("account.addresses.loadFailed")} retry={() => void refetch()} />;
    return <Skeleton lines={5} />;
  }
  const addresses = data.myAddresses;
  const close = () => setEditing({ kind: "none" });

  const restoredFor = (intent: string, id?: string) => (answer?.intent === intent && (!id || answer.restored.values.id === id) ? answer.restored : null);
  // A delete or default change posted without JavaScript that the gateway refused.
  const refused = answer && (answer.intent === "delete" || answer.intent === "set-default") ? answer.restored.problems : null;
  const open = (next: Editing, query: string) => ({
    href: localize(`${BOOK}?${EDITOR_PARAM}=${encodeURIComponent(query)}`),
    role: "button",
    onClick: (event: { preventDefault(): void }) => (event.preventDefault(), setEditing(next)),
  });

  return (
    <div className="stack">
      {notice && editing.kind === "none" ? (
        <p className="notice" role="status">
          {t(NOTICE_KEYS[notice])}
        </p>
      ) : null}
      {refused ? <FormAlert messages={[refused.form[0]?.message ?? failureMessage(t, refused.failure ?? "UNEXPECTED", refused.retryAfterSeconds)]} /> : null}
      {editing.kind === "new" ? (
        <AddressEditor address={null} canBeDefault={addresses.length > 0} onCancel={close} restored={restoredFor("create")} />
      ) : (
        <div>
          <a className="button button--primary button--inline" {...open({ kind: "new" }, "new")}>
            + {t("account.addresses.add")}
          </a>
        </div>
      )}
      {addresses.length === 0 && editing.kind !== "new" ? <p className="panel muted">{t("account.addresses.empty")}</p> : null}
      <ul className="address-grid" aria-label={t("account.addresses.heading")}>
        {addresses.map((a) =>
          editing.kind === "edit" && editing.id === a.id ? (
            <li key={a.id} className="address-grid__wide">
              <AddressEditor address={a} canBeDefault onCancel={close} restored={restoredFor("update", a.id)} />
            </li>
          ) : (
            <li
              key={a.id}
              className={`panel address-card${a.isDefault ? " address-card--default" : ""}`}
              data-testid="address-card"
              aria-label={t("account.addresses.cardLabel", { name: a.name })}
            >
              {a.isDefault ? <span className="tag">{t("account.addresses.default")}</span> : null}
              <AddressLines address={a} />
              <div className="address-card__actions">
                <a className="link-button" {...open({ kind: "edit", id: a.id }, a.id)}>
                  {t("account.addresses.edit")}
                </a>
                {!a.isDefault ? (
                  <Form method="post" action={BOOK}>
                    <input type="hidden" name="id" value={a.id} />
                    <InPageAnswer />
                    <button type="submit" name="intent" value="set-default" className="link-button" disabled={posting("set-default")}>
                      {t("account.addresses.setDefault")}
                    </button>
                  </Form>
                ) : null}
                {/* With JavaScript a dialog asks first; without it the post deletes at once. */}
                <Form method="post" action={BOOK} onSubmit={(event) => (event.preventDefault(), setDeleting(a))}>
                  <input type="hidden" name="id" value={a.id} />
                  <button type="submit" name="intent" value="delete" className="link-button link-button--danger">
                    {t("account.addresses.delete")}
                  </button>
                </Form>
              </div>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t("account.addresses.confirmTitle")}
        confirmLabel={t("account.addresses.confirmDelete")}
        cancelLabel={t("account.addresses.cancel")}
        busy={posting("delete")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting && !posting("delete")) void submit({ intent: "delete", id: deleting.id, [IN_PAGE_FIELD]: "1" }, { method: "post", action: BOOK });
        }}
      >
        {deleting ? <p>{t("account.addresses.confirmText", { name: deleting.name, area: deleting.area })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
