import { useEffect, useRef } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/contact";
import { PageSeo } from "../../lib/seo/page-seo";
import { ContactForm } from "../../features/pages/contact-form";
import { readContactValues, validateContact } from "../../features/pages/contact-rules";
import { logContactMessage } from "../../features/pages/contact-log.server";
import { useRouteStrings } from "../../lib/i18n/route-strings";
import { pages } from "../../lib/i18n/locales/en/pages";

/** Far above a full form (2,000-character message): anything bigger is not a shopper's message. */
const MAX_BODY_BYTES = 16 * 1024;

// The form posts here with or without JavaScript. Valid: logged, then Post/Redirect/Get to the confirmation (a
// reload never sends twice). Invalid: 400 with field errors and the values, so the page shows them in place.
export async function action({ request }: Route.ActionArgs) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw data({ message: "Message too large" }, { status: 413 });
  const form = await request.formData();
  // The bot trap: pretend success, log nothing.
  if (form.get("website")) return redirect("/page/contact-us?sent=1");
  const values = readContactValues(form);
  const errors = validateContact(values);
  if (Object.keys(errors).length) return data({ errors, values }, { status: 400 });
  logContactMessage(values, request.headers.get("x-request-id"));
  return redirect("/page/contact-us?sent=1");
}

export default function ContactRoute({ actionData }: Route.ComponentProps) {
  useRouteStrings("pages", pages);
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const sent = search.get("sent") === "1";
  const confirmation = useRef<HTMLHeadingElement>(null);
  // After sending, the focus moves to the confirmation so screen readers announce it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);
  return (
    <>
      <PageSeo title={t("pages.contact.seoTitle")} description={t("pages.contact.description")} canonicalPath="/page/contact-us" noindex={sent} />
      <div className="static-page static-page--wide">
        <h1 className="listing__title">{t("pages.contact.title")}</h1>
        {sent ? (
          <section className="notice contact-sent" aria-labelledby="contact-sent-title">
            <h2 id="contact-sent-title" tabIndex={-1} ref={confirmation}>
              {t("pages.contact.sentTitle")}
            </h2>
            <p>{t("pages.contact.sentText")}</p>
            <p className="contact-sent__actions">
              <Link className="button" to="/page/contact-us">
                {t("pages.contact.sendAnother")}
              </Link>
              <Link className="button button--primary" to="/shop">
                {t("pages.contact.backToShop")}
              </Link>
            </p>
          </section>
        ) : (
          <div className="contact">
            <p className="static-page__lead contact__lead">{t("pages.contact.lead")}</p>
            <ContactForm serverErrors={actionData?.errors} serverValues={actionData?.values} />
            <aside className="contact__details" aria-labelledby="contact-details-title">
              <h2 id="contact-details-title">{t("pages.contact.detailsTitle")}</h2>
              <p>{t("pages.contact.address")}</p>
              <p>{t("pages.contact.hours")}</p>
              <p>{t("pages.contact.emailUs")}</p>
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
