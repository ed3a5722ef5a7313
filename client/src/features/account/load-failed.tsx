import { useTranslation } from "react-i18next";

export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel notice--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={retry}>
        {t("account.profile.retry")}
      </button>
    </div>
  );
}
