import { describe, expect, it } from "vitest";
import { attemptKey, cartSignature, endAttempt, type AttemptStorage } from "./checkout-attempt";

function memory(): AttemptStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("checkout attempt key", () => {
  const cart = cartSignature([
    { productId: "1", quantity: 2 },
    { productId: "7", quantity: 1 },
  ]);
  let n = 0;
  const make = () => `key-${String(++n).padStart(8, "0")}`;

  it("is made once and reused for the same cart (double clicks, retries, reloads)", () => {
    const storage = memory();
    const first = attemptKey(storage, cart, make);
    expect(attemptKey(storage, cart, make)).toBe(first);
    expect(attemptKey(storage, cart, make)).toBe(first);
  });

  it("is new for another cart, and after the order is confirmed", () => {
    const storage = memory();
    const first = attemptKey(storage, cart, make);
    const other = attemptKey(storage, cartSignature([{ productId: "1", quantity: 3 }]), make);
    expect(other).not.toBe(first);
    endAttempt(storage);
    expect(attemptKey(storage, cart, make)).not.toBe(first);
  });

  it("survives broken or missing storage", () => {
    const storage = memory();
    storage.data.set("checkout-attempt", "{not json");
    expect(attemptKey(storage, cart, make)).toMatch(/^key-/);
    storage.data.set("checkout-attempt", JSON.stringify({ key: "<script>", cart }));
    expect(attemptKey(storage, cart, make)).toMatch(/^key-/);
    expect(attemptKey(null, cart, make)).toMatch(/^key-/);
  });

  it("uses crypto.randomUUID by default", () => {
    expect(attemptKey(memory(), cart)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
