import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { codeOf, fieldsOf, freshIp, gql, refusalOf } from "./support/graphql-client.js";

// Cart pricing and orders through the real gateway and stand-in: the cart preview equals the stored order, prices
// come from the backend only, bad input is refused line by line with nothing written, a key makes one order.

let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let limited: Awaited<ReturnType<typeof startGateway>>;
let db: Database.Database;
beforeAll(async () => {
  // Most tests here order from 127.0.0.1; the per-address limits have their own tests below.
  backend = await startTestBackend({ rateLimits: { track: 1000, create: 1000 } });
  [gateway, limited] = await Promise.all([
    startGateway(backend.url, { ORDER_RATE_LIMIT_POINTS: "1000", AUTH_RATE_LIMIT_POINTS: "1000" }),
    startGateway(backend.url, { ORDER_RATE_LIMIT_POINTS: "3", AUTH_RATE_LIMIT_POINTS: "3" }),
  ]);
  db = new Database(backend.dbPath, { readonly: true });
});
afterAll(async () => {
  db?.close();
  await Promise.all([gateway?.close(), limited?.close()]);
  await backend?.close();
});

const MONEY = "{ amount }";
const CART = `query($items: [CartItemInput!]!) { cart(items: $items) {
  lines { product { id title } quantity unitPrice ${MONEY} lineTotal ${MONEY} }
  unavailableProductIds itemCount subTotal ${MONEY} shipping ${MONEY} total ${MONEY} vatIncluded ${MONEY} amountToFreeShipping ${MONEY}
} }`;
const ORDER_FIELDS = `number status statusHistory { status at note } createdAt itemCount isGuestOrder paymentMethod note contactEmail contactPhone
  lines { productId title partNumber quantity unitPrice ${MONEY} lineTotal ${MONEY} product { id } }
  subTotal ${MONEY} shipping ${MONEY} vatIncluded ${MONEY} total ${MONEY}
  shippingAddress { name phone emirate area street building }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { ${ORDER_FIELDS} } ... on OrderRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`;
const LOGIN = `mutation($i: String!, $p: String!) { login(identifier: $i, password: $p) { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`;
const ADDRESS = { name: "John Doe", phone: "0501234567", emirate: "SHARJAH", area: "Al Nahda", street: "Street 5", building: "Villa 12" };

let keyCounter = 0;
const key = () => `test-key-${Date.now()}-${++keyCounter}`;
const orderInput = (lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  lines,
  contactEmail: "john.doe@example.com",
  contactPhone: "+971 50 123 4567",
  shippingAddress: { address: ADDRESS },
  paymentMethod: "CASH_ON_DELIVERY",
  note: "Leave with the concierge",
  idempotencyKey: key(),
  ...extra,
});

async function token(identifier: string, password: string) {
  const reply = await gql<{ login: { token: string } }>(gateway.url, LOGIN, { i: identifier, p: password }, { ip: freshIp() });
  return reply.data!.login.token;
}
const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
const writes = () => count("SELECT (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM components_order_lines) AS n");
// Cheapest first, so orders paid cash on delivery stay under its limit.
const activeIds = (n: number) =>
  (
    db.prepare("SELECT id FROM products WHERE is_active = 1 AND (badge IS NULL OR badge NOT LIKE '%outStock%') ORDER BY price, id LIMIT ?").all(n) as {
      id: number;
    }[]
  ).map((r) => String(r.id));

