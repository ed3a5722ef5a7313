import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApolloClient } from "@apollo/client/react";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { FormAlert, TextField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/use-form";
import { check, email, text } from "../../lib/validation/rules";
import { TrackOrderQuery } from "./order-queries";

/**
 * Finds an order by number plus the e-mail address it was placed with; works signed out (guests). A miss says
 * only that the pair does not match, never which half.
 */
export function TrackOrderForm({ onFound, titled = true }: { onFound: (order: OrderDetail_OrderFragment) => void; titled?: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [missed, setMissed] = useState(false);
  const form = useForm({ number: "", email: "" }, (v) => check({ number: () => text(v.number, 40), email: () => email(v.email) }));
  return (
    <form
      ref={form.formRef}
      className="form panel"
      noValidate
      aria-label={t("orders.track.heading")}
      onSubmit={form.submit(async (v) => {
        setMissed(false);
        // Personal data: always asked of the gateway, never answered from the cache.
        const { data, error } = await client.query({ query: TrackOrderQuery, variables: { number: v.number.trim().toUpperCase(), email: v.email.trim() }, fetchPolicy: "network-only" });
        if (error) throw error;
        if (data?.trackOrder) onFound(data.trackOrder);
        else setMissed(true);
      })}
    >
      {titled ? <h2 className="form__title">{t("orders.track.heading")}</h2> : null}
      <p className="form__intro">{t("orders.track.intro")}</p>
      <FormAlert messages={missed ? [t("orders.track.notFound"), ...form.formMessages] : form.formMessages} />
      <div className="form__pair">
        <TextField label={t("orders.track.number")} autoComplete="off" autoCapitalize="characters" spellCheck={false} hint={t("orders.track.numberHint")} {...form.field("number")} />
        <TextField label={t("orders.track.email")} type="email" autoComplete="email" spellCheck={false} {...form.field("email")} />
      </div>
      <button type="submit" className="button button--primary button--inline" disabled={form.submitting}>
        {form.submitting ? t("orders.track.submitting") : t("orders.track.submit")}
      </button>
    </form>
  );
}
