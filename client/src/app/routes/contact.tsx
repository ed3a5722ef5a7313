import { useEffect, useRef } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/contact";
import { PageSeo } from "../../lib/seo/page-seo";
import { ContactForm } from "../../features/pages/contact-form";
import { readContactValues, validateContact } from "@proav/shop-rules";
import { SendContactMessageMutation } from "../../features/pages/contact-queries";
import { contactErrorsFrom } from "../../features/pages/contact-problems";
import { problemsOf } from "../../components/forms/use-form";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["pages"] };

/** Far above a full form (2,000-character message): anything bigger is not a shopper's message. */
const MAX_BODY_BYTES = 16 * 1024;

/** `?sent=` after a message went through: what became of it, so the page says only what is true. */
const SENT_PARAM = { SENT: "1", QUEUED: "queued", OUTBOX: "outbox" } as const;

// The form posts here with or without JavaScript. Valid: sent through the gateway's sendContactMessage (which
// checks it again, rate limits it and mails the shop's inbox), then Post/Redirect/Get to the confirmation (a
// reload never sends twice). Invalid or refused: the field errors or the reason, with the values, in place.
export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw data({ message: "Message too large" }, { status: 413 });
  const form = await request.formData();
  // The bot trap: pretend success, log nothing.
  if (form.get("website")) return redirect("/page/contact-us?sent=1");
  const values = readContactValues(form);
  const errors = validateContact(values);
  if (Object.keys(errors).length) return data({ errors, values }, { status: 400 });
  const result = await context.apollo.mutate({ mutation: SendContactMessageMutation, variables: { input: values }, errorPolicy: "all" });
  const status = result.data?.sendContactMessage.status;
  if (status) return redirect(`/page/contact-us?sent=${SENT_PARAM[status]}`);
  const problems = problemsOf(result.error);
  const fieldErrors = contactErrorsFrom(problems);
  if (Object.keys(fieldErrors).length) return data({ errors: fieldErrors, values }, { status: 400 });
  const failure = { code: problems.failure ?? "UNEXPECTED", retryAfterSeconds: problems.retryAfterSeconds };
  return data({ failure, values }, { status: failure.code === "RATE_LIMITED" ? 429 : 503 });
}

export default function ContactRoute({ actionData }: Route.ComponentProps) {
  useRouteStrings("pages");
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const sentParam = search.get("sent");
  const sent = sentParam === "1" || sentParam === "queued" || sentParam === "outbox";
  const failure = actionData && "failure" in actionData ? actionData.failure : undefined;
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
              {t(sentParam === "queued" ? "pages.contact.queuedTitle" : sentParam === "outbox" ? "pages.contact.outboxTitle" : "pages.contact.sentTitle")}
            </h2>
            <p>{t(sentParam === "queued" ? "pages.contact.queuedText" : sentParam === "outbox" ? "pages.contact.outboxText" : "pages.contact.sentText")}</p>
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
            {failure ? (
              <p className="notice notice--error" role="alert" data-testid="contact-failure">
                {failure.code === "RATE_LIMITED"
                  ? t("pages.contact.rateLimited", { count: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 600) / 60)) })
                  : t("pages.contact.failed")}
              </p>
            ) : null}
            <ContactForm serverErrors={actionData && "errors" in actionData ? actionData.errors : undefined} serverValues={actionData?.values} />
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