describe("cart", () => {
  it("prices the lines sent with the storefront's cart rule", async () => {
    const [a, b] = activeIds(2);
    const items = [
      { productId: a, quantity: 2 },
      { productId: b, quantity: 1 },
      { productId: a, quantity: 1 },
      { productId: "999999", quantity: 1 },
      { productId: "x", quantity: 3 },
    ];
    const fromItems = await gql(gateway.url, CART, { items });
    expect(fromItems.errors).toBeUndefined();
    const cart = fromItems.data!.cart;
    expect(cart.lines.map((l: { product: { id: string }; quantity: number }) => [l.product.id, l.quantity])).toEqual([
      [a, 3],
      [b, 1],
    ]);
    expect(cart.unavailableProductIds).toEqual(["999999"]);
    expect(cart.itemCount).toBe(4);
    const fils = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
    const sub = cart.lines.reduce((s: number, l: { lineTotal: { amount: string } }) => s + fils(l.lineTotal), 0);
    expect(fils(cart.subTotal)).toBe(sub);
    expect(fils(cart.shipping)).toBe(sub >= 50_000 ? 0 : 2_500);
    expect(fils(cart.total)).toBe(sub + fils(cart.shipping));
    expect(fils(cart.vatIncluded)).toBe(Math.round((fils(cart.total) * 5) / 105));
  });

  it("prices only the lines sent (never a cookie), is free of charges when empty, and is never cached", async () => {
    const [a] = activeIds(1);
    const cookie = `cart=${encodeURIComponent(JSON.stringify([{ id: a, quantity: 1 }]))}`;
    const empty = await gql(gateway.url, CART, { items: [] }, { cookie });
    expect(empty.data!.cart).toMatchObject({ lines: [], itemCount: 0, total: { amount: "0.00" }, shipping: { amount: "0.00" } });
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: CART, variables: { items: [] } }),
    });
    expect(res.headers.get("cache-control") ?? "no-store").not.toMatch(/max-age=[1-9]/);
    expect(codeOf(await gql(gateway.url, CART, { items: Array.from({ length: 201 }, () => ({ productId: "1", quantity: 1 })) }))).toBe("BAD_USER_INPUT");
  });
});

