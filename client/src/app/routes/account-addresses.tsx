import { useTranslation } from "react-i18next";
import { RequireSession } from "../../features/account/require-session";
import { AddressBook } from "../../features/account/address-book";

export default function AddressesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t("account.addresses.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("account.addresses.heading")}</h1>
      <RequireSession>{() => <AddressBook />}</RequireSession>
    </>
  );
}
