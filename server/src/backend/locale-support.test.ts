import { describe, expect, it } from "vitest";
import { AxiosError, AxiosHeaders } from "axios";
import { LocaleSupport } from "./locale-support.js";

const refusal = () => {
  const response = {
    status: 400,
    statusText: "Bad Request",
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { message: "Your filters contain a field 'locale' that doesn't appear on your model definition nor its relations" },
  };
  return new AxiosError("Request failed with status code 400", "ERR_BAD_REQUEST", response.config, {}, response);
};

describe("LocaleSupport", () => {
  it("answers [] for a path whose backend refuses or ignores _locale, and asks again after ten minutes", async () => {
    let now = 0;
    const support = new LocaleSupport(() => now);
    let calls = 0;
    expect(support.localizedCatalog).toBeNull();
    expect(await support.rows("/brands", () => (calls++, Promise.reject(refusal())))).toEqual([]);
    expect(await support.rows("/brands", () => (calls++, Promise.reject(refusal())))).toEqual([]);
    expect(calls).toBe(1);
    expect(support.localizedCatalog).toBe(false);
    expect(await support.rows("/products", async () => [{ id: 1, title: "English row" }])).toEqual([]);
    now += 10 * 60_000;
    expect(await support.rows("/brands", async () => [{ id: 7, locale: "ar" }])).toEqual([{ id: 7, locale: "ar" }]);
    expect(support.localizedCatalog).toBe(false); // /products is still known as not localized
  });

  it("passes other failures on, and says localized once rows carry their locale", async () => {
    const support = new LocaleSupport();
    await expect(support.rows("/products", () => Promise.reject(new Error("socket hang up")))).rejects.toThrow("socket hang up");
    expect(await support.rows("/products", async () => [{ id: 2, locale: "ar" }])).toHaveLength(1);
    expect(support.localizedCatalog).toBe(true);
  });
});
