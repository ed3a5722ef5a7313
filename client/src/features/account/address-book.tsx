import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import type { MyAddressesQuery as MyAddressesResult } from "../../__generated__/graphql";
import { AddressLines } from "../../components/address-lines";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { showToast } from "../../components/notifications/toast-store";
import { failureMessage, problemsOf } from "../../components/forms/use-form";
import { FormAlert } from "../../components/forms/fields";
import type { FormAnswer } from "../../components/forms/form-answer";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { DeleteAddressMutation, MyAddressesQuery, SetDefaultAddressMutation } from "./address-queries";
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
 * action is a form posting to the route's action; with JavaScript the browser calls the gateway itself instead.
 * `answer` is that action's reply to a form posted without JavaScript (problems and the values typed).
 */
export function AddressBook({ answer }: { answer: Answer | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const notice = readAddressNotice(params.get(ADDRESS_NOTICE_PARAM));
  const { data, error, refetch } = useQuery(MyAddressesQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Editing>(() => openEditor(params, answer));
  const [deleting, setDeleting] = useState<Address | null>(null);
  const refetchQueries = [{ query: MyAddressesQuery }];
  const [remove, removal] = useMutation(DeleteAddressMutation, { refetchQueries, awaitRefetchQueries: true });
  const [makeDefault] = useMutation(SetDefaultAddressMutation, { refetchQueries, awaitRefetchQueries: true });

  if (!data) {
    if (error) return <LoadFailed message={t("account.addresses.loadFailed")} retry={() => void refetch()} />;
    return <Skeleton lines={5} />;
  }
  const addresses = data.myAddresses;
  const fail = (e: unknown) => {
    const p = problemsOf(e);
    showToast({ tone: "error", title: p.form[0]?.message ?? failureMessage(t, p.failure ?? "UNEXPECTED", p.retryAfterSeconds) });
  };
  const finish = (saved: boolean) => {
    setEditing({ kind: "none" });
    if (saved) showToast({ tone: "success", title: t("account.addresses.saved") });
  };

  const restoredFor = (intent: string, id?: string) => (answer?.intent === intent && (!id || answer.restored.values.id === id) ? answer.restored : null);
  // A delete or default change posted without JavaScript that the gateway refused.
  const refused = answer && (answer.intent === "delete" || answer.intent === "set-default") ? answer.restored.problems : null;
  const open = (next: Editing, query: string) => ({
    href: localize(`${BOOK}?${EDITOR_PARAM}=${encodeURIComponent(query)}`),
    role: "button",
    onClick: (event: { preventDefault(): void }) => (event.preventDefault(), setEditing(next)),
  });
  const action = localize(BOOK);

  return (
    <div className="stack">
      {notice && editing.kind === "none" ? (
        <p className="notice" role="status">
          {t(NOTICE_KEYS[notice])}
        </p>
      ) : null}
      {refused ? <FormAlert messages={[refused.form[0]?.message ?? failureMessage(t, refused.failure ?? "UNEXPECTED", refused.retryAfterSeconds)]} /> : null}
      {editing.kind === "new" ? (
        <AddressEditor address={null} canBeDefault={addresses.length > 0} onDone={finish} restored={restoredFor("create")} />
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
              <AddressEditor address={a} canBeDefault onDone={finish} restored={restoredFor("update", a.id)} />
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
                  <form
                    method="post"
                    action={action}
                    onSubmit={(event) => {
                      event.preventDefault();
                      makeDefault({ variables: { id: a.id } }).then(() => showToast({ tone: "success", title: t("account.addresses.defaultSet") }), fail);
                    }}
                  >
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" name="intent" value="set-default" className="link-button">
                      {t("account.addresses.setDefault")}
                    </button>
                  </form>
                ) : null}
                {/* With JavaScript a dialog asks first; without it the post deletes at once. */}
                <form method="post" action={action} onSubmit={(event) => (event.preventDefault(), setDeleting(a))}>
                  <input type="hidden" name="id" value={a.id} />
                  <button type="submit" name="intent" value="delete" className="link-button link-button--danger">
                    {t("account.addresses.delete")}
                  </button>
                </form>
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
        busy={removal.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove({ variables: { id: deleting.id } }).then(
            () => {
              setDeleting(null);
              showToast({ tone: "success", title: t("account.addresses.deleted") });
            },
            (e: unknown) => {
              setDeleting(null);
              fail(e);
            },
          );
        }}
      >
        {deleting ? <p>{t("account.addresses.confirmText", { name: deleting.name, area: deleting.area })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
