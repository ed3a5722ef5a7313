import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { EmailDeliveryStatus, OrderDetail_OrderFragment, QuoteDetail_QuoteFragment } from "../../__generated__/graphql";
import { FormAlert, TextField } from "../../components/forms/fields";
import { InPageAnswer } from "../../components/forms/in-page-answer";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";
import type { Problem } from "../../lib/validation/rules";
import { QuoteDetail } from "./quote-detail";
import { AcceptQuoteForm, AcceptRefused, type AcceptAnswer } from "./accept-quote-form";

/** The order a guest's acceptance placed, with what became of its confirmation e-mail. */
export type PlacedQuoteOrder = OrderDetail_OrderFragment & { confirmationEmail?: { to: string; status: EmailDeliveryStatus } | null };

/**
 * What the tracking page's action answers: the quote found (with the e-mail it was found by, for its PDF and
 * acceptance forms, and an acceptance that placed nothing); a miss or something to correct in the search; or,
 * to a hydrated page, the order an acceptance placed.
 */
export type QuoteTrackAnswer =
  | { found: { quote: QuoteDetail_QuoteFragment; email: string }; accept?: AcceptAnswer }
  | { missed: boolean; restored: RestoredForm }
  | { placed: PlacedQuoteOrder };

const NUMBER = isolatedValue("number");

/** The search by number and e-mail, posted to the page's action. */
export function QuoteTrackForm({
  answer,
  pending,
  validate,
}: {
  answer: { missed: boolean; restored: RestoredForm } | null;
  pending: boolean;
  /** Order tracking's rules for the pair (composed by the route: another feature's). */
  validate: (v: { number: string; email: string }) => Partial<Record<"number" | "email", Problem>>;
}) {
  const { t } = useTranslation();
  const form = useForm({ number: "", email: "" }, validate, { restored: answer?.restored, pending });
  return (
    <Form
      method="post"
      action="/quotes/track"
      ref={form.formRef}
      className="form panel"
      noValidate
      aria-label={t("quotes.track.heading")}
      onSubmit={form.check}
    >
      <input type="hidden" name="intent" value="track" />
      <InPageAnswer />
      <p className="form__intro">{t("quotes.track.intro")}</p>
      <FormAlert messages={answer?.missed ? [t("quotes.track.notFound"), ...form.formMessages] : form.formMessages} />
      <div className="form__pair">
        <TextField
          label={t("quotes.track.number")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t("quotes.track.numberHint")}
          {...form.field("number")}
        />
        <TextField label={t("quotes.track.email")} type="email" autoComplete="email" spellCheck={false} {...form.field("email")} />
      </div>
      <button type="submit" className="button button--primary button--inline" disabled={form.submitting}>
        {form.submitting ? t("quotes.track.submitting") : t("quotes.track.submit")}
      </button>
    </Form>
  );
}

/** A guest's quote as found: the quote, its PDF, and the acceptance form while it can be accepted. */
export function TrackedQuote({
  quote,
  email,
  accept,
  idempotencyKey,
  pending,
}: {
  quote: QuoteDetail_QuoteFragment;
  email: string;
  accept?: AcceptAnswer;
  idempotencyKey: string;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const refused = accept && "refused" in accept ? accept : null;
  return (
    <div className="stack">
      <div className="panel__head quote-track__head">
        <h2 className="order-found__title">{NUMBER.render(t("quotes.detail.heading", NUMBER.options), quote.number)}</h2>
        <Link className="button" to="/quotes/track">
          {t("quotes.track.another")}
        </Link>
      </div>
      <QuoteDetail quote={quote} access={{ kind: "track", email }}>
        {refused ? <AcceptRefused code={refused.refused} orderNumber={refused.quote?.orderNumber ?? quote.orderNumber ?? null} linked={false} /> : null}
        {quote.canAccept ? (
          <AcceptQuoteForm
            action="/quotes/track"
            number={quote.number}
            email={email}
            idempotencyKey={idempotencyKey}
            restored={accept && "restored" in accept ? accept.restored : null}
            pending={pending}
          />
        ) : null}
      </QuoteDetail>
    </div>
  );
}
