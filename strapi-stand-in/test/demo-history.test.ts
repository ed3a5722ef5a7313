import { describe, expect, it } from "vitest";
import { useBackend } from "./helpers.js";
import { DEMO_HISTORY } from "../src/seed/demo-history.js";
import { DEMO_USERS } from "../src/seed/demo-users.js";
import { orderTotals, toAed, unitPriceFils } from "../src/extension-rules.js";

// The demo accounts come with saved addresses and past orders, so a newcomer signing in sees full account pages.
// The orders are the stand-in's own: priced from the products by the order rules, numbered from its sequence.

const api = useBackend();

async function signIn(email: string): Promise<string> {
  const password = DEMO_USERS.find((u) => u.email === email)!.password;
  return (await api.post<{ jwt: string }>("/auth/local", { identifier: email, password })).body.jwt;
}
const read = async <T>(path: string, jwt: string) => (await api.get<T>(path, { headers: { authorization: `Bearer ${jwt}` } })).body;

type Address = { emirate: string; phone: string; is_default: boolean };
type Line = { product: number; quantity: number; unit_price: number; line_total: number };
type Order = {
  id: number;
  number: string;
  status: string;
  status_history: { status: string; at: string }[];
  sub_total: number;
  shipping: number;
  vat_included: number;
  total: number;
  created_at: string;
  lines: Line[];
};

describe("the demo accounts' history", () => {
  it("gives john and jane two saved addresses each in different emirates, one of them the default, with UAE phones", async () => {
    for (const account of DEMO_HISTORY) {
      const addresses = await read<Address[]>("/addresses", await signIn(account.email));
      expect(addresses).toHaveLength(2);
      expect(addresses.filter((a) => a.is_default)).toHaveLength(1);
      expect(new Set(addresses.map((a) => a.emirate)).size).toBe(2);
      for (const a of addresses) expect(a.phone).toMatch(/^\+971(5\d{8}|[234679]\d{7})$/);
    }
  });

  it("gives them past orders priced by the order rules, in the past, with statuses and numbers the next order follows", async () => {
    const now = Date.now();
    let lastId = 0;
    for (const account of DEMO_HISTORY) {
      const jwt = await signIn(account.email);
      const orders = await read<Order[]>("/orders?_sort=id:ASC", jwt);
      expect(orders).toHaveLength(account.orders.length);
      expect(orders.length).toBeGreaterThanOrEqual(2);
      expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThan(1);
      for (const order of orders) {
        lastId = Math.max(lastId, order.id);
        expect(order.number).toBe(`PAV-${order.created_at.slice(0, 4)}-${String(order.id).padStart(6, "0")}`);
        expect(Date.parse(order.created_at)).toBeLessThan(now);
        expect(order.status).toBe(order.status_history.at(-1)!.status);
        expect(order.status_history[0]).toMatchObject({ status: "pending", at: order.created_at });
        // Every amount from the products and the rules, none typed by hand.
        const lineFils = await Promise.all(
          order.lines.map(async (line) => {
            const product = (await api.get<{ price: number; sale_price: number | null }>(`/products/${line.product}`)).body;
            const unit = unitPriceFils(product.price, product.sale_price);
            expect(line.unit_price).toBe(toAed(unit));
            expect(line.line_total).toBe(toAed(unit * line.quantity));
            return unit * line.quantity;
          }),
        );
        const totals = orderTotals(lineFils);
        expect(order).toMatchObject({
          sub_total: toAed(totals.subTotal),
          shipping: toAed(totals.shipping),
          vat_included: toAed(totals.vatIncluded),
          total: toAed(totals.total),
        });
      }
    }
    // A new order takes the next number of the same sequence.
    const jwt = await signIn("john.doe@example.com");
    const fresh = await api.post<{ id: number; number: string }>(
      "/orders",
      {
        lines: [{ product: 1, quantity: 1 }],
        contact_email: "john.doe@example.com",
        contact_phone: "+971501234567",
        shipping_address: { name: "John Doe", phone: "0501234567", emirate: "dubai", area: "Dubai Marina", street: "Al Marsa Street", building: "Tower 1" },
        payment_method: "bank_transfer",
        idempotency_key: "after-the-demo-history",
      },
      { headers: { authorization: `Bearer ${jwt}` } },
    );
    expect(fresh.body.id).toBe(lastId + 1);
    expect(fresh.body.number).toMatch(new RegExp(`-${String(lastId + 1).padStart(6, "0")}$`));
  });
});
