import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { useApolloClient } from "@apollo/client/react";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm, type RestoredForm } from "../../components/forms/use-form";
import { check, email, text } from "../../lib/validation/rules";
import { TrackOrderQuery } from "./order-queries";

/**
 * Finds an order by number plus the e-mail address it was placed with; works signed out (guests). A miss says
 * only that the pair does not match, never which half.
 */
export const validateTrackOrder = (v: { number: string; email: string }) => check({ number: () => text(v.number, 40), email: () => email(v.email) });

/** The variables of trackOrder from the form's values (the browser and the tracking page's action send the same). */
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
  const localize = useLocalizedPath();
  const client = useApolloClient();
  const [missed, setMissed] = useState(answer?.missed ?? false);
  const form = useForm({ number: "", email: "" }, validateTrackOrder, { restored: answer?.restored });
  return (
    <form
      method="post"
      action={localize("/account/order-tracking")}
      ref={form.formRef}
      className="form panel"
      noValidate
      aria-label={t("orders.track.heading")}
      onSubmit={form.submit(async (v) => {
        setMissed(false);
        // Personal data: always asked of the gateway, never answered from the cache.
        const { data, error } = await client.query({ query: TrackOrderQuery, variables: trackOrderVariables(v), fetchPolicy: "network-only" });
        if (error) throw error;
        if (data?.trackOrder) onFound(data.trackOrder);
        else setMissed(true);
      })}
    >
      {titled ? <h2 className="form__title">{t("orders.track.heading")}</h2> : null}
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
    </form>
  );
}
