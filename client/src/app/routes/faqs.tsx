import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageSeo } from "../../lib/seo/page-seo";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["pages"] };

// Native <details>/<summary>: keyboard (Tab, Enter, Space) and screen readers work without any script, and the
// answers are in the HTML for search engines. FAQPage JSON-LD describes the same questions.
export default function FaqsRoute() {
  useRouteStrings("pages");
  const { t } = useTranslation();
  const items = t("pages.faqs.items", { returnObjects: true });
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({ "@type": "Question", name: i.q, acceptedAnswer: { "@type": "Answer", text: i.a } })),
  };
  return (
    <>
      <PageSeo title={t("pages.faqs.seoTitle")} description={t("pages.faqs.description")} canonicalPath="/page/faqs" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
      <article className="static-page">
        <h1 className="listing__title">{t("pages.faqs.title")}</h1>
        <p className="static-page__lead">
          {t("pages.faqs.lead")} <Link to="/page/contact-us">{t("pages.faqs.contact")}</Link>
        </p>
        <div className="faq">
          {items.map((item) => (
            <details key={item.q} className="faq__item">
              <summary className="faq__question">{item.q}</summary>
              <p className="faq__answer">{item.a}</p>
            </details>
          ))}
        </div>
      </article>
    </>
  );
}