describe("placeOrder", () => {
  it("stores the totals the cart preview showed, with prices from the backend only", async () => {
    const t = await token("john.doe@example.com", "Passw0rd!john");
    const [a, b] = activeIds(2);
    const lines = [
      { productId: a!, quantity: 2 },
      { productId: b!, quantity: 1 },
    ];
    const preview = (await gql(gateway.url, CART, { items: lines })).data!.cart;
    const placed = await gql(gateway.url, PLACE, { input: orderInput(lines) }, { token: t });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^PAV-\d{4}-\d{6}$/),
      status: "PENDING",
      isGuestOrder: false,
      itemCount: 3,
      paymentMethod: "CASH_ON_DELIVERY",
      contactPhone: "+971501234567",
      subTotal: preview.subTotal,
      shipping: preview.shipping,
      total: preview.total,
      vatIncluded: preview.vatIncluded,
      shippingAddress: { ...ADDRESS, phone: "+971501234567" },
    });
    expect(order.lines.map((l: { unitPrice: unknown; lineTotal: unknown }) => [l.unitPrice, l.lineTotal])).toEqual(
      preview.lines.map((l: { unitPrice: unknown; lineTotal: unknown }) => [l.unitPrice, l.lineTotal]),
    );
    expect(order.statusHistory).toEqual([{ status: "PENDING", at: order.createdAt, note: null }]);
    const mine = await gql(gateway.url, `{ myOrders(first: 5) { totalCount nodes { number total { amount } } } }`, {}, { token: t });
    expect(mine.data!.myOrders.nodes[0]).toEqual({ number: order.number, total: order.total });
    // A price in the input is not part of the contract: the operation is refused before any work.
    const before = writes();
    const priced = await gql(gateway.url, PLACE, { input: orderInput([{ productId: a!, quantity: 1, unitPrice: "0.01" } as never]) }, { token: t });
    expect(priced.status).toBe(400);
    expect(writes()).toBe(before);
  });

  it("refuses bad lines and fields, naming each one, and writes nothing", async () => {
    const t = await token("john.doe@example.com", "Passw0rd!john");
    const [a, b, c] = activeIds(3);
    const inactive = (db.prepare("SELECT id FROM products WHERE is_active = 0 LIMIT 1").get() as { id: number } | undefined)?.id;
    const outOfStock = (db.prepare("SELECT id FROM products WHERE is_active = 1 AND badge LIKE '%outStock%' LIMIT 1").get() as { id: number } | undefined)?.id;
    const before = writes();
    const lines = [
      { productId: a!, quantity: -1 },
      { productId: b!, quantity: 1_000_000 },
      { productId: "999999", quantity: 1 },
      { productId: c!, quantity: 1 },
      { productId: c!, quantity: 2 },
      { productId: "abc", quantity: 1 },
      ...(inactive ? [{ productId: String(inactive), quantity: 1 }] : []),
      ...(outOfStock ? [{ productId: String(outOfStock), quantity: 1 }] : []),
    ];
    const input = orderInput(lines, {
      contactEmail: "",
      contactPhone: "12345",
      note: "n".repeat(501),
      idempotencyKey: "short",
      shippingAddress: { address: { ...ADDRESS, name: "x".repeat(10_000), street: "" } },
    });
    const reply = await gql(gateway.url, PLACE, { input }, { token: t });
    // An expected refusal is the typed result, not an error: a client's codegen knows every member.
    expect(reply.errors).toBeUndefined();
    expect(refusalOf(reply)).toMatchObject({ __typename: "OrderRefused", code: "PRODUCT_UNAVAILABLE" });
    expect(fieldsOf(reply)).toEqual(
      [
        "input.contactEmail:REQUIRED",
        "input.contactPhone:INVALID",
        "input.idempotencyKey:INVALID",
        "input.lines.0.quantity:OUT_OF_RANGE",
        "input.lines.1.quantity:OUT_OF_RANGE",
        "input.lines.2.productId:PRODUCT_UNAVAILABLE",
        "input.lines.4.productId:DUPLICATE",
        "input.lines.5.productId:INVALID",
        ...(inactive ? ["input.lines.6.productId:PRODUCT_UNAVAILABLE"] : []),
        ...(outOfStock ? [`input.lines.${inactive ? 7 : 6}.productId:OUT_OF_STOCK`] : []),
        "input.note:TOO_LONG",
        "input.shippingAddress.address.name:TOO_LONG",
        "input.shippingAddress.address.street:REQUIRED",
      ].sort(),
    );
    expect(refusalOf(reply)!.fields.find((f) => f.path.join(".") === "input.lines.2.productId")!.message).toMatch(/^Line 3:/);
    const none = await gql(gateway.url, PLACE, { input: orderInput([]) }, { token: t });
    expect(fieldsOf(none)).toEqual(["input.lines:REQUIRED"]);
    expect(refusalOf(none)).toMatchObject({ code: "INVALID_INPUT", message: expect.any(String) });
    const many = await gql(gateway.url, PLACE, { input: orderInput(activeIds(51).map((id) => ({ productId: id, quantity: 1 }))) }, { token: t });
    expect(fieldsOf(many)).toEqual(["input.lines:TOO_MANY"]);
    const both = await gql(gateway.url, PLACE, { input: orderInput([{ productId: a!, quantity: 1 }], { shippingAddress: {} }) }, { token: t });
    expect(fieldsOf(both)).toEqual(["input.shippingAddress:REQUIRED"]);
    expect(writes()).toBe(before);
  });

  it("makes one order from two concurrent calls with one key", async () => {
    const t = await token("jane.smith@example.com", "Passw0rd!jane");
    const [a] = activeIds(1);
    const input = orderInput([{ productId: a!, quantity: 1 }], { contactEmail: "jane.smith@example.com" });
    const before = count("SELECT COUNT(*) AS n FROM orders");
    const [one, two] = await Promise.all([gql(gateway.url, PLACE, { input }, { token: t }), gql(gateway.url, PLACE, { input }, { token: t })]);
    expect(one.errors).toBeUndefined();
    expect(two.data!.placeOrder.number).toBe(one.data!.placeOrder.number);
    expect(count("SELECT COUNT(*) AS n FROM orders")).toBe(before + 1);
  });

  it("refuses cash on delivery above the shop's limit, says so on paymentMethod, and takes the same order by bank transfer", async () => {
    const limit = await gql(gateway.url, `{ shop { cashOnDeliveryLimit { amount formatted } } }`);
    expect(limit.data!.shop.cashOnDeliveryLimit).toEqual({ amount: "10000.00", formatted: "\u2068د.إ\u2069\u00a010,000.00" });
    const [a] = activeIds(1);
    const before = writes();
    const input = orderInput([{ productId: a!, quantity: 99 }], { contactEmail: "big.cod@example.com" });
    const cart = (await gql(gateway.url, CART, { items: input.lines })).data!.cart;
    expect(Number(cart.total.amount)).toBeGreaterThan(10_000);
    const refused = await gql(gateway.url, PLACE, { input }, { ip: freshIp() });
    expect(fieldsOf(refused)).toEqual(["input.paymentMethod:OVER_LIMIT"]);
    expect(refusalOf(refused)?.code).toBe("OVER_PAYMENT_LIMIT");
    expect(refusalOf(refused)!.message).toBe("Cash on delivery is available for orders up to \u2068د.إ\u2069\u00a010,000.00. Please choose bank transfer.");
    expect(writes()).toBe(before);
    const byTransfer = await gql(gateway.url, PLACE, { input: { ...input, paymentMethod: "BANK_TRANSFER" } }, { ip: freshIp() });
    expect(byTransfer.errors).toBeUndefined();
  });

  it("reports the backend's lower cash-on-delivery limit as the same OVER_LIMIT refusal, with the backend's limit", async () => {
    // The gateway allows 20,000 AED cash on delivery; the backend (stand-in or Strapi) keeps its default 10,000.
    const generous = await startGateway(backend.url, { COD_MAX_AED: "20000", ORDER_RATE_LIMIT_POINTS: "1000" });
    try {
      type Row = { id: number; sale_price: number | null; badges?: { type: string }[]; badge?: { type: string }[] | null };
      const rows = (await (await fetch(`${backend.url}/products?is_active=true&price_gte=10500&price_lte=19000&_limit=20`)).json()) as Row[];
      const product = rows.find((p) => p.sale_price === null && ![...(p.badges ?? []), ...(p.badge ?? [])].some((b) => b.type === "outStock"));
      expect(product).toBeDefined();
      const input = orderInput([{ productId: String(product!.id), quantity: 1 }], { contactEmail: "backend.cod@example.com" });
      const before = writes();
      const refused = await gql(generous.url, PLACE, { input }, { ip: freshIp() });
      expect(fieldsOf(refused)).toEqual(["input.paymentMethod:OVER_LIMIT"]);
      expect(refusalOf(refused)).toMatchObject({
        code: "OVER_PAYMENT_LIMIT",
        message: "Cash on delivery is available for orders up to \u2068د.إ\u2069\u00a010,000.00. Please choose bank transfer.",
      });
      expect(writes()).toBe(before);
    } finally {
      await generous.close();
    }
  });

  it("refuses an idempotency key reused for other lines or another payment method, ordering nothing new", async () => {
    const [a, b] = activeIds(2);
    const first = orderInput([{ productId: a!, quantity: 1 }], { contactEmail: "reuse@example.com" });
    const placed = await gql(gateway.url, PLACE, { input: first });
    expect(placed.errors).toBeUndefined();
    const before = writes();
    for (const changed of [
      { ...first, lines: [{ productId: a!, quantity: 2 }] },
      {
        ...first,
        lines: [
          { productId: a!, quantity: 1 },
          { productId: b!, quantity: 1 },
        ],
      },
      { ...first, paymentMethod: "BANK_TRANSFER" },
    ]) {
      const reply = await gql(gateway.url, PLACE, { input: changed });
      expect(codeOf(reply)).toBe("IDEMPOTENCY_KEY_REUSED");
      expect(reply.status).toBe(409);
      expect(reply.errors![0]!.message).toMatch(/already used for a different order/);
    }
    expect(writes()).toBe(before);
    // The same order again is a safe retry: the first order, not a second one.
    expect((await gql(gateway.url, PLACE, { input: first })).data!.placeOrder.number).toBe(placed.data!.placeOrder.number);
  });

  it("uses a saved address of one's own only", async () => {
    const [a, b] = await Promise.all([token("john.doe@example.com", "Passw0rd!john"), token("jane.smith@example.com", "Passw0rd!jane")]);
    const created = await gql(
      gateway.url,
      `mutation($input: AddressInput!) { createAddress(input: $input) { ... on Address { id } } }`,
      { input: ADDRESS },
      { token: a },
    );
    const id = created.data!.createAddress.id as string;
    const [p] = activeIds(1);
    const own = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: p!, quantity: 1 }], { shippingAddress: { savedAddressId: id } }) },
      { token: a },
    );
    expect(own.data!.placeOrder.shippingAddress.street).toBe(ADDRESS.street);
    const stolen = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: p!, quantity: 1 }], { shippingAddress: { savedAddressId: id } }) },
      { token: b },
    );
    expect(fieldsOf(stolen)).toEqual(["input.shippingAddress.savedAddressId:NOT_FOUND"]);
    const guest = await gql(gateway.url, PLACE, { input: orderInput([{ productId: p!, quantity: 1 }], { shippingAddress: { savedAddressId: id } }) });
    expect(fieldsOf(guest)).toEqual(["input.shippingAddress.savedAddressId:INVALID"]);
  });
});

