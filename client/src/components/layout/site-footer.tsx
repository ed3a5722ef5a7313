import { useTranslation } from "react-i18next";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>{t("layout.footer.address")}</p>
        <p>{t("layout.footer.dealers")}</p>
      </div>
    </footer>
  );
}
