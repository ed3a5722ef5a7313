import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import {
  addDays,
  dubaiDate,
  EMIRATES,
  QUOTE_LIMITS,
  readQuoteRequestValues,
  validateQuoteRequest,
  type QuoteRequestErrors,
  type QuoteRequestField,
  type QuoteRequestValues,
} from "@proav/shop-rules";
import { FormAlert, SelectField, TextAreaField, TextField } from "../../../components/forms/fields";
import { InPageAnswer, useNewAnswer } from "../../../components/forms/in-page-answer";
import { lineProblems, type QuoteLineDraft, type QuoteLineProblem } from "./quote-request-lines";
import { QuoteLineRow } from "./quote-line-row";
import type { QuoteLineProduct } from "./quote-request-queries";
import type { QuoteRequestAnswer, QuoteRequestFailure } from "./quote-request-values";

type T = ReturnType<typeof useTranslation>["t"];
// Keys built from a field and its rule's code: translated through a plain signature (TS2589 otherwise, as in
// components/forms/use-form.ts); every key exists in both languages (the parity test walks them).
const tr = (t: T) => t as unknown as (key: string, options?: Record<string, unknown>) => string;

function failureText(t: T, failure: QuoteRequestFailure): string {
  if (failure.code === "RATE_LIMITED")
    return tr(t)("quoteRequest.failure.rateLimited", { count: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 600) / 60)) });
  const unavailable = ["BACKEND_UNAVAILABLE", "BACKEND_TIMEOUT", "NETWORK"].includes(failure.code);
  return tr(t)(unavailable ? "quoteRequest.failure.unavailable" : "quoteRequest.failure.unexpected");
}

/**
 * The request for quote. It posts to its route's action with or without JavaScript (`<Form>`; the action answers
 * the form again with what was typed when it cannot send). With JavaScript the same rules (validateQuoteRequest,
 * the lines' quantities) run first, mistakes show beside their fields and the first takes the focus; "Remove"
 * drops a line at once. `noValidate`: the browser's own bubbles would differ from the messages in the page's language.
 */