describe("finding orders", () => {
  it("lets a guest order and track it by number and e-mail; nobody else sees it", async () => {
    const [p] = activeIds(1);
    const placed = await gql(gateway.url, PLACE, {
      input: orderInput([{ productId: p!, quantity: 1 }], { contactEmail: "Guest.Buyer@example.com", paymentMethod: "BANK_TRANSFER" }),
    });
    expect(placed.errors).toBeUndefined();
    const { number } = placed.data!.placeOrder;
    expect(placed.data!.placeOrder).toMatchObject({ isGuestOrder: true, paymentMethod: "BANK_TRANSFER", contactEmail: "guest.buyer@example.com" });
    const TRACK = `query($n: String!, $e: String!) { trackOrder(number: $n, email: $e) { number total { amount } lines { title } } }`;
    const tracked = await gql(gateway.url, TRACK, { n: number.toLowerCase(), e: "GUEST.BUYER@example.com" }, { ip: freshIp() });
    expect(tracked.data!.trackOrder.number).toBe(number);
    expect((await gql(gateway.url, TRACK, { n: number, e: "someone@example.com" }, { ip: freshIp() })).data).toEqual({ trackOrder: null });
    expect((await gql(gateway.url, TRACK, { n: "'; DROP TABLE orders", e: "x@example.com" }, { ip: freshIp() })).data).toEqual({ trackOrder: null });
    const t = await token("john.doe@example.com", "Passw0rd!john");
    expect((await gql(gateway.url, `query($n: String!) { order(number: $n) { number } }`, { n: number }, { token: t })).data).toEqual({ order: null });
  });

  it("shows user A's orders to A only, paged newest first", async () => {
    const [a, b] = await Promise.all([token("john.doe@example.com", "Passw0rd!john"), token("jane.smith@example.com", "Passw0rd!jane")]);
    const [p] = activeIds(1);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++)
      numbers.push((await gql(gateway.url, PLACE, { input: orderInput([{ productId: p!, quantity: i + 1 }]) }, { token: a })).data!.placeOrder.number);
    const ORDER = `query($n: String!) { order(number: $n) { number itemCount } }`;
    expect((await gql(gateway.url, ORDER, { n: numbers[2] }, { token: a })).data!.order).toEqual({ number: numbers[2], itemCount: 3 });
    expect((await gql(gateway.url, ORDER, { n: numbers[2] }, { token: b })).data!.order).toBeNull();
    const PAGE = `query($after: String) { myOrders(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { number } } }`;
    const page1 = (await gql(gateway.url, PAGE, {}, { token: a })).data!.myOrders;
    expect(page1.nodes.map((o: { number: string }) => o.number)).toEqual([numbers[2], numbers[1]]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gql(gateway.url, PAGE, { after: page1.pageInfo.endCursor }, { token: a })).data!.myOrders;
    expect(page2.nodes[0].number).toBe(numbers[0]);
    const bNumbers = (
      (await gql(gateway.url, `{ myOrders(first: 50) { nodes { number } } }`, {}, { token: b })).data!.myOrders.nodes as { number: string }[]
    ).map((o) => o.number);
    expect(bNumbers.some((n) => numbers.includes(n))).toBe(false);
    expect(codeOf(await gql(gateway.url, `{ myOrders(first: 500) { totalCount } }`, {}, { token: a }))).toBe("BAD_USER_INPUT");
  });

  it("refuses a guest order under a rejected token instead of placing it as a guest", async () => {
    const [p] = activeIds(1);
    const before = writes();
    const reply = await gql(gateway.url, PLACE, { input: orderInput([{ productId: p!, quantity: 1 }]) }, { token: "not-a-token" });
    expect(codeOf(reply)).toBe("UNAUTHENTICATED");
    expect(writes()).toBe(before);
  });
});

