import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageSeo } from "../../lib/seo/page-seo";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["pages"] };

// A static page: no loader, no data; the text lives in the locale file (pages.about).
export default function AboutRoute() {
  useRouteStrings("pages");
  const { t } = useTranslation();
  return (
    <>
      <PageSeo title={t("pages.about.seoTitle")} description={t("pages.about.description")} canonicalPath="/page/about-us" />
      <article className="static-page">
        <h1 className="listing__title">{t("pages.about.title")}</h1>
        <p className="static-page__lead">{t("pages.about.lead")}</p>
        <section aria-labelledby="about-who">
          <h2 id="about-who">{t("pages.about.whoTitle")}</h2>
          <p>{t("pages.about.who")}</p>
        </section>
        <section aria-labelledby="about-what">
          <h2 id="about-what">{t("pages.about.whatTitle")}</h2>
          <ul>
            {t("pages.about.what", { returnObjects: true }).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-why">
          <h2 id="about-why">{t("pages.about.whyTitle")}</h2>
          <ul className="static-page__ticks">
            {t("pages.about.why", { returnObjects: true }).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-visit">
          <h2 id="about-visit">{t("pages.about.visitTitle")}</h2>
          <p>{t("pages.about.visit")}</p>
          <p className="static-page__actions">
            <Link className="button button--primary" to="/page/contact-us">
              {t("pages.about.contact")}
            </Link>
            <Link className="button" to="/page/faqs">
              {t("pages.about.faqs")}
            </Link>
          </p>
        </section>
      </article>
    </>
  );
}
