import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export function ErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{notFound ? t("layout.error.notFoundTitle") : t("layout.error.errorTitle")}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__code">{notFound ? "404" : "500"}</p>
      <h1 id="error-title">{notFound ? t("layout.error.notFoundHeading") : t("layout.error.errorHeading")}</h1>
      <p>{notFound ? t("layout.error.notFoundText") : t("layout.error.errorText")}</p>
      <Link className="button" to="/">
        {t("layout.error.backToShop")}
      </Link>
    </section>
  );
}