export function QuoteRequestForm({
  products: loaded,
  startLines,
  startValues,
  today,
  answer,
  pending,
  intro,
  empty,
}: {
  products: Record<string, QuoteLineProduct>;
  startLines: QuoteLineDraft[];
  startValues: QuoteRequestValues;
  /** The UAE date the server rendered on: the needed-by date's bounds. */
  today: string;
  answer: QuoteRequestAnswer | undefined;
  pending: boolean;
  /** Shown above the fields (the prefilled notice). */
  intro?: ReactNode;
  /** Shown instead of the form once no line is left. */
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const products = { ...loaded, ...answer?.products };
  const [lines, setLines] = useState<QuoteLineDraft[]>(() => (answer?.lines ?? startLines).filter((l) => products[l.productId]));
  const [clientErrors, setClientErrors] = useState<QuoteRequestErrors | null>(null);
  const [clientLineErrors, setClientLineErrors] = useState<Record<string, QuoteLineProblem> | null>(null);
  const [removedHere, setRemovedHere] = useState(false);
  const errors = clientErrors ?? answer?.errors ?? {};
  const lineErrors = clientLineErrors ?? answer?.lineErrors ?? {};
  const values = answer?.values ?? startValues;

  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], .form-alert")?.focus());

  // Each answer of the action (a post that did not go): its problems replace the browser's.
  useNewAnswer(answer, (posted) => {
    setLines(posted.lines.filter((l) => posted.products[l.productId] ?? loaded[l.productId]));
    setClientErrors(null);
    setClientLineErrors(null);
    if (!posted.removed) focusFirstInvalid();
  });

  const check = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    const found = validateQuoteRequest(readQuoteRequestValues(new FormData(event.currentTarget)), dubaiDate(new Date()));
    const foundLines = lineProblems(lines);
    setClientErrors(found);
    setClientLineErrors(foundLines);
    if (Object.keys(found).length || Object.keys(foundLines).length) {
      event.preventDefault();
      focusFirstInvalid();
    }
  };
  // Once a field was flagged, its message follows the shopper's corrections.
  const recheck = (name: QuoteRequestField) => {
    if (!errors[name] || !formRef.current) return;
    const found = validateQuoteRequest(readQuoteRequestValues(new FormData(formRef.current)), dubaiDate(new Date()));
    setClientErrors({ ...errors, [name]: found[name] });
  };
  const setQuantity = (productId: string, quantity: string) => {
    const next = lines.map((l) => (l.productId === productId ? { ...l, quantity } : l));
    setLines(next);
    if (!lineErrors[productId]) return;
    const { [productId]: _fixed, ...others } = lineErrors;
    const problem = lineProblems(next)[productId];
    setClientLineErrors(problem ? { ...others, [productId]: problem } : others);
  };
  const remove = (productId: string) => {
    setLines(lines.filter((l) => l.productId !== productId));
    setRemovedHere(true);
  };

  if (!lines.length) return <>{empty}</>;

  const field = (name: QuoteRequestField) => {
    const code = errors[name];
    return {
      name,
      defaultValue: values[name],
      error: code ? tr(t)(`quoteRequest.errors.${name}.${code}`) : undefined,
      onChange: () => recheck(name),
    };
  };
  const count = Object.values(errors).filter(Boolean).length + Object.values(lineErrors).filter(Boolean).length;
  const alerts = [...(count ? [t("quoteRequest.errorSummary", { count })] : []), ...(answer?.failure ? [failureText(t, answer.failure)] : [])];
  const optional = t("quoteRequest.details.optional");

  return (
    <Form method="post" className="quote-request stack" noValidate onSubmit={check} ref={formRef} aria-label={t("quoteRequest.heading")}>
      {/* The default button comes first: Enter in a field sends the request, never the first line's "Remove". */}
      <button type="submit" hidden tabIndex={-1}>
        {t("quoteRequest.send")}
      </button>
      <InPageAnswer />
      <FormAlert messages={alerts} />
      {answer?.removed || removedHere ? (
        <p className="notice" role="status">
          {t("quoteRequest.lines.removed")}
        </p>
      ) : null}
      <section className="panel" aria-labelledby="quote-lines-title">
        <h2 id="quote-lines-title">{t("quoteRequest.lines.heading")}</h2>
        <ul className="quote-lines">
          {lines.map((line) => (
            <QuoteLineRow
              key={line.productId}
              product={products[line.productId]!}
              line={line}
              problem={lineErrors[line.productId]}
              onQuantity={(quantity) => setQuantity(line.productId, quantity)}
              onRemove={() => remove(line.productId)}
            />
          ))}
        </ul>
        <p className="muted small">
          {t("quoteRequest.lines.quantityHint")} {t("quoteRequest.lines.priceNote")}
        </p>
      </section>
      <section className="panel stack quote-request__details" aria-labelledby="quote-details-title">
        <h2 id="quote-details-title">{t("quoteRequest.details.heading")}</h2>
        {intro}
        <p className="muted small">{t("quoteRequest.required")}</p>
        <TextField
          label={t("quoteRequest.details.company")}
          hint={t("quoteRequest.details.companyHint")}
          autoComplete="organization"
          maxLength={QUOTE_LIMITS.company}
          dir="auto"
          {...field("company")}
        />
        <div className="form__pair">
          <TextField
            label={t("quoteRequest.details.contactName")}
            autoComplete="name"
            maxLength={QUOTE_LIMITS.contactName}
            dir="auto"
            {...field("contactName")}
          />
          <TextField
            label={t("quoteRequest.details.contactPhone")}
            hint={t("quoteRequest.details.contactPhoneHint")}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            {...field("contactPhone")}
          />
        </div>
        <TextField
          label={t("quoteRequest.details.contactEmail")}
          hint={t("quoteRequest.details.contactEmailHint")}
          type="email"
          autoComplete="email"
          spellCheck={false}
          dir="ltr"
          {...field("contactEmail")}
        />
        <div className="form__pair">
          <TextField
            label={t("quoteRequest.details.trn")}
            optionalLabel={optional}
            hint={t("quoteRequest.details.trnHint")}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            {...field("trn")}
          />
          <SelectField label={t("quoteRequest.details.emirate")} {...field("emirate")}>
            <option value="">{t("quoteRequest.details.chooseEmirate")}</option>
            {EMIRATES.map((e) => (
              <option key={e} value={e}>
                {t(`account.emirates.${e}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t("quoteRequest.details.neededBy")}
          optionalLabel={optional}
          hint={t("quoteRequest.details.neededByHint")}
          type="date"
          min={today}
          max={addDays(today, QUOTE_LIMITS.neededByDays)}
          {...field("neededBy")}
        />
        <TextAreaField
          label={t("quoteRequest.details.notes")}
          optionalLabel={optional}
          hint={t("quoteRequest.details.notesHint")}
          rows={4}
          maxLength={QUOTE_LIMITS.notes}
          dir="auto"
          {...field("notes")}
        />
      </section>
      <div className="form__actions">
        <button type="submit" className="button button--primary button--large" disabled={pending} aria-busy={pending}>
          {pending ? t("quoteRequest.sending") : t("quoteRequest.send")}
        </button>
      </div>
    </Form>
  );
}
