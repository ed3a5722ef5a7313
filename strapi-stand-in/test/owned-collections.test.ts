import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { useBackend } from "./helpers.js";
import { startTestBackend } from "../src/testing/start-test-backend.js";

// Addresses, orders and profiles belong to one user: the stand-in (publicly reachable, like the hosted backend)
// enforces it itself, whatever the gateway does.

const api = useBackend();
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function token(identifier: string, password: string): Promise<string> {
  const reply = await api.post<{ jwt: string }>("/auth/local", { identifier, password });
  return reply.body.jwt;
}
const john = () => token("john.doe@example.com", "Passw0rd!john");
const jane = () => token("jane.smith@example.com", "Passw0rd!jane");
/** A new account, whose address book starts empty (the demo accounts come with saved addresses). */
async function newcomer(name: string): Promise<{ jwt: string; id: number }> {
  const reply = await api.post<{ jwt: string; user: { id: number } }>("/auth/local/register", {
    username: name,
    email: `${name}@example.com`,
    password: "Passw0rd!new",
  });
  return { jwt: reply.body.jwt, id: reply.body.user.id };
}

async function send<T = any>(method: string, path: string, body: unknown, jwt?: string) {
  return api.get<T>(path, {
    method,
    headers: { "content-type": "application/json", ...(jwt ? auth(jwt) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const ADDRESS = { name: "John Doe", phone: "050 123 4567", emirate: "dubai", area: "Dubai Marina", street: "Al Sufouh Rd", building: "Tower 1, flat 1203" };
const errorsOf = (body: unknown) => Object.keys((body as { data: { errors: Record<string, string[]> } }).data.errors).sort();

describe("/addresses", () => {
  it("creates, lists, updates and deletes one's own; the first is the default; phones are normalised", async () => {
    const { jwt: t, id } = await newcomer("address-book");
    const first = await send("POST", "/addresses", { ...ADDRESS, user: 2 }, t);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user: id, phone: "+971501234567", is_default: true });
    const second = await send("POST", "/addresses", { ...ADDRESS, name: "Office", is_default: true }, t);
    expect(second.body.is_default).toBe(true);
    const list = await send<{ id: number; is_default: boolean }[]>("GET", "/addresses", undefined, t);
    expect(list.body.map((a) => a.is_default)).toEqual([false, true]);
    const updated = await send("PUT", `/addresses/${first.body.id}`, { ...ADDRESS, street: "New St" }, t);
    expect(updated.body).toMatchObject({ street: "New St", is_default: false });
    expect((await send("DELETE", `/addresses/${second.body.id}`, undefined, t)).status).toBe(200);
    const after = await send<{ id: number; is_default: boolean }[]>("GET", "/addresses", undefined, t);
    expect(after.body).toEqual([expect.objectContaining({ id: first.body.id, is_default: true })]);
  });

  it("never shows or changes another user's address (404, as if missing), and needs a token (403)", async () => {
    const [a, b] = await Promise.all([john(), newcomer("address-neighbour").then((n) => n.jwt)]);
    const mine = await send("POST", "/addresses", ADDRESS, a);
    const id = mine.body.id as number;
    expect((await send("GET", `/addresses/${id}`, undefined, b)).status).toBe(404);
    expect((await send("PUT", `/addresses/${id}`, { ...ADDRESS, name: "Hacked" }, b)).status).toBe(404);
    expect((await send("DELETE", `/addresses/${id}`, undefined, b)).status).toBe(404);
    expect((await send<unknown[]>("GET", "/addresses", undefined, b)).body).toEqual([]);
    expect((await send("GET", `/addresses/${id}`, undefined, a)).body.name).toBe("John Doe");
    expect((await send("GET", "/addresses", undefined)).status).toBe(403);
    expect((await send("POST", "/addresses", ADDRESS)).status).toBe(403);
  });

  it("answers 400 ValidationError listing every bad field, and writes nothing", async () => {
    const t = await john();
    const before = (await send<unknown[]>("GET", "/addresses", undefined, t)).body.length;
    const bad = await send("POST", "/addresses", { name: "x".repeat(10_000), phone: "12345", emirate: "qatar", area: " ", street: 7 }, t);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: "Bad Request", message: "ValidationError" });
    expect(errorsOf(bad.body)).toEqual(["area", "building", "emirate", "name", "phone", "street"]);
    expect((await send<unknown[]>("GET", "/addresses", undefined, t)).body.length).toBe(before);
  });
});

const ORDER = (
  key: string,
  lines: unknown = [
    { product: 1, quantity: 2 },
    { product: 2, quantity: 1 },
  ],
) => ({
  lines,
  contact_email: "John.Doe@Example.com",
  contact_phone: "+971501234567",
  shipping_address: ADDRESS,
  payment_method: "bank_transfer",
  note: "Call before delivery",
  idempotency_key: key,
});

describe("/orders", () => {
  it("snapshots products and prices from its own table, ignoring prices a client sends", async () => {
    const t = await john();
    const products = await Promise.all([1, 2].map((id) => api.get<{ price: number; sale_price: number | null; title: string }>(`/products/${id}`)));
    const unit = (p: { price: number; sale_price: number | null }) =>
      Math.round(100 * (p.sale_price !== null && p.sale_price < p.price ? p.sale_price : p.price));
    const lines = [
      { product: 1, quantity: 2, unit_price: 0.01, line_total: 0.02, title: "Cheap" },
      { product: 2, quantity: 1, price: 1 },
    ];
    const reply = await send("POST", "/orders", { ...ORDER("key-prices-1", lines), total: 1, sub_total: 1 }, t);
    expect(reply.status).toBe(200);
    const order = reply.body;
    const sub = unit(products[0]!.body) * 2 + unit(products[1]!.body);
    const shipping = sub >= 50_000 ? 0 : 2_500;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^PAV-\d{4}-\d{6}$/),
      user: 1,
      status: "pending",
      contact_email: "john.doe@example.com",
      sub_total: sub / 100,
      shipping: shipping / 100,
      total: (sub + shipping) / 100,
      vat_included: Math.round(((sub + shipping) * 5) / 105) / 100,
      shipping_address: { ...ADDRESS, phone: "+971501234567" },
    });
    expect(order.lines[0]).toMatchObject({ product: 1, title: products[0]!.body.title, unit_price: unit(products[0]!.body) / 100, quantity: 2 });
    expect(order.status_history).toEqual([{ status: "pending", at: order.created_at, note: null }]);
    expect(order).not.toHaveProperty("idempotency_key");
  });

  it("records the language the order was placed in (English unless told), and refuses any other", async () => {
    const t = await john();
    const arabic = await send("POST", "/orders", { ...ORDER("key-locale-ar"), locale: "ar" }, t);
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatchObject({ locale: "ar" });
    expect((await send("GET", `/orders/${arabic.body.id}`, undefined, t)).body).toMatchObject({ locale: "ar" });
    expect((await send("POST", "/orders", ORDER("key-locale-default"), t)).body).toMatchObject({ locale: "en" });
    const bad = await send("POST", "/orders", { ...ORDER("key-locale-bad"), locale: "fr" }, t);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual(["locale"]);
  });

  it("returns the first order for a repeated key, even when the repeats race", async () => {
    const t = await jane();
    const replies = await Promise.all([1, 2, 3].map(() => send("POST", "/orders", ORDER("key-race-1"), t)));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(replies.map((r) => r.headers.get("x-idempotent-replay")).sort()).toEqual(["false", "true", "true"]);
    const list = await send<{ id: number }[]>("GET", "/orders", undefined, t);
    expect(list.body.filter((o) => o.id === replies[0]!.body.id)).toHaveLength(1);
  });

  it("refuses unknown, inactive and repeated products and bad quantities, writing nothing", async () => {
    const db = new Database(api.backend.dbPath);
    const inactive = (db.prepare("SELECT id FROM products WHERE is_active = 0 LIMIT 1").get() as { id: number } | undefined)?.id;
    const count = () => (db.prepare("SELECT (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM components_order_lines) AS n").get() as { n: number }).n;
    const before = count();
    const t = await john();
    const bad = await send(
      "POST",
      "/orders",
      ORDER("key-bad-lines", [
        { product: 1, quantity: 0 },
        { product: 999_999, quantity: 1 },
        { product: 2, quantity: 100 },
        { product: 2, quantity: 1 },
        { product: 3, quantity: -5 },
        { product: "4", quantity: 1.5 },
      ]),
      t,
    );
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual(["lines.0.quantity", "lines.2.quantity", "lines.3.product", "lines.4.quantity", "lines.5.product", "lines.5.quantity"]);
    const unknown = await send(
      "POST",
      "/orders",
      ORDER("key-unknown", [{ product: 1, quantity: 1 }, { product: 999_999, quantity: 1 }, ...(inactive ? [{ product: inactive, quantity: 1 }] : [])]),
      t,
    );
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)).toEqual(inactive ? ["lines.1.product", "lines.2.product"] : ["lines.1.product"]);
    const empty = await send("POST", "/orders", { lines: [] }, t);
    expect(errorsOf(empty.body)).toEqual([
      "contact_email",
      "contact_phone",
      "idempotency_key",
      "lines",
      "payment_method",
      "shipping_address.area",
      "shipping_address.building",
      "shipping_address.emirate",
      "shipping_address.name",
      "shipping_address.phone",
      "shipping_address.street",
    ]);
    const tooMany = await send(
      "POST",
      "/orders",
      ORDER(
        "key-too-many",
        Array.from({ length: 51 }, (_, i) => ({ product: i + 1, quantity: 1 })),
      ),
      t,
    );
    expect(errorsOf(tooMany.body)).toEqual(["lines"]);
    expect(count()).toBe(before);
    db.close();
  });

  it("refuses a translation's id: the product is its English row, whose id the shop uses in every language", async () => {
    const [arabic] = (await api.get<{ id: number; is_active: boolean }[]>("/products?_locale=ar&is_active=true&_limit=1")).body;
    const t = await john();
    const refused = await send("POST", "/orders", ORDER("key-translation", [{ product: arabic!.id, quantity: 1 }]), t);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toEqual(["lines.0.product"]);
  });

  it("refuses cash on delivery above the shop's limit (COD_MAX_AED, 10,000 AED by default), writing nothing", async () => {
    const db = new Database(api.backend.dbPath, { readonly: true });
    const count = () => (db.prepare("SELECT (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM components_order_lines) AS n").get() as { n: number }).n;
    const orderable = db
      .prepare("SELECT id FROM products WHERE is_active = 1 AND locale = 'en' AND (badge IS NULL OR badge NOT LIKE '%outStock%') ORDER BY id LIMIT 50")
      .all() as { id: number }[];
    const before = count();
    // The audit's order: 50 lines of 99, posted straight to the backend by a guest.
    const cod = (key: string, lines: unknown) => ({ ...ORDER(key, lines), payment_method: "cash_on_delivery" });
    const huge = await send(
      "POST",
      "/orders",
      cod(
        "key-cod-huge",
        orderable.map((p) => ({ product: p.id, quantity: 99 })),
      ),
    );
    expect(huge.status).toBe(400);
    expect(errorsOf(huge.body)).toEqual(["payment_method"]);
    expect(huge.body.data.errors.payment_method[0]).toMatch(
      /^cash_on_delivery is available for orders up to AED 10,000\.00; this order is AED [\d,]+\.\d\d: choose bank_transfer$/,
    );
    // Product 1 costs 1,328.99 AED: eight are over the limit, seven are not.
    const t = await john();
    expect(errorsOf((await send("POST", "/orders", cod("key-cod-over", [{ product: 1, quantity: 8 }]), t)).body)).toEqual(["payment_method"]);
    expect(count()).toBe(before);
    expect((await send("POST", "/orders", cod("key-cod-under", [{ product: 1, quantity: 7 }]), t)).status).toBe(200);
    expect((await send("POST", "/orders", ORDER("key-cod-bank", [{ product: 1, quantity: 8 }]), t)).status).toBe(200);
    db.close();
  });

  it("takes the cash-on-delivery limit from its setting", async () => {
    const backend = await startTestBackend({ cashOnDeliveryMaxAed: 5000 });
    try {
      const place = (quantity: number) =>
        fetch(`${backend.url}/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...ORDER(`key-cod-setting-${quantity}`, [{ product: 1, quantity }]), payment_method: "cash_on_delivery" }),
        });
      const over = await place(4);
      expect([over.status, errorsOf(await over.json())]).toEqual([400, ["payment_method"]]);
      expect((await place(3)).status).toBe(200);
    } finally {
      await backend.close();
    }
  });

  it("keeps each user's orders to themselves; guests find theirs by number and e-mail", async () => {
    const [a, b] = await Promise.all([john(), jane()]);
    const mine = (await send("POST", "/orders", ORDER("key-own-1"), a)).body;
    expect((await send("GET", `/orders/${mine.id}`, undefined, b)).status).toBe(404);
    expect((await send("GET", `/orders/${mine.id}`, undefined, a)).body.number).toBe(mine.number);
    expect((await send<{ id: number }[]>("GET", "/orders", undefined, b)).body.some((o) => o.id === mine.id)).toBe(false);
    expect((await send("GET", "/orders", undefined)).status).toBe(403);
    expect((await send("PUT", `/orders/${mine.id}`, { status: "delivered" }, a)).status).toBe(403);
    expect((await send("DELETE", `/orders/${mine.id}`, undefined, a)).status).toBe(403);

    const guest = (await send("POST", "/orders", { ...ORDER("key-guest-1"), contact_email: "guest@example.com" })).body;
    expect(guest.user).toBeNull();
    const tracked = await send("GET", `/orders/track?number=${guest.number.toLowerCase()}&email=GUEST@example.com`, undefined);
    expect(tracked.body.id).toBe(guest.id);
    expect((await send("GET", `/orders/track?number=${guest.number}&email=other@example.com`, undefined)).status).toBe(404);
    // The same key from another guest e-mail is another order; from the same one, the same order.
    const again = (await send("POST", "/orders", { ...ORDER("key-guest-1"), contact_email: "guest@example.com" })).body;
    const other = (await send("POST", "/orders", { ...ORDER("key-guest-1"), contact_email: "guest2@example.com" })).body;
    expect(again.id).toBe(guest.id);
    expect(other.id).not.toBe(guest.id);
  });

  it("pages and counts one's own orders, newest first", async () => {
    const t = await john();
    const count = (await send<number>("GET", "/orders/count", undefined, t)).body;
    const page = await send<{ id: number }[]>("GET", "/orders?_sort=id:DESC&_limit=2", undefined, t);
    expect(page.body.length).toBe(Math.min(2, count));
    expect(page.body[0]!.id).toBeGreaterThan(page.body[1]?.id ?? 0);
    expect((await send("GET", "/orders?user=2", undefined, t)).status).toBe(400);
  });
});

describe("users: own profile and password", () => {
  it("updates one's own profile only, and never the role or password", async () => {
    const [a, b] = await Promise.all([john(), jane()]);
    const ok = await send("PUT", "/users/1", { first_name: "Johnny", phone: "0501112222" }, a);
    expect(ok.body).toMatchObject({ id: 1, first_name: "Johnny", phone: "+971501112222" });
    expect((await send("PUT", "/users/1", { first_name: "Mallory" }, b)).status).toBe(403);
    expect((await send("PUT", "/users/1", { first_name: "Mallory" })).status).toBe(403);
    expect((await send("PUT", "/users/1", { role: 2 }, a)).status).toBe(400);
    expect((await send("PUT", "/users/1", { password: "x" }, a)).status).toBe(400);
    const taken = await send("PUT", "/users/1", { email: "jane.smith@example.com" }, a);
    expect(taken.status).toBe(400);
    const bad = await send("PUT", "/users/1", { first_name: "x".repeat(10_000), phone: "123" }, a);
    expect(errorsOf(bad.body)).toEqual(["first_name", "phone"]);
  });

  it("changes the password only with the current one", async () => {
    const reg = await api.post<{ jwt: string }>("/auth/local/register", { username: "pw.user", email: "pw@example.com", password: "Old-pass1" });
    const t = reg.body.jwt;
    const wrong = await send("POST", "/auth/change-password", { currentPassword: "nope", password: "New-pass1", passwordConfirmation: "New-pass1" }, t);
    expect(wrong.status).toBe(400);
    expect(
      (await send("POST", "/auth/change-password", { currentPassword: "Old-pass1", password: "New-pass1", passwordConfirmation: "New-pass1" })).status,
    ).toBe(403);
    const ok = await send("POST", "/auth/change-password", { currentPassword: "Old-pass1", password: "New-pass1", passwordConfirmation: "New-pass1" }, t);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.jwt).toBe("string");
    expect((await api.post("/auth/local", { identifier: "pw@example.com", password: "New-pass1" })).status).toBe(200);
    expect((await api.post("/auth/local", { identifier: "pw@example.com", password: "Old-pass1" })).status).toBe(400);
  });

  it("validates registration phone numbers and name lengths (Strapi-style 400)", async () => {
    const phone = await api.post<{ message: [{ messages: [{ id: string }] }] }>("/auth/local/register", {
      username: "p1",
      email: "p1@example.com",
      password: "Secret#123",
      phone: "12345",
    });
    expect([phone.status, phone.body.message[0].messages[0].id]).toEqual([400, "Auth.form.error.phone.format"]);
    const name = await api.post<{ message: [{ messages: [{ id: string }] }] }>("/auth/local/register", {
      username: "p2",
      email: "p2@example.com",
      password: "Secret#123",
      first_name: "x".repeat(10_000),
    });
    expect(name.status).toBe(400);
  });
});
