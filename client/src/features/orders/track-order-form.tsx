import { useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { InPageAnswer, useNewAnswer } from "../../components/forms/in-page-answer";
import { check, email, text } from "../../lib/validation/rules";

/**
 * Finds an order by number plus the e-mail address it was placed with; works signed out (guests). A miss says
 * only that the pair does not match, never which half.
 */
export const validateTrackOrder = (v: { number: string; email: string }) => check({ number: () => text(v.number, 40), email: () => email(v.email) });

/** The variables of trackOrder from the posted values (the tracking page's action). */
export const trackOrderVariables = (v: { number: string; email: string }) => ({ number: v.number.trim().toUpperCase(), email: v.email.trim() });

export function TrackOrderForm({
  onFound,
  titled = true,
  answer,
}: {
  onFound: (order: OrderDetail_OrderFragment) => void;
  titled?: boolean;
  /** The tracking page's action's answer when the form was posted without JavaScript. */
  answer?: { missed: boolean; restored: RestoredForm } | null;
}) {
  const { t } = useTranslation();
  // Posted to the tracking page's action with or without JavaScript (hydrated, through a fetcher, from My Orders
  // too): the action asks the gateway every time, never a cache (personal data).
  const fetcher = useFetcher<{ order: OrderDetail_OrderFragment } | { missed: boolean; restored: RestoredForm }>();
  const posted = fetcher.data && "restored" in fetcher.data ? fetcher.data : null;
  const [missed, setMissed] = useState(answer?.missed ?? false);
  const form = useForm({ number: "", email: "" }, validateTrackOrder, { restored: posted?.restored ?? answer?.restored, pending: fetcher.state !== "idle" });
  useNewAnswer(fetcher.data, (found) => {
    if ("order" in found) onFound(found.order);
    else setMissed(found.missed);
  });
  return (
    <fetcher.Form
      method="post"
      action="/account/order-tracking"
      ref={form.formRef}
      className="form panel"
      noValidate
      aria-label={t("orders.track.heading")}
      onSubmit={(event) => {
        form.check(event);
        if (!event.defaultPrevented) setMissed(false);
      }}
    >
      {titled ? <h2 className="form__title">{t("orders.track.heading")}</h2> : null}
      <InPageAnswer />
      <p className="form__intro">{t("orders.track.intro")}</p>
      <FormAlert messages={missed ? [t("orders.track.notFound"), ...form.formMessages] : form.formMessages} />
      <div className="form__pair">
        <TextField
          label={t("orders.track.number")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t("orders.track.numberHint")}
          {...form.field("number")}
        />
        <TextField label={t("orders.track.email")} type="email" autoComplete="email" spellCheck={false} {...form.field("email")} />
      </div>
      <button type="submit" className="button button--primary button--inline" disabled={form.submitting}>
        {form.submitting ? t("orders.track.submitting") : t("orders.track.submit")}
      </button>
    </fetcher.Form>
  );
}
