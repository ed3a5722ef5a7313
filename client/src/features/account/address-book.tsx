import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import type { MyAddressesQuery as MyAddressesResult } from "../../__generated__/graphql";
import { AddressLines } from "../../components/address-lines";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { showToast } from "../../components/notifications/toast-store";
import { failureMessage, problemsOf } from "../../components/forms/use-form";
import { DeleteAddressMutation, MyAddressesQuery, SetDefaultAddressMutation } from "./address-queries";
import { AddressEditor } from "./address-editor";
import { Skeleton } from "./require-session";
import { LoadFailed } from "./load-failed";

type Address = MyAddressesResult["myAddresses"][number];
type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; id: string };

/** The address book: list (default first), add, edit, delete after a confirmation, choose the default. */
export function AddressBook() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyAddressesQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
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

  return (
    <div className="stack">
      {editing.kind === "new" ? (
        <AddressEditor address={null} canBeDefault={addresses.length > 0} onDone={finish} />
      ) : (
        <div>
          <button type="button" className="button button--primary button--inline" onClick={() => setEditing({ kind: "new" })}>
            + {t("account.addresses.add")}
          </button>
        </div>
      )}
      {addresses.length === 0 && editing.kind !== "new" ? <p className="panel muted">{t("account.addresses.empty")}</p> : null}
      <ul className="address-grid" aria-label={t("account.addresses.heading")}>
        {addresses.map((a) =>
          editing.kind === "edit" && editing.id === a.id ? (
            <li key={a.id} className="address-grid__wide">
              <AddressEditor address={a} canBeDefault onDone={finish} />
            </li>
          ) : (
            <li key={a.id} className={`panel address-card${a.isDefault ? " address-card--default" : ""}`} data-testid="address-card" aria-label={t("account.addresses.cardLabel", { name: a.name })}>
              {a.isDefault ? <span className="tag">{t("account.addresses.default")}</span> : null}
              <AddressLines address={a} />
              <div className="address-card__actions">
                <button type="button" className="link-button" onClick={() => setEditing({ kind: "edit", id: a.id })}>
                  {t("account.addresses.edit")}
                </button>
                {!a.isDefault ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      makeDefault({ variables: { id: a.id } }).then(
                        () => showToast({ tone: "success", title: t("account.addresses.defaultSet") }),
                        fail,
                      )
                    }
                  >
                    {t("account.addresses.setDefault")}
                  </button>
                ) : null}
                <button type="button" className="link-button link-button--danger" onClick={() => setDeleting(a)}>
                  {t("account.addresses.delete")}
                </button>
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
