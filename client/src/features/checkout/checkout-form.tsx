import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import type { CheckoutAccountQuery, CheckoutForm_CartFragment, OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { graphql } from "../../__generated__/gql";
import { FormAlert, TextAreaField, TextField } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { AddressFields } from "../../components/forms/address-fields";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import { ORDER_LIMITS } from "@proav/shop-rules";
import { ADDRESS_KEYS, prefilled, validateCheckout } from "./checkout-values";
import { attemptKey, browserAttemptStorage, cartSignature, endAttempt } from "./checkout-attempt";
import type { AddressChoice, CheckoutValues } from "./place-order-input";
import { CheckoutReview } from "./checkout-review";
import { PaymentOptions } from "./payment-options";
import { SavedAddressPicker } from "./saved-address-picker";
import { CompanySection } from "./company-section";
import { companyPath, type CompanyKey } from "../../components/forms/company-fields";
import { COMPANY_FIELD } from "./place-order-input";

type Account = CheckoutAccountQuery;
// The order total (for the payment options' cash limit) and what the review beside the form shows.
export const CheckoutFormFragment = graphql(`
  fragment CheckoutForm_cart on Cart {
    total { amount }
    ...CheckoutReview_cart
  }
`);

type Cart = CheckoutForm_CartFragment;
type Item = { productId: string; quantity: number };

/**
 * What the checkout page's action answers this form: the order placed (to a hydrated page, InPageAnswer; a
 * browser without JavaScript is sent to the confirmation instead), or the problems with the values typed and the
 * delivery choice (a new address saved before the order was refused is now a saved one).
 */
export type CheckoutAnswer = { placed: OrderDetail_OrderFragment } | { restored: RestoredForm & { choice: AddressChoice } };

const COMPANY_KEY_OF = new Map<string, CompanyKey>(Object.entries(COMPANY_FIELD).map(([key, name]) => [name, key as CompanyKey]));

// Where placeOrder (and createAddress, when saving a new address) report each field of this form.
function serverKey(name: keyof CheckoutValues): string[] {
  if ((ADDRESS_KEYS as readonly string[]).includes(name)) return [`shippingAddress.address.${name}`, name];
  const company = COMPANY_KEY_OF.get(name);
  if (company) return [`buyer.company.${companyPath(company)}`];
  if (name === "poNumber") return ["buyer.purchaseOrderNumber"];
  if (name === "companyChoice") return ["buyer.company", "buyer.useSavedProfile"];
  return [name];
}
const isLineKey = (key: string) => key.startsWith("lines.");

/**
 * The checkout: contact, delivery address (a saved one or a new one), payment method and note, beside the
 * gateway-priced review. It posts to the checkout page's action with or without JavaScript (hydrated, through a
 * fetcher). "Place order" sends one idempotency key per attempt: made by the server (`idempotencyKey`) until the
 * page runs, then this browser's (checkout-attempt.ts, surviving a reload); it is disabled while the order is
 * being placed; field errors land next to their fields and lines.
 */
export function CheckoutForm({
  cart,
  items,
  account,
  signedIn,
  accountBox,
  onPlaced,
  idempotencyKey,
  restored,
}: {
  cart: Cart;
  items: readonly Item[];
  account: Account | null;
  signedIn: boolean;
  /** For signed-out shoppers: sign in inline or go on as a guest (composed by the route; it is another feature). */
  accountBox?: ReactNode;
  onPlaced: (order: OrderDetail_OrderFragment) => void;
  /** This attempt's key, made by the server, posted with the form until the browser's own takes over. */
  idempotencyKey: string;
  /** The action's answer when the form was posted without JavaScript and the order could not be placed. */
  restored?: (RestoredForm & { choice: AddressChoice }) | null;
}) {
  const { t } = useTranslation();
  const addresses = account?.myAddresses ?? [];
  // The server renders a signed-in shopper's checkout prefilled (the session cookie), so it works without JavaScript.
  const [start] = useState(() => prefilled(account));
  const [choice, setChoice] = useState<AddressChoice>(restored?.choice ?? start.choice);
  const [saveAddress, setSaveAddress] = useState(true);
  const fetcher = useFetcher<CheckoutAnswer>();
  const sentLines = useRef<readonly Item[]>([]);
  const typingAddress = choice.kind === "new";
  const answer = fetcher.data && "restored" in fetcher.data ? fetcher.data.restored : null;

  // The saved company can be chosen only while the account has one (it may be removed elsewhere meanwhile).
  const savedCompany = signedIn ? (account?.me?.company ?? null) : null;
  const form = useForm<keyof CheckoutValues>(start.values, (v) => validateCheckout(v, typingAddress, savedCompany !== null), {
    serverKey,
    shownElsewhere: isLineKey,
    restored: answer ?? restored,
    pending: fetcher.state !== "idle",
  });

  // The attempt's key: the server's in its HTML, this browser's once it runs (the same for a retry or a reload
  // of the same cart, a new one for another cart).
  const signature = cartSignature(items);
  const [attempt, setAttempt] = useState(idempotencyKey);
  useEffect(() => setAttempt(attemptKey(browserAttemptStorage(), signature)), [signature]);

  useNewAnswer(fetcher.data, (posted) => {
    if ("placed" in posted) {
      endAttempt(browserAttemptStorage());
      onPlaced(posted.placed);
      return;
    }
    // Saved to the book before the order was refused: the next attempt picks it instead of saving it again.
    if (posted.restored.choice.kind === "saved" && choice.kind === "new") {
      setChoice(posted.restored.choice);
      setSaveAddress(false);
    }
  });

  // A signed-in shopper's details may arrive after hydration: prefill what the shopper has not typed yet.
  const prefilledFor = useRef<string | null>(account?.me?.id ?? null);
  useEffect(() => {
    const me = account?.me;
    if (!me || prefilledFor.current === me.id) return;
    prefilledFor.current = me.id;
    if (!form.values.contactEmail) form.set("contactEmail", me.email);
    if (me.company && form.values.companyChoice !== "saved") form.set("companyChoice", "saved");
    if (!form.values.contactPhone && me.phone) form.set("contactPhone", me.phone);
    const preferred = account.myAddresses.find((a) => a.isDefault) ?? account.myAddresses[0];
    if (preferred) setChoice({ kind: "saved", id: preferred.id });
    if (!form.values.name && `${me.firstName ?? ""} ${me.lastName ?? ""}`.trim()) form.set("name", `${me.firstName ?? ""} ${me.lastName ?? ""}`.trim());
  }, [account, form]);

  // placeOrder names a bad line by its index in what was sent; show the message under that product.
  const lineErrors = useMemo(() => {
    const map = new Map<string, string>();
    for (const [key, problem] of Object.entries(form.serverProblems.fields)) {
      const match = /^lines\.(\d+)\./.exec(key);
      const item = match ? sentLines.current[Number(match[1])] : undefined;
      if (item && !map.has(item.productId)) map.set(item.productId, problem.message);
    }
    return map;
  }, [form.serverProblems]);

  const send = (event: FormEvent) => {
    form.check(event);
    // placeOrder names a bad line by its index in the lines sent: the action orders these.
    if (!event.defaultPrevented) sentLines.current = items;
  };

  const alerts = lineErrors.size && !form.formMessages.length ? [t("checkout.fixErrors")] : form.formMessages;
  return (
    <div className="checkout">
      <div className="checkout__main stack">
        {accountBox}
        <fetcher.Form
          id="checkout-form"
          method="post"
          action="/account/checkout"
          ref={form.formRef}
          className="stack"
          noValidate
          aria-label={t("checkout.heading")}
          onSubmit={send}
        >
          <input type="hidden" name="idempotencyKey" value={attempt} />
          <InPageAnswer />
          <FormAlert messages={alerts} />
          <section className="panel" aria-labelledby="contact-title">
            <h2 id="contact-title">{t("checkout.contact.heading")}</h2>
            <div className="form__pair">
              <TextField
                label={t("checkout.contact.email")}
                type="email"
                autoComplete="email"
                spellCheck={false}
                hint={t("checkout.contact.emailHint")}
                {...form.field("contactEmail")}
              />
              <TextField
                label={t("checkout.contact.phone")}
                type="tel"
                autoComplete="tel"
                hint={t("checkout.contact.phoneHint")}
                {...form.field("contactPhone")}
              />
            </div>
          </section>
          <section className="panel" aria-labelledby="shipping-title">
            <h2 id="shipping-title">{t("checkout.shipping.heading")}</h2>
            {signedIn && addresses.length ? (
              <SavedAddressPicker
                addresses={addresses}
                choice={choice}
                onChange={setChoice}
                error={form.serverProblems.fields["shippingAddress.savedAddressId"]?.message}
              />
            ) : null}
            {typingAddress ? (
              <>
                <AddressFields field={form.field} />
                {signedIn ? (
                  <label className="checkbox">
                    <input type="checkbox" name="saveAddress" value="1" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />{" "}
                    {t("checkout.shipping.save")}
                  </label>
                ) : null}
              </>
            ) : null}
          </section>
          <CompanySection values={form.values} set={form.set} field={form.field} signedIn={signedIn} saved={savedCompany} />
          <section className="panel" aria-labelledby="payment-title">
            <h2 id="payment-title">{t("checkout.payment.heading")}</h2>
            <PaymentOptions
              value={form.values.paymentMethod}
              onChange={(m) => form.set("paymentMethod", m)}
              error={form.field("paymentMethod").error}
              total={cart.total.amount}
            />
            <TextAreaField
              label={t("checkout.note.label")}
              optionalLabel={t("account.register.optional")}
              hint={t("checkout.note.hint")}
              rows={3}
              maxLength={ORDER_LIMITS.note}
              {...form.field("note")}
            />
          </section>
        </fetcher.Form>
      </div>
      <aside className="checkout__side stack" aria-label={t("checkout.review.heading")}>
        <CheckoutReview cart={cart} lineErrors={lineErrors} />
        <button
          type="submit"
          form="checkout-form"
          className="button button--primary button--block button--large"
          disabled={form.submitting}
          aria-busy={form.submitting}
        >
          {form.submitting ? t("checkout.placing") : t("checkout.place")}
        </button>
        <p className="muted small">{t("checkout.terms")}</p>
      </aside>
    </div>
  );
}
