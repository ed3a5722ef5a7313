import { describe, expect, it, vi } from "vitest";
import type { ApolloClient } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { quoteRequestAction } from "./quote-request-action.server";
import type { QuoteRequestAnswer } from "./quote-request-values";

// The action with a stand-in for the in-process Apollo client: what it sends, where it sends the shopper, and what
// the form gets back when the request does not go (the browser tests cover the real gateway).

const PRODUCT = {
  __typename: "Product",
  id: "1",
  slug: "dock",
  title: "Dock",
  titleLanguage: "en",
  partNumber: "4J0G2AA",
  inStock: true,
  currentPrice: { amount: "1328.99" },
};
const VALID = {
  productId: "1",
  quantity: "12",
  company: "Falcon Studios FZ-LLC",
  contactName: "Omar Haddad",
  contactEmail: "omar@example.ae",
  contactPhone: "050 765 4321",
  trn: "",
  emirate: "DUBAI",
  neededBy: "",
  notes: "",
};

function post(fields: Record<string, string>, inPage = false) {
  const body = new URLSearchParams(fields);
  if (inPage) body.set("in-page", "1");
  return new Request("http://shop.test/quote-request?product=1", { method: "POST", body });
}

function client(mutate: () => Promise<unknown>) {
  return { mutate: vi.fn(mutate), query: vi.fn(async () => ({ data: { productsByIds: [PRODUCT] } })) } as unknown as ApolloClient & {
    mutate: ReturnType<typeof vi.fn>;
  };
}

type Answered = { data: QuoteRequestAnswer; init: ResponseInit | null };
const answered = (result: unknown) => result as Answered;
const failing =
  (code: string, extensions: Record<string, unknown> = {}) =>
  async () => ({
    data: undefined,
    error: new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code, ...extensions } }] }),
  });

describe("the request-for-quote action", () => {
  it("sends a guest's request and shows the confirmation, saying what became of the acknowledgement", async () => {
    const apollo = client(async () => ({
      data: { requestQuote: { quote: { number: "RFQ-000042", isGuestQuote: true }, acknowledgementEmail: { status: "QUEUED" } } },
    }));
    const response = (await quoteRequestAction(post(VALID), apollo)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/quote-request?sent=RFQ-000042&ack=queued");
    expect(apollo.mutate.mock.calls[0]![0].variables.input).toMatchObject({
      company: "Falcon Studios FZ-LLC",
      emirate: "DUBAI",
      lines: [{ productId: "1", quantity: 12 }],
    });
  });

  it("sends a signed-in shopper to the quote in the account", async () => {
    const apollo = client(async () => ({ data: { requestQuote: { quote: { number: "RFQ-000043", isGuestQuote: false }, acknowledgementEmail: null } } }));
    const response = (await quoteRequestAction(post(VALID), apollo)) as Response;
    expect(response.headers.get("location")).toBe("/account/quotes/RFQ-000043");
  });

  it("answers mistakes with the form as typed and sends nothing", async () => {
    const apollo = client(async () => ({}));
    const answer = answered(await quoteRequestAction(post({ ...VALID, company: " ", quantity: "1000", notes: "Keep this" }), apollo));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors).toEqual({ company: "required" });
    expect(answer.data.lineErrors).toEqual({ "1": "quantity" });
    expect(answer.data.values.notes).toBe("Keep this");
    expect(answer.data.lines).toEqual([{ productId: "1", quantity: "1000" }]);
    expect(answer.data.products["1"]).toMatchObject({ title: "Dock" });
    expect(apollo.mutate).not.toHaveBeenCalled();
    // A hydrated page reads the problems from a 200 (InPageAnswer), so the browser logs no failed request.
    expect(answered(await quoteRequestAction(post({ ...VALID, company: "" }, true), apollo)).init?.status).toBe(200);
  });

  it("answers Remove without JavaScript with the form less that line", async () => {
    const apollo = client(async () => ({}));
    const answer = answered(await quoteRequestAction(post({ ...VALID, notes: "Typed", remove: "1" }), apollo));
    expect(answer.data).toMatchObject({ removed: true, lines: [], errors: {} });
    expect(answer.data.values.notes).toBe("Typed");
    expect(apollo.mutate).not.toHaveBeenCalled();
  });

  it("words a dead backend and a rate limit, keeping what was typed", async () => {
    const down = answered(await quoteRequestAction(post(VALID), client(failing("BACKEND_UNAVAILABLE"))));
    expect(down.init?.status).toBe(503);
    expect(down.data.failure).toEqual({ code: "BACKEND_UNAVAILABLE", retryAfterSeconds: null });
    expect(down.data.values.company).toBe("Falcon Studios FZ-LLC");
    const thrown = answered(
      await quoteRequestAction(
        post(VALID),
        client(() => Promise.reject(new Error("socket hang up"))),
      ),
    );
    expect(thrown.data.failure?.code).toBe("NETWORK");
    const limited = answered(await quoteRequestAction(post(VALID), client(failing("RATE_LIMITED", { retryAfterSeconds: 540 }))));
    expect(limited.init?.status).toBe(429);
    expect(limited.data.failure).toEqual({ code: "RATE_LIMITED", retryAfterSeconds: 540 });
  });

  it("shows the gateway's refusal beside the line or field it names", async () => {
    const apollo = client(async () => ({
      data: {
        requestQuote: {
          code: "PRODUCT_UNAVAILABLE",
          message: "Line 1: this product is no longer available.",
          fields: [
            { path: ["input", "lines", "0", "productId"], message: "Line 1: this product is no longer available.", code: "PRODUCT_UNAVAILABLE" },
            { path: ["input", "trn"], message: "A tax registration number (TRN) has 15 digits.", code: "INVALID" },
          ],
        },
      },
    }));
    const answer = answered(await quoteRequestAction(post(VALID), apollo));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.lineErrors).toEqual({ "1": "unavailable" });
    expect(answer.data.errors).toEqual({ trn: "trnInvalid" });
  });
});
