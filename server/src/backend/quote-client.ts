import type { AxiosInstance, AxiosRequestConfig } from "axios";
import { isAxiosError } from "axios";
import type { RestNewQuote, RestQuote, RestQuoteAccepted, RestQuoteAcceptance, RestQuoteConflict } from "./rest-types.js";
import { answerLost, errorFromResponse, isTimeout, orderUnconfirmed } from "./backend-error.js";

// The backend's `quotes` routes (docs/quotes.md), called like the orders routes in account-client.ts: with the
// shopper's token as received (the backend decides whose quotes a call sees) and their address as
// X-Forwarded-For (the backend's rate limits count shoppers, not the gateway).

/** What `POST /quotes/accept` answers: the order placed, or the quote's state refusing it (its 409). */
export type QuoteAcceptOutcome = { accepted: RestQuoteAccepted } | { refused: RestQuoteConflict; quote: RestQuote };

const CONFLICTS: readonly string[] = ["not_quoted", "expired", "already_accepted"] satisfies RestQuoteConflict[];

export class QuoteClient {
  constructor(
    private readonly http: AxiosInstance,
    private readonly token: string | undefined,
    private readonly forwarded: Record<string, string>,
  ) {}

  private get signedIn(): boolean {
    return this.token !== undefined;
  }

  private headers(): Record<string, string> {
    return this.token ? { ...this.forwarded, Authorization: `Bearer ${this.token}` } : this.forwarded;
  }

  private async call<T>(what: string, config: AxiosRequestConfig): Promise<T> {
    try {
      return (await this.http.request<T>({ ...config, headers: { ...config.headers, ...this.headers() } })).data;
    } catch (error) {
      throw errorFromResponse(error, what, { signedIn: this.signedIn });
    }
  }

  /** POST /quotes: owned by the shopper when signed in. A 400 names the fields (`lines.0.product`, `company`). */
  request(body: RestNewQuote): Promise<RestQuote> {
    return this.call("quote request", { method: "POST", url: "/quotes", data: body });
  }

  /** The signed-in shopper's quotes, newest first. */
  list(start: number, limit: number): Promise<RestQuote[]> {
    return this.call("quotes", { method: "GET", url: "/quotes", params: { _sort: "created_at:DESC", _start: start, _limit: limit } });
  }

  async count(): Promise<number> {
    return Number(await this.call<number>("quotes", { method: "GET", url: "/quotes/count" }));
  }

  /** The signed-in shopper's quote with this number, or null (none, or someone else's). */
  async byNumber(number: string): Promise<RestQuote | null> {
    const list = await this.call<RestQuote[]>("quote", { method: "GET", url: "/quotes", params: { number, _limit: 1 } });
    return list[0] ?? null;
  }

  /** The quote with this number and contact e-mail, or null. Sent without the shopper's token, like order tracking. */
  async track(number: string, email: string): Promise<RestQuote | null> {
    try {
      return (await this.http.get<RestQuote>("/quotes/track", { params: { number, email }, headers: this.forwarded })).data;
    } catch (error) {
      // A 404 is "no such quote for that e-mail", never a missing route (the gateway is built with its backend).
      if (isAxiosError(error) && error.response?.status === 404) return null;
      throw errorFromResponse(error, "quote tracking", { signedIn: false });
    }
  }

  /**
   * POST /quotes/accept. Its idempotency key makes sending it again safe, so a lost answer is asked once more (as
   * placing an order is); a 409 is the quote's state refusing it, answered with the quote as it stands. A 404 (no
   * such quote, or not the caller's) is thrown as NOT_FOUND.
   */
  async accept(body: RestQuoteAcceptance): Promise<QuoteAcceptOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return { accepted: (await this.http.post<RestQuoteAccepted>("/quotes/accept", body, { headers: this.headers() })).data };
      } catch (error) {
        const conflict = isAxiosError(error) && error.response?.status === 409 ? conflictOf(error.response.data) : undefined;
        if (conflict) return conflict;
        if (isAxiosError(error) && error.response?.status === 404) throw errorFromResponse(error, "quote", undefined);
        if (!answerLost(error)) throw errorFromResponse(error, "quote acceptance", { signedIn: this.signedIn });
        if (attempt === 2 || isTimeout(error)) throw orderUnconfirmed();
      }
    }
  }
}

function conflictOf(body: unknown): { refused: RestQuoteConflict; quote: RestQuote } | undefined {
  const data = (body as { data?: { code?: unknown; quote?: unknown } } | undefined)?.data;
  if (!data || typeof data.code !== "string" || !CONFLICTS.includes(data.code) || !data.quote) return undefined;
  return { refused: data.code as RestQuoteConflict, quote: data.quote as RestQuote };
}
