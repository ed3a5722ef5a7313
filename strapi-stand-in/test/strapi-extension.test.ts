// The shop's Strapi v3 extension (strapi/), against a real Strapi 3.6.11: run by `npm run test:strapi`, skipped by
// `npm test` (the stand-in has its own tests for the same routes). Owner scoping, guest tracking, the account
// routes v3 lacks, token revocation, and the count behaviour the stand-in copies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBackend } from "./helpers.js";
import { startStrapi, STRAPI_PROJECT_ENV, type RunningStrapi } from "../src/testing/start-strapi.js";
import { TEST_JWT_SECRET } from "../src/testing/start-test-backend.js";
import { startSmtpServer } from "../../server/test/support/smtp.js";

const onStrapi = Boolean(process.env[STRAPI_PROJECT_ENV]);

describe.runIf(onStrapi)("the shop's Strapi extension on a real Strapi 3.6.11", () => {
  const api = useBackend();
  const json = (token?: string) => ({ "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const send = (method: string, path: string, body: unknown, token?: string) =>
    api.get<any>(path, { method, headers: json(token), body: JSON.stringify(body) });
  const read = (path: string, token?: string) => api.get<any>(path, { headers: json(token) });
  let n = 0;
  const register = async (extra: Record<string, unknown> = {}) => {
    n += 1;
    const email = `ext${n}-${Date.now()}@example.com`;
    const res = await send("POST", "/auth/local/register", { username: email, email, password: "Passw0rd!ext", ...extra });
    expect(res.status, res.text).toBe(200);
    return { token: res.body.jwt as string, id: res.body.user.id as number, email };
  };
  const address = { name: "Mona", phone: "050 123 4567", emirate: "dubai", area: "Marina", street: "King St", building: "Tower 1" };
  const order = (key: string, email: string) => ({
    lines: [{ product: 1, quantity: 2, unit_price: 1 }],
    contact_email: email,
    contact_phone: "0501234567",
    shipping_address: address,
    payment_method: "cash_on_delivery",
    idempotency_key: key,
    total: 1,
  });

  it("counts joined rows in /products/count like the stand-in: a product in two listed sub-categories twice", async () => {
    const filter = "sub_categories_in=4&sub_categories_in=5&sub_categories_in=6";
    const listed = await api.ids(`/products?${filter}&_limit=-1&_sort=id:ASC`);
    expect((await read(`/products/count?${filter}`)).body).toBe(listed.length + 1);
  });

  it("localizes the catalogue with the i18n plugin: without _locale, lists, counts and id filters see English rows only", async () => {
    const count = async (query: string) => (await read(`/products/count${query}`)).body as number;
    const [en, ar, all] = [await count(""), await count("?_locale=ar"), await count("?_locale=all")];
    expect(ar).toBeGreaterThan(0);
    expect(en + ar).toBe(all);
    expect(await count("?_locale=en")).toBe(en);
    const arabic = (await read("/products?_locale=ar&_limit=1&_sort=id:ASC")).body[0];
    expect(arabic.locale).toBe("ar");
    expect((await read(`/products?product_slug=${arabic.product_slug}`)).body).toEqual([]);
    expect((await read(`/products?id_in=${arabic.id}`)).body).toEqual([]);
    expect((await read(`/products?_locale=all&id_in=${arabic.id}`)).body.map((r: { id: number }) => r.id)).toEqual([arabic.id]);
    // By id, a row of any locale (what the gateway never asks for: it looks products up through the list).
    expect((await read(`/products/${arabic.id}`)).body.id).toBe(arabic.id);
    for (const type of ["brands", "product-categories", "sub-categories"]) {
      const rows = (await read(`/${type}?_limit=-1`)).body as { locale: string }[];
      expect(new Set(rows.map((r) => r.locale))).toEqual(new Set(["en"]));
      expect((await read(`/${type}/count`)).body).toBe(rows.length);
      expect(((await read(`/${type}?_locale=ar&_limit=-1`)).body as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it("holds the Arabic translation as the plugin links it: both ways, shared fields copied, relations to Arabic rows", async () => {
    const en = (await read("/products/12")).body;
    const link = en.localizations.find((l: { locale: string }) => l.locale === "ar");
    const ar = (await read(`/products/${link.id}`)).body;
    expect(en.is_active).toBe(true);
    expect(ar).toMatchObject({
      locale: "ar",
      is_active: false,
      price: en.price,
      sale_price: en.sale_price,
      part_number: en.part_number,
      product_slug: `${en.product_slug}-ar`,
      localizations: [{ id: 12, locale: "en" }],
    });
    expect(ar.title).not.toBe(en.title);
    expect(ar.badges.map((b: { value: string }) => b.value)).toEqual(en.badges.map((b: { value: string }) => b.value));
    expect(ar.brands.length).toBe(en.brands.length);
    for (const brand of ar.brands) expect(brand).toMatchObject({ locale: "ar", slug: expect.stringMatching(/-ar$/) });
    expect(ar.sub_categories.length).toBe(en.sub_categories.length);
    for (const sub of ar.sub_categories) {
      expect(sub.locale).toBe("ar");
      expect((await read(`/sub-categories/${sub.id}`)).body.product_category.locale).toBe("ar");
    }
  });

  it("keeps the phone given at registration and serves it from /users/me; PUT /users/me changes one's own profile", async () => {
    const a = await register({ phone: "+971501234567", first_name: "Mona" });
    expect((await read("/users/me", a.token)).body).toMatchObject({ phone: "+971501234567", first_name: "Mona" });
    const ok = await send("PUT", "/users/me", { first_name: "Mina", phone: "04 123 4567" }, a.token);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ first_name: "Mina", phone: "+97141234567" });
    expect(ok.body.password).toBeUndefined();
    expect(ok.body.tokens_valid_after).toBeUndefined();
    expect((await send("PUT", "/users/me", { phone: "12345" }, a.token)).body.data.errors.phone).toBeDefined();
    expect((await send("PUT", "/users/me", { role: 3 }, a.token)).status).toBe(400);
    expect((await send("PUT", "/users/me", { blocked: true }, a.token)).status).toBe(400);
    // A new e-mail needs the current password.
    expect((await send("PUT", "/users/me", { email: "moved@example.com" }, a.token)).status).toBe(400);
    expect((await send("PUT", "/users/me", { email: "moved@example.com", currentPassword: "wrong" }, a.token)).status).toBe(400);
    expect((await send("PUT", "/users/me", { email: "john.doe@example.com", currentPassword: "Passw0rd!ext" }, a.token)).status).toBe(400);
    // Stock v3's PUT /users/:id stays closed to shoppers: granting it would let anyone edit anyone.
    const b = await register();
    expect((await send("PUT", `/users/${b.id}`, { first_name: "Hacked" }, a.token)).status).toBe(403);
    expect((await send("PUT", `/users/${a.id}`, { first_name: "Self" }, a.token)).status).toBe(403);
    expect((await send("PUT", "/users/me", { first_name: "Anon" })).status).toBe(403);
  });

  it("keeps usernames and e-mails unique whatever their case; a username is never another account's e-mail", async () => {
    const stamp = Date.now();
    const first = await send("POST", "/auth/local/register", { username: `Case.User${stamp}`, email: `case${stamp}@example.com`, password: "Passw0rd!ext" });
    expect(first.status, first.text).toBe(200);
    const twin = await send("POST", "/auth/local/register", { username: `case.user${stamp}`, email: `twin${stamp}@example.com`, password: "Passw0rd!ext" });
    expect(twin.status).toBe(400);
    expect(twin.body.message[0].messages[0].id).toBe("Auth.form.error.username.taken");
    const lookalike = await send("POST", "/auth/local/register", {
      username: "John.Doe@example.com",
      email: `look${stamp}@example.com`,
      password: "Passw0rd!ext",
    });
    expect(lookalike.status).toBe(400);
  });

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const a = await register();
    const wrong = await send(
      "POST",
      "/auth/change-password",
      { currentPassword: "nope", password: "N3wPassw0rd!", passwordConfirmation: "N3wPassw0rd!" },
      a.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message[0].messages[0].id).toBe("Auth.form.error.invalid");
    const ok = await send(
      "POST",
      "/auth/change-password",
      { currentPassword: "Passw0rd!ext", password: "N3wPassw0rd!", passwordConfirmation: "N3wPassw0rd!" },
      a.token,
    );
    expect(ok.status, ok.text).toBe(200);
    expect((await read("/users/me", a.token)).status).toBe(401);
    expect((await read("/users/me", ok.body.jwt)).status).toBe(200);
    expect((await send("POST", "/auth/local", { identifier: a.email, password: "N3wPassw0rd!" })).status).toBe(200);
    expect((await send("POST", "/auth/change-password", { currentPassword: "x", password: "y12345", passwordConfirmation: "y12345" })).status).toBe(403);
  });

  it("signs out everywhere: every token issued until then is refused", async () => {
    const a = await register();
    const second = (await send("POST", "/auth/local", { identifier: a.email, password: "Passw0rd!ext" })).body.jwt as string;
    expect((await send("POST", "/auth/sign-out-everywhere", {}, a.token)).body).toEqual({ ok: true });
    expect((await read("/users/me", a.token)).status).toBe(401);
    expect((await read("/users/me", second)).status).toBe(401);
    const fresh = (await send("POST", "/auth/local", { identifier: a.email, password: "Passw0rd!ext" })).body.jwt as string;
    expect((await read("/users/me", fresh)).status).toBe(200);
  });

  it("scopes addresses to their owner: someone else's answers 404 like a missing one", async () => {
    const a = await register();
    const b = await register();
    const created = await send("POST", "/addresses", { ...address, user: b.id }, a.token);
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({ user: a.id, phone: "+971501234567", is_default: true });
    expect((await read(`/addresses/${created.body.id}`, b.token)).status).toBe(404);
    expect((await send("PUT", `/addresses/${created.body.id}`, address, b.token)).status).toBe(404);
    expect((await send("DELETE", `/addresses/${created.body.id}`, {}, b.token)).status).toBe(404);
    expect((await read("/addresses", b.token)).body).toEqual([]);
    expect((await read("/addresses")).status).toBe(403);
    expect((await send("POST", "/addresses", { ...address, emirate: "paris" }, a.token)).body.data.errors.emirate).toBeDefined();
    expect((await read("/addresses", a.token)).body).toHaveLength(1);
  });

  it("prices orders from the products, answers a repeat with the first, and lets only the owner or the guest's e-mail find it", async () => {
    const a = await register();
    const b = await register();
    const product = (await read("/products/1")).body;
    const unit = product.sale_price !== null && product.sale_price < product.price ? product.sale_price : product.price;
    const placed = await send("POST", "/orders", order("ext-order-1", a.email), a.token);
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body).toMatchObject({ user: a.id, status: "pending", lines: [{ product: 1, quantity: 2, unit_price: unit }] });
    expect(placed.body.number).toMatch(/^PAV-\d{4}-\d{6}$/);
    expect(placed.body.idempotency).toBeUndefined();
    const again = await send("POST", "/orders", order("ext-order-1", a.email), a.token);
    expect(again.body.id).toBe(placed.body.id);
    expect(again.headers.get("x-idempotent-replay")).toBe("true");
    expect((await read(`/orders/${placed.body.id}`, b.token)).status).toBe(404);
    expect((await read("/orders", b.token)).body).toEqual([]);
    expect((await read("/orders/count", a.token)).body).toBe(1);
    expect((await read("/orders?user=1", a.token)).status).toBe(400);

    const guest = await send("POST", "/orders", order("ext-guest-1", "Guest.Buyer@example.com"));
    expect(guest.body.user).toBeNull();
    const track = (number: string, email: string) => read(`/orders/track?number=${encodeURIComponent(number)}&email=${encodeURIComponent(email)}`);
    expect((await track(guest.body.number.toLowerCase(), "guest.buyer@EXAMPLE.com")).body.id).toBe(guest.body.id);
    expect((await track(guest.body.number, "someone@example.com")).status).toBe(404);
    expect((await read("/orders/track?number=PAV-2026-000001")).status).toBe(400);
    // No route changes an order through the API (status changes are the shop's, in the admin panel).
    expect((await send("PUT", `/orders/${placed.body.id}`, { status: "delivered" }, a.token)).status).toBe(405);
    expect((await send("POST", "/orders", { ...order("ext-order-2", a.email), lines: [{ product: 999999, quantity: 1 }] }, a.token)).status).toBe(400);
    // A translation's id names no product (the query layer would find the Arabic row).
    const [arabic] = (await read("/products?_locale=ar&is_active=true&_limit=1")).body;
    const translation = await send("POST", "/orders", { ...order("ext-order-3", a.email), lines: [{ product: arabic.id, quantity: 1 }] }, a.token);
    expect(translation.status).toBe(400);
    expect(Object.keys(translation.body.data.errors)).toEqual(["lines.0.product"]);
  });

  it("refuses, in an Arabic order, a product whose Arabic row is inactive; an English order still buys it", async () => {
    const a = await register();
    // Product 12: sold in English, its Arabic row (linked through `localizations`) inactive, as the seed has it.
    const lines = [
      { product: 1, quantity: 1 },
      { product: 12, quantity: 1 },
    ];
    const arabic = await send("POST", "/orders", { ...order("ext-hidden-ar", a.email), lines, payment_method: "bank_transfer", locale: "ar" }, a.token);
    expect(arabic.status, arabic.text).toBe(400);
    expect(Object.keys(arabic.body.data.errors)).toEqual(["lines.1.product"]);
    const english = await send("POST", "/orders", { ...order("ext-hidden-en", a.email), lines, payment_method: "bank_transfer", locale: "en" }, a.token);
    expect(english.status, english.text).toBe(200);
    expect((await send("POST", "/orders", { ...order("ext-hidden-none", a.email), lines, payment_method: "bank_transfer" }, a.token)).status).toBe(200);
    // An Arabic order for a product whose Arabic row is active, or that has none, is sold.
    expect((await send("POST", "/orders", { ...order("ext-shown-ar", a.email), lines: [lines[0]], locale: "ar" }, a.token)).status).toBe(200);
  });

  it("passes the README's install check only with the extension: GET /orders/count is 403 anonymously, a number signed in", async () => {
    // A Strapi without the extension has no such route (404); one with it but without the grants answers 403 to both.
    expect((await read("/orders/count")).status).toBe(403);
    const a = await register();
    const counted = await read("/orders/count", a.token);
    expect([counted.status, counted.body]).toEqual([200, 0]);
    expect((await read("/orders/track?number=x&email=y@example.com")).status).toBe(404);
  });

  it("never shows another customer's account by id: GET /users/:id, /users and /users/count refuse a shopper", async () => {
    const a = await register({ first_name: "Private", phone: "+971501112233" });
    const b = await register();
    for (const path of [`/users/${a.id}`, `/users/${b.id}`, "/users", `/users?email=${encodeURIComponent(a.email)}`, "/users/count"]) {
      const reply = await read(path, b.token);
      expect(reply.status, path).toBe(403);
      expect(reply.text, path).not.toContain(a.email);
    }
    expect((await read("/users/me", b.token)).body.email).toBe(b.email);
  });

  it("refuses cash on delivery above the shop's limit where the order is stored, whoever posts it", async () => {
    const a = await register();
    const orderable = ((await read("/products?is_active=true&_limit=-1&_sort=id:ASC")).body as { id: number; badge: unknown }[])
      .filter((p) => !(Array.isArray(p.badge) && p.badge.some((flag: { type?: string }) => flag?.type === "outStock")))
      .slice(0, 50);
    expect(orderable).toHaveLength(50);
    const lines = orderable.map((p) => ({ product: p.id, quantity: 99 }));
    // The audit's order: 50 lines of 99, posted straight to the backend as a guest.
    const huge = await send("POST", "/orders", { ...order("ext-cod-huge", "cod-guest@example.com"), lines });
    expect(huge.status, huge.text).toBe(400);
    expect(huge.body.data.errors.payment_method[0]).toMatch(/up to AED 10,000\.00/);
    const tracked = await read("/orders/count", a.token);
    expect(tracked.body).toBe(0);
    // Product 1 costs 1,328.99 AED: eight are over 10,000 AED, seven are not; bank transfer has no limit.
    const over = await send("POST", "/orders", { ...order("ext-cod-over", a.email), lines: [{ product: 1, quantity: 8 }] }, a.token);
    expect([over.status, Object.keys(over.body.data.errors)]).toEqual([400, ["payment_method"]]);
    expect((await read("/orders/count", a.token)).body).toBe(0);
    const under = await send("POST", "/orders", { ...order("ext-cod-under", a.email), lines: [{ product: 1, quantity: 7 }] }, a.token);
    expect(under.status, under.text).toBe(200);
    const bank = await send("POST", "/orders", { ...order("ext-cod-bank", a.email), lines, payment_method: "bank_transfer" }, a.token);
    expect(bank.status, bank.text).toBe(200);
  });

  describe("through strapi-plugin-graphql", () => {
    const gql = async (query: string, token?: string) => {
      const reply = await send("POST", "/graphql", { query }, token);
      return { status: reply.status, text: reply.text, data: reply.body?.data, errors: (reply.body?.errors ?? []) as { message: string }[] };
    };

    it("serves GraphQL (the refusals below are the extension's, not a missing plugin)", async () => {
      const a = await register();
      expect((await gql("{ me { email } }", a.token)).data).toEqual({ me: { email: a.email } });
      expect((await gql('{ products(limit: 1, sort: "id:ASC") { id } }')).data).toEqual({ products: [{ id: "1" }] });
    });

    it("exposes no order, address, company or other shopper's account: queries, connections, aggregates and groupBy are refused", async () => {
      const a = await register({ phone: "+971509998877" });
      const b = await register();
      // A company buyer on the order and on the account: its TRN must not come out of GraphQL either.
      const company = { legal_name: "Secret Trading LLC", trn: "100999888777666", emirate: "dubai", area: "Deira", street: "Baniyas Rd", building: "B1" };
      const placed = await send("POST", "/orders", { ...order(`gql-order-${Date.now()}`, a.email), company, po_number: "PO-SECRET-1" }, a.token);
      expect(placed.status, placed.text).toBe(200);
      expect((await send("PUT", "/users/me", { company }, a.token)).status).toBe(200);
      const saved = await send("POST", "/addresses", { ...address, phone: "050 999 8877" }, a.token);
      expect(saved.status, saved.text).toBe(200);
      const queries = [
        "{ ordersConnection { groupBy { contact_email { key } } aggregate { count } } }",
        "{ ordersConnection { groupBy { number { key } contact_phone { key } } } }",
        "{ addressesConnection { groupBy { phone { key } street { key } } aggregate { count } } }",
        "{ orders { number contact_email contact_phone total } }",
        `{ order(id: ${placed.body.id}) { number contact_email } }`,
        "{ addresses { phone street } }",
        `{ address(id: ${saved.body.id}) { phone } }`,
        "{ usersConnection { groupBy { email { key } } aggregate { count } } }",
        "{ users { email phone } }",
        `{ user(id: ${a.id}) { email phone } }`,
        "{ orders { company { trn legal_name } po_number invoice_number credit_note_number } }",
        "{ ordersConnection { groupBy { invoice_number { key } po_number { key } } } }",
        "{ me { company } }",
        "{ users { company } }",
        "{ shopSequences { name value } }",
        "{ shopSequence(id: 1) { value } }",
        "{ componentShopCompanies { trn } }",
      ];
      for (const token of [b.token, undefined]) {
        for (const query of queries) {
          const reply = await gql(query, token);
          expect(reply.errors.length, `${query} answered ${reply.text}`).toBeGreaterThan(0);
          expect(reply.text, query).not.toContain(a.email);
          expect(reply.text, query).not.toContain("509998877");
          expect(reply.text, query).not.toContain(company.trn);
          expect(reply.text, query).not.toContain("PO-SECRET-1");
        }
      }
    });

    it("offers no mutation around the extension's rules: orders, addresses, users and sign-in stay REST-only", async () => {
      const a = await register();
      const b = await register();
      const placed = await send("POST", "/orders", order(`gql-mutate-${Date.now()}`, a.email), a.token);
      const saved = await send("POST", "/addresses", address, a.token);
      const mutations = [
        `mutation { createOrder(input: { data: { number: "X", contact_email: "${b.email}", total: 0.01, payment_method: cash_on_delivery } }) { order { id } } }`,
        `mutation { updateOrder(input: { where: { id: ${placed.body.id} }, data: { status: delivered } }) { order { id } } }`,
        `mutation { deleteOrder(input: { where: { id: ${placed.body.id} } }) { order { id } } }`,
        `mutation { createAddress(input: { data: { name: "X", phone: "1", emirate: "x" } }) { address { id } } }`,
        `mutation { updateAddress(input: { where: { id: ${saved.body.id} }, data: { street: "Hacked" } }) { address { id } } }`,
        `mutation { deleteAddress(input: { where: { id: ${saved.body.id} } }) { address { id } } }`,
        `mutation { createUser(input: { data: { username: "x", email: "x@example.com", password: "Passw0rd!x" } }) { user { id } } }`,
        `mutation { updateUser(input: { where: { id: ${a.id} }, data: { email: "thief@example.com" } }) { user { id } } }`,
        `mutation { deleteUser(input: { where: { id: ${a.id} } }) { user { id } } }`,
        `mutation { login(input: { identifier: "${a.email}", password: "wrong" }) { jwt } }`,
        `mutation { register(input: { username: "gql${Date.now()}", email: "gql${Date.now()}@example.com", password: "Passw0rd!x" }) { jwt } }`,
        `mutation { forgotPassword(email: "${a.email}") { ok } }`,
      ];
      for (const mutation of mutations) {
        const reply = await gql(mutation, b.token);
        expect(reply.errors.length, `${mutation} answered ${reply.text}`).toBeGreaterThan(0);
        expect(reply.errors[0]?.message, mutation).toMatch(/Cannot query field/);
      }
      // Nothing changed: the order, the address and the account are as REST left them.
      expect((await read(`/orders/${placed.body.id}`, a.token)).body.status).toBe("pending");
      expect((await read(`/addresses/${saved.body.id}`, a.token)).body.street).toBe(address.street);
      expect((await read("/users/me", a.token)).body.email).toBe(a.email);
    });

    it("exposes no request for quote (#27): queries, connections, aggregates, groupBy, components and mutations are refused", async () => {
      const a = await register();
      const b = await register();
      const trn = "100777666555444";
      const asked = await send(
        "POST",
        "/quotes",
        {
          company: "Secret Studios FZ-LLC",
          contact_name: "Mona Haddad",
          contact_email: a.email,
          contact_phone: "050 777 6655",
          trn,
          emirate: "dubai",
          lines: [{ product: 1, quantity: 40 }],
        },
        a.token,
      );
      expect(asked.status, asked.text).toBe(200);
      const id = asked.body.id as number;
      const queries = [
        "{ quotes { number contact_email contact_phone trn } }",
        `{ quote(id: ${id}) { number contact_email } }`,
        "{ quotesConnection { aggregate { count } groupBy { contact_email { key } trn { key } company { key } } } }",
        "{ quotesConnection { values { number lines { title quoted_unit_price } } } }",
        "{ componentQuoteLines { title quoted_unit_price } }",
        "{ orders { quote_number } }",
        `mutation { createQuote(input: { data: { number: "RFQ-1", company: "X", contact_email: "${b.email}" } }) { quote { id } } }`,
        `mutation { updateQuote(input: { where: { id: ${id} }, data: { status: quoted } }) { quote { id } } }`,
        `mutation { deleteQuote(input: { where: { id: ${id} } }) { quote { id } } }`,
      ];
      for (const token of [b.token, a.token, undefined]) {
        for (const query of queries) {
          const reply = await gql(query, token);
          expect(reply.errors.length, `${query} answered ${reply.text}`).toBeGreaterThan(0);
          expect(reply.text, query).not.toContain(a.email);
          expect(reply.text, query).not.toContain("507776655");
          expect(reply.text, query).not.toContain(trn);
          expect(reply.text, query).not.toContain("Secret Studios");
        }
      }
      // Nothing changed: REST still shows the request as asked.
      expect((await read(`/quotes/${id}`, a.token)).body).toMatchObject({ status: "requested", company: "Secret Studios FZ-LLC" });
    });
  });

  describe("on a Strapi of its own: Strapi's own sign-in limit, SMTP and the shop's mail and payment settings", () => {
    let limited: RunningStrapi;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      const { hostname, port } = new URL(smtp.url);
      // Starts a Strapi of its own (10 s idle, much longer on a busy machine).
      limited = await startStrapi(process.env[STRAPI_PROJECT_ENV]!, TEST_JWT_SECRET, {
        SMTP_HOST: hostname,
        SMTP_PORT: port,
        SMTP_IGNORE_TLS: "true",
        SHOP_MAIL_FROM: "Shop Test <shop-test@example.test>",
        SHOP_MAIL_REPLY_TO: "help@example.test",
        SHOP_RESET_PASSWORD_URL: "https://shop.example.test/account/reset-password",
        SHOP_COD_MAX_AED: "5000",
      });
    }, 180_000);
    afterAll(async () => {
      await limited?.close();
      await smtp?.close();
    });

    it("limits sign-in per shopper behind a proxy: the forwarded address, not the gateway's, is counted", async () => {
      const attempt = (ip: string) =>
        fetch(`${limited.url}/auth/local`, {
          method: "POST",
          headers: { ...json(), "x-forwarded-for": ip },
          body: JSON.stringify({ identifier: "john.doe@example.com", password: "wrong-password" }),
        });
      const statuses: number[] = [];
      expect((await attempt("203.0.113.6")).status).toBe(400);
      for (let i = 0; i < 6; i += 1) statuses.push((await attempt("203.0.113.7")).status);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses[5]).toBe(429);
      expect((await attempt("203.0.113.8")).status).toBe(400);
      // Guessing a guest's e-mail for an order number is limited the same way.
      const track = (ip: string) => fetch(`${limited.url}/orders/track?number=PAV-2026-000001&email=guess@example.com`, { headers: { "x-forwarded-for": ip } });
      const tracked: number[] = [];
      for (let i = 0; i < 6; i += 1) tracked.push((await track("203.0.113.9")).status);
      expect(tracked).toEqual([404, 404, 404, 404, 404, 429]);
      expect((await track("203.0.113.10")).status).toBe(404);
    });

    it("limits requests for quote, acceptances and quote look-ups per shopper behind a proxy (#27)", async () => {
      const call = (path: string, ip: string, body?: unknown) =>
        fetch(`${limited.url}${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: { ...json(), "x-forwarded-for": ip },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then((res) => res.status);
      const six = async (path: string, ip: string, body?: unknown) => {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) statuses.push(await call(path, ip, body));
        return statuses;
      };
      expect(await six("/quotes/track?number=RFQ-000001&email=guess@example.com", "203.0.113.30")).toEqual([404, 404, 404, 404, 404, 429]);
      expect(await six("/quotes", "203.0.113.31", { lines: [] })).toEqual([400, 400, 400, 400, 400, 429]);
      expect(await six("/quotes/accept", "203.0.113.32", { number: "RFQ-000001" })).toEqual([400, 400, 400, 400, 400, 429]);
      // Another shopper is not held back.
      expect(await call("/quotes/track?number=RFQ-000001&email=guess@example.com", "203.0.113.33")).toBe(404);
    });

    it("sends the reset mail from SHOP_MAIL_FROM, with SHOP_MAIL_REPLY_TO and the SHOP_RESET_PASSWORD_URL link", async () => {
      const asked = await fetch(`${limited.url}/auth/forgot-password`, {
        method: "POST",
        headers: { ...json(), "x-forwarded-for": "203.0.113.20" },
        body: JSON.stringify({ email: "jane.smith@example.com" }),
      });
      expect(asked.status, await asked.clone().text()).toBe(200);
      const mail = await smtp.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes("jane.smith@example.com"), 10_000);
      expect(mail.from?.value).toEqual([{ name: "Shop Test", address: "shop-test@example.test" }]);
      expect(mail.replyTo?.value.map((v) => v.address)).toEqual(["help@example.test"]);
      expect(String(mail.text)).toMatch(/https:\/\/shop\.example\.test\/account\/reset-password\?code=[0-9a-f]{128}/);
    });

    it("takes the cash-on-delivery limit from SHOP_COD_MAX_AED", async () => {
      const place = (quantity: number, payment_method: string, key: string) =>
        fetch(`${limited.url}/orders`, {
          method: "POST",
          headers: { ...json(), "x-forwarded-for": "203.0.113.21" },
          body: JSON.stringify({ ...order(key, "cod-limit@example.com"), lines: [{ product: 1, quantity }], payment_method }),
        });
      // Product 1 costs 1,328.99 AED: four are over a 5,000 AED limit, three are not.
      const over = await place(4, "cash_on_delivery", "own-cod-over");
      expect(over.status).toBe(400);
      expect(Object.keys(((await over.json()) as any).data.errors)).toEqual(["payment_method"]);
      expect((await place(3, "cash_on_delivery", "own-cod-under")).status).toBe(200);
      expect((await place(4, "bank_transfer", "own-cod-bank")).status).toBe(200);
    });
  });
});
