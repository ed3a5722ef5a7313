import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { quoteNumberOf } from "@proav/shop-rules";
import type { EmailDeliveryStatus } from "../../../__generated__/graphql";

// A guest's request went through: the action sends the browser here (`?sent=<number>&ack=<what became of the
// acknowledgement>`), so a reload shows the confirmation again instead of sending twice. The number alone finds
// nothing: looking a quote up takes its e-mail address too, which is never in a URL.

const ACK = { SENT: "sent", QUEUED: "queued", OUTBOX: "outbox" } as const satisfies Record<EmailDeliveryStatus, string>;
type Ack = (typeof ACK)[keyof typeof ACK];

/** Where the action sends a guest once the request is stored. */
export function sentPath(number: string, status: EmailDeliveryStatus | null): string {
  return `/quote-request?sent=${encodeURIComponent(number)}${status ? `&ack=${ACK[status]}` : ""}`;
}

export interface SentRequest {
  number: string;
  ack: Ack | null;
}

/** The confirmation a URL asks for, or null (no `sent`, or not a quote number). */
export function sentRequestOf(search: URLSearchParams): SentRequest | null {
  const number = quoteNumberOf(search.get("sent") ?? "");
  if (!number) return null;
  const ack = Object.values(ACK).find((a) => a === search.get("ack")) ?? null;
  return { number, ack };
}

const ACK_TEXT = { sent: "quoteRequest.sent.emailSent", queued: "quoteRequest.sent.emailQueued", outbox: "quoteRequest.sent.emailOutbox" } as const;

/** The guest's confirmation: the number, what became of the acknowledgement (only "sent" says it was sent), what next. */
export function QuoteRequestSent({ sent }: { sent: SentRequest }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus moves to the confirmation so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel quote-sent" aria-labelledby="quote-sent-title" data-testid="quote-sent">
      <h2 id="quote-sent-title" tabIndex={-1} ref={heading}>
        {t("quoteRequest.sent.title", { number: sent.number })}
      </h2>
      <p className="quote-sent__number">
        {t("quoteRequest.sent.number")}:{" "}
        <strong>
          <bdi data-testid="quote-number">{sent.number}</bdi>
        </strong>
      </p>
      {sent.ack ? <p data-testid="quote-ack">{t(ACK_TEXT[sent.ack])}</p> : null}
      <p>{t("quoteRequest.sent.next")}</p>
      <p className="quote-sent__actions">
        <Link className="button button--primary" to="/quotes/track">
          {t("quoteRequest.sent.track")}
        </Link>
        <Link className="button" to="/shop">
          {t("quoteRequest.sent.another")}
        </Link>
      </p>
      <p className="muted small">{t("quoteRequest.sent.trackHint")}</p>
    </section>
  );
}
