import { describe, expect, it } from "vitest";
import { useBackend } from "./helpers.js";

// The stand-in limits what a Strapi extension would (its `ratelimit`): guesses at /orders/track and new orders,
// per client address and minute, whoever calls (the backend is reachable without the gateway).

const api = useBackend();
const from = (ip: string) => ({ "x-forwarded-for": ip });
const ADDRESS = { name: "Guest", phone: "050 123 4567", emirate: "dubai", area: "Marina", street: "Al Sufouh Rd", building: "Tower 1" };
const order = (key: string) => ({
  lines: [{ product: 1, quantity: 1 }],
  contact_email: "limit.guest@example.com",
  contact_phone: "+971501234567",
  shipping_address: ADDRESS,
  payment_method: "bank_transfer",
  idempotency_key: key,
});

describe("rate limits", () => {
  it("answers the 11th order-tracking guess in a minute from one address with 429 and Retry-After; another address goes on", async () => {
    const guess = (i: number, ip: string) => api.get(`/orders/track?number=PAV-2026-${String(i).padStart(6, "0")}&email=a@b.ae`, { headers: from(ip) });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i, "10.9.0.1")));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.body).toEqual({ statusCode: 429, error: "Too Many Requests", message: "Too many requests, please try again later." });
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await guess(99, "10.9.0.2")).status).toBe(404);
  });

  it("accepts 20 new orders a minute from one address, then 429 with nothing written", async () => {
    const ip = "10.9.1.1";
    const placed = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post("/orders", order(`limit-key-${i}`), { headers: from(ip) })));
    expect(placed.map((p) => p.status)).toEqual(Array(20).fill(200));
    const refused = await api.post("/orders", order("limit-key-20"), { headers: from(ip) });
    expect(refused.status).toBe(429);
    expect((await api.post("/orders", order("limit-key-21"), { headers: from("10.9.1.2") })).status).toBe(200);
  });
});
