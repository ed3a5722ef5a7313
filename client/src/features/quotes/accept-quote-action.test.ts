import { describe, expect, it, vi } from "vitest";
import type { ApolloClient } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { acceptQuoteAction } from "./accept-quote-action.server";
import { acceptQuoteInput, EMPTY_ACCEPT, validateAccept } from "./accept-quote-values";

// The acceptance's one write path with a stand-in for the in-process Apollo client: what it sends, and what the page
// gets back when no order is placed (the browser tests cover the real gateway and stand-in).

const ADDRESS = { name: "Omar Haddad", phone: "050 765 4321", emirate: "DUBAI", area: "Dubai Media City", street: "Al Falak Street", building: "Building 5" };
const KEY = "0b9f6d1e-3c1a-4f7e-9a51-2f7d9c1e8a10";

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ number: "RFQ-000042", idempotencyKey: KEY, ...fields })) body.set(k, v);
  return body;
}

function client(mutate: () => Promise<unknown>) {
  return { mutate: vi.fn(mutate) } as unknown as ApolloClient & { mutate: ReturnType<typeof vi.fn> };
}

const failing = (code: string) => async () => {
  throw new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });
};

describe("the acceptance form's values", () => {
  it("asks for a typed address only when no saved one is chosen, and checks the PO number's length", () => {
    expect(Object.keys(validateAccept(EMPTY_ACCEPT, true)).sort()).toEqual(["area", "building", "emirate", "name", "phone", "street"]);
    expect(validateAccept(EMPTY_ACCEPT, false)).toEqual({});
    expect(validateAccept({ ...EMPTY_ACCEPT, poNumber: "x".repeat(36) }, false)).toEqual({ poNumber: "poNumber" });
  });

  it("sends a saved address by id, a typed one in international form, the PO number or null, a guest's e-mail", () => {
    expect(acceptQuoteInput("RFQ-000042", null, { ...EMPTY_ACCEPT, poNumber: "  " }, { kind: "saved", id: "7" }, KEY)).toEqual({
      number: "RFQ-000042",
      shippingAddress: { savedAddressId: "7" },
      purchaseOrderNumber: null,
      idempotencyKey: KEY,
    });
    expect(acceptQuoteInput("RFQ-000042", "omar@example.ae", { ...ADDRESS, poNumber: " PO-7781 " }, { kind: "new" }, KEY)).toMatchObject({
      contactEmail: "omar@example.ae",
      shippingAddress: { address: { name: "Omar Haddad", phone: "+971507654321", emirate: "DUBAI", isDefault: false } },
      purchaseOrderNumber: "PO-7781",
    });
  });
});

describe("the acceptance action", () => {
  it("answers the order placed, sending the posted key", async () => {
    const accepted = { __typename: "QuoteAccepted", quote: { number: "RFQ-000042" }, order: { number: "PAV-2026-000010" } };
    const apollo = client(async () => ({ data: { acceptQuote: accepted } }));
    const outcome = await acceptQuoteAction(form(ADDRESS), apollo, "RFQ-000042", null, { kind: "new" });
    expect(outcome).toEqual({ accepted });
    expect(apollo.mutate.mock.calls[0]![0].variables.input).toMatchObject({ number: "RFQ-000042", idempotencyKey: KEY });
  });

  it("answers a refusal by the quote's state with the quote as it stands", async () => {
    const current = { number: "RFQ-000042", status: "ACCEPTED", orderNumber: "PAV-2026-000009" };
    const apollo = client(async () => ({ data: { acceptQuote: { __typename: "QuoteRefused", code: "ALREADY_ACCEPTED", message: "m", fields: [], current } } }));
    expect(await acceptQuoteAction(form(ADDRESS), apollo, "RFQ-000042", null, { kind: "new" })).toEqual({
      answer: { refused: "ALREADY_ACCEPTED", quote: current },
      status: 409,
    });
  });

  it("answers mistakes with the form as typed and sends nothing; the gateway's field refusals beside their fields", async () => {
    const apollo = client(async () => ({
      data: {
        acceptQuote: {
          __typename: "QuoteRefused",
          code: "INVALID_INPUT",
          message: "m",
          fields: [{ path: ["input", "shippingAddress", "address", "area"], code: "TOO_LONG", message: "Too long" }],
          current: null,
        },
      },
    }));
    const mistaken = await acceptQuoteAction(form({ ...ADDRESS, area: "" }), apollo, "RFQ-000042", null, { kind: "new" });
    expect(mistaken).toMatchObject({ status: 400, answer: { restored: { values: { area: "", name: "Omar Haddad" }, choice: { kind: "new" } } } });
    expect(apollo.mutate).not.toHaveBeenCalled();
    const refused = await acceptQuoteAction(form(ADDRESS), apollo, "RFQ-000042", null, { kind: "new" });
    expect(refused).toMatchObject({ status: 400, answer: { restored: { problems: { fields: { "shippingAddress.address.area": { code: "TOO_LONG" } } } } } });
  });

  it("is the 404 page for a quote that is not this shopper's; a rate limit and a dead gateway are worded failures", async () => {
    await expect(acceptQuoteAction(form(ADDRESS), client(failing("NOT_FOUND")), "RFQ-000042", null, { kind: "new" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(await acceptQuoteAction(form(ADDRESS), client(failing("RATE_LIMITED")), "RFQ-000042", null, { kind: "new" })).toMatchObject({
      status: 429,
      answer: { restored: { problems: { failure: "RATE_LIMITED" } } },
    });
    const down = client(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    expect(await acceptQuoteAction(form(ADDRESS), down, "RFQ-000042", null, { kind: "new" })).toMatchObject({
      status: 503,
      answer: { restored: { problems: { failure: "NETWORK" } } },
    });
  });
});
