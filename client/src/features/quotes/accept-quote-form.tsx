import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { QuoteDetail_QuoteFragment, SavedAddressPicker_AddressFragment } from "../../__generated__/graphql";
import { FormAlert, TextField } from "../../components/forms/fields";
import { AddressFields } from "../../components/forms/address-fields";
import { InPageAnswer } from "../../components/forms/in-page-answer";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { useHydrated } from "../../components/shell/use-hydrated";
import { COMPANY_LIMITS } from "@proav/shop-rules";
import { acceptServerKey, EMPTY_ACCEPT, validateAccept, type AcceptQuoteKey, type DeliveryChoice } from "./accept-quote-values";

/** A refusal by the quote's state (acceptQuote's QuoteRefused codes that carry the quote). */
export type AcceptRefusal = "NOT_QUOTED" | "EXPIRED" | "ALREADY_ACCEPTED";

/**
 * What a quote page's action answers the acceptance form when no order was placed: the refusal by the quote's
 * state, with the quote as it stands; or the values typed, the delivery choice and what to correct.
 */
export type AcceptAnswer = { refused: AcceptRefusal; quote: QuoteDetail_QuoteFragment | null } | { restored: RestoredForm & { choice: DeliveryChoice } };

type Address = SavedAddressPicker_AddressFragment;

/** The saved addresses as choices (the checkout's picker, composed by the route: it is another feature). */
export type AddressPicker = (props: {
  addresses: readonly Address[];
  choice: DeliveryChoice;
  onChange: (c: DeliveryChoice) => void;
  error?: string;
}) => ReactNode;

/**
 * Accepting a quote: where to deliver (a saved address or one typed, checkout's fields) and the optional PO
 * number, with the attempt's idempotency key. A plain form posting to the page's route action, with or without
 * JavaScript; `number` and, for a guest, `email` travel as hidden fields (the e-mail never in a URL).
 */
export function AcceptQuoteForm({
  action,
  number,
  email = null,
  addresses = [],
  picker,
  start = EMPTY_ACCEPT,
  idempotencyKey,
  restored,
  pending,
}: {
  /** The route whose action accepts (this page's own path). */
  action: string;
  number: string;
  /** A guest's contact e-mail, posted back hidden; null signed in. */
  email?: string | null;
  /** A signed-in shopper's saved addresses. */
  addresses?: readonly Address[];
  /** Renders the saved addresses as choices (posting `shippingAddress`: an id, or "new"). */
  picker?: AddressPicker;
  /** The name and phone a signed-in shopper starts with. */
  start?: typeof EMPTY_ACCEPT;
  idempotencyKey: string;
  restored?: (RestoredForm & { choice: DeliveryChoice }) | null;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const preferred = addresses.find((a) => a.isDefault) ?? addresses[0];
  const [choice, setChoice] = useState<DeliveryChoice>(restored?.choice ?? (preferred ? { kind: "saved", id: preferred.id } : { kind: "new" }));
  const typingAddress = choice.kind === "new";
  const form = useForm<AcceptQuoteKey>(start, (v) => validateAccept(v, typingAddress), { serverKey: acceptServerKey, restored, pending });
  // Without JavaScript the choice cannot show or hide fields: the typed address is there for "a new address".
  const showAddress = typingAddress || !hydrated || !addresses.length || !picker;
  return (
    <section className="panel quote-accept" aria-labelledby="quote-accept-title">
      <h2 id="quote-accept-title">{t("quotes.accept.heading")}</h2>
      <p>{t("quotes.accept.intro")}</p>
      <Form method="post" action={action} ref={form.formRef} className="form stack" noValidate aria-labelledby="quote-accept-title" onSubmit={form.check}>
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="number" value={number} />
        {email !== null ? <input type="hidden" name="email" value={email} /> : null}
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <InPageAnswer />
        <FormAlert messages={form.formMessages} />
        {addresses.length && picker
          ? picker({ addresses, choice, onChange: setChoice, error: form.serverProblems.fields["shippingAddress.savedAddressId"]?.message })
          : null}
        {showAddress ? (
          <fieldset className="quote-accept__address">
            <legend className="field__label">{addresses.length ? t("quotes.accept.newAddress") : t("quotes.accept.address")}</legend>
            <AddressFields field={form.field} />
          </fieldset>
        ) : null}
        <TextField
          label={t("quotes.accept.poNumber")}
          optionalLabel={t("account.register.optional")}
          hint={t("quotes.accept.poHint")}
          maxLength={COMPANY_LIMITS.poNumber}
          autoComplete="off"
          {...form.field("poNumber")}
        />
        <div>
          <button type="submit" className="button button--primary button--inline" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t("quotes.accept.submitting") : t("quotes.accept.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** An acceptance refused by the quote's state, in words; an accepted quote leads to its order. */
export function AcceptRefused({ code, orderNumber, linked }: { code: AcceptRefusal; orderNumber: string | null; linked: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert" data-testid="quote-refused">
      <p>{t(`quotes.accept.refused.${code}`)}</p>
      {code === "ALREADY_ACCEPTED" && orderNumber ? (
        <p>
          {linked ? (
            <Link to={`/account/invoices/${encodeURIComponent(orderNumber)}`}>{t("quotes.detail.viewOrder", { number: orderNumber })}</Link>
          ) : (
            <>
              {t("quotes.detail.order")} <bdi dir="ltr">{orderNumber}</bdi>
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}
