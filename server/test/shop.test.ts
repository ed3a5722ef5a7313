import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { gql } from "./support/graphql-client.js";

// The seller's details come from the gateway's SHOP_* configuration: invoices need the TRN, bank-transfer
// orders the account. Unconfigured, the API says so with nulls rather than inventing data.
let backend: TestBackend;
let configured: Awaited<ReturnType<typeof startGateway>>;
let plain: Awaited<ReturnType<typeof startGateway>>;

const QUERY = "{ shop { legalName addressLines email phone trn bankTransfer { bankName accountName iban swift sample } } }";

beforeAll(async () => {
  backend = await startTestBackend();
  configured = await startGateway(backend.url, {
    SHOP_LEGAL_NAME: "ProAV Trading LLC",
    SHOP_ADDRESS: "Office 12, Bay Square|Business Bay, Dubai",
    SHOP_EMAIL: "orders@proav.example",
    SHOP_TRN: "100234567890003",
    SHOP_BANK_NAME: "Emirates NBD",
    SHOP_BANK_IBAN: "AE07 0331 2345 6789 0123 456",
  });
  plain = await startGateway(backend.url);
});

afterAll(async () => {
  await configured?.close();
  await plain?.close();
  await backend?.close();
});

describe("shop (the seller)", () => {
  it("answers the configured legal name, address, TRN and bank account, cacheable for every shopper", async () => {
    const res = await fetch(`${configured.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+, public/);
    const body = (await res.json()) as { data: { shop: unknown } };
    expect(body.data.shop).toEqual({
      legalName: "ProAV Trading LLC",
      addressLines: ["Office 12, Bay Square", "Business Bay, Dubai"],
      email: "orders@proav.example",
      phone: null,
      trn: "100234567890003",
      bankTransfer: { bankName: "Emirates NBD", accountName: "ProAV Trading LLC", iban: "AE070331234567890123456", swift: null, sample: false },
    });
  });

  it("answers a complete sample seller, marked as samples, until the owner configures one", async () => {
    const { data } = await gql<{ shop: Record<string, unknown> }>(plain.url, QUERY.replace("shop {", "shop { sample"));
    expect(data?.shop).toMatchObject({
      sample: true,
      legalName: "ProAV Shop",
      trn: "100000000000003",
      bankTransfer: { bankName: "Sample Bank PJSC", accountName: "ProAV Shop", iban: "AE070331234567890123456", swift: null, sample: true },
    });
    const real = await gql<{ shop: { sample: boolean } }>(configured.url, "{ shop { sample } }");
    // SHOP_TRADE_LICENCE and SHOP_EMIRATE are not set there: still marked.
    expect(real.data?.shop.sample).toBe(true);
  });

  it("refuses to start with a malformed TRN, IBAN or emirate, naming the variable", async () => {
    await expect(startGateway(backend.url, { SHOP_TRN: "123" })).rejects.toThrow(/SHOP_TRN/);
    await expect(startGateway(backend.url, { SHOP_BANK_IBAN: "AE000000000000000000000" })).rejects.toThrow(/SHOP_BANK_IBAN/);
    await expect(startGateway(backend.url, { SHOP_TRN: "10012345678900" })).rejects.toThrow(/SHOP_TRN must be the 15-digit/);
    await expect(startGateway(backend.url, { SHOP_EMIRATE: "Dubayy" })).rejects.toThrow(/SHOP_EMIRATE/);
  });
});
