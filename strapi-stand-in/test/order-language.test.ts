import { describe, expect, it } from "vitest";
import { useBackend } from "./helpers.js";

// An order is placed in a language (`locale`), and a product hidden in that language (its translation's row
// inactive) is not sold in it: the gateway refuses it first, and this backend, reachable directly, refuses it too.
// Its own stand-in: the shared order tests already spend most of the per-address order budget.

const api = useBackend();

type Row = { id: number; is_active: boolean; badge?: { type: string }[] | null; localizations: { id: number; locale: string }[] };

const order = (key: string, lines: { product: number; quantity: number }[], locale?: string) => ({
  lines,
  contact_email: "guest.language@example.com",
  contact_phone: "+971501234567",
  shipping_address: { name: "Guest", phone: "050 123 4567", emirate: "dubai", area: "Al Barsha", street: "Street 1", building: "Villa 2" },
  payment_method: "bank_transfer",
  idempotency_key: key,
  ...(locale ? { locale } : {}),
});
const errorsOf = (body: unknown) => Object.keys((body as { data: { errors: Record<string, string[]> } }).data.errors).sort();

describe("POST /orders in a language", () => {
  it("refuses, in an Arabic order, a product whose Arabic row is inactive (hidden in Arabic); English orders still sell it", async () => {
    // The seed's Arabic rows that are inactive while their English row is sold (products 12 and 183).
    const hiddenInArabic = (await api.get<Row[]>("/products?_locale=ar&is_active=false&_limit=-1")).body.map(
      (r) => r.localizations.find((l) => l.locale === "en")!.id,
    );
    const english = await Promise.all(hiddenInArabic.map(async (id) => (await api.get<Row>(`/products/${id}`)).body));
    const product = english.find((p) => p.is_active && !(p.badge ?? []).some((b) => b.type === "outStock"));
    expect(product).toBeDefined();
    const lines = [
      { product: 1, quantity: 1 },
      { product: product!.id, quantity: 1 },
    ];
    const arabic = await api.post("/orders", order("key-hidden-ar", lines, "ar"));
    expect(arabic.status).toBe(400);
    expect(arabic.body).toMatchObject({ message: "ValidationError" });
    expect(errorsOf(arabic.body)).toEqual(["lines.1.product"]);
    expect((await api.post("/orders", order("key-hidden-en", lines, "en"))).status).toBe(200);
    expect((await api.post("/orders", order("key-hidden-default", lines))).status).toBe(200);
    // Product 1 (active in Arabic, or with no Arabic row) is sold in Arabic.
    expect((await api.post("/orders", order("key-shown-ar", [lines[0]!], "ar"))).status).toBe(200);
  });
});