describe("limits", () => {
  it("places at most ORDER_RATE_LIMIT_POINTS orders per address, even all at once; refused input spends nothing", async () => {
    const ip = freshIp();
    const [a] = activeIds(1);
    const bad = await gql(limited.url, PLACE, { input: orderInput([{ productId: a!, quantity: 0 }]) }, { ip });
    expect(refusalOf(bad)?.__typename).toBe("OrderRefused");
    const before = count("SELECT COUNT(*) AS n FROM orders");
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        gql(limited.url, PLACE, { input: orderInput([{ productId: a!, quantity: 1 }], { contactEmail: "burst@example.com" }) }, { ip }),
      ),
    );
    expect(burst.filter((r) => !r.errors && !refusalOf(r))).toHaveLength(3);
    const refused = burst.filter((r) => r.errors);
    expect(refused.map(codeOf)).toEqual(Array(7).fill("RATE_LIMITED"));
    expect(refused[0]!.status).toBe(429);
    expect(refused[0]!.errors![0]!.message).toMatch(/^Too many orders\. Please try again in \d+ seconds\.$/);
    expect(count("SELECT COUNT(*) AS n FROM orders")).toBe(before + 3);
    const other = await gql(limited.url, PLACE, { input: orderInput([{ productId: a!, quantity: 1 }]) }, { ip: freshIp() });
    expect(other.errors).toBeUndefined();
  });

  it("limits order-tracking guesses per address and per order number", async () => {
    const TRACK = `query($n: String!, $e: String!) { trackOrder(number: $n, email: $e) { number } }`;
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect(codeOf(await gql(limited.url, TRACK, { n: `PAV-2026-00000${i}`, e: "a@b.ae" }, { ip }))).toBeUndefined();
    expect(codeOf(await gql(limited.url, TRACK, { n: "PAV-2026-000009", e: "a@b.ae" }, { ip }))).toBe("RATE_LIMITED");
    // One order number guessed from many addresses.
    const guesses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => gql(limited.url, TRACK, { n: "pav-2026-123456", e: `guess${i}@b.ae` }, { ip: freshIp() })),
    );
    expect(guesses.map(codeOf)).toEqual([undefined, undefined, undefined, "RATE_LIMITED", "RATE_LIMITED"]);
  });
});
