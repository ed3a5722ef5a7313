import { describe, expect, it } from "vitest";
import axios from "axios";
import type { Request } from "express";
import { createContextFactory, type ContextDeps } from "./context.js";

const unused = {} as never;
const deps = {
  http: axios.create(),
  shared: { brands: unused, categories: unused, hidden: unused, names: unused },
  publicOrigin: "http://shop.test",
  assetBase: "http://shop.test",
  attempts: unused,
  seller: unused,
  mailer: unused,
  confirmations: unused,
  eDocuments: unused,
  shopInbox: "shop@shop.test",
  resetMailHealth: unused,
  cashOnDeliveryMaxFils: 0,
  secureCookies: false,
} satisfies ContextDeps;
const contextFor = createContextFactory(deps);
const request = (acceptLanguage?: string) => ({ headers: acceptLanguage ? { "accept-language": acceptLanguage } : {}, cookies: {} }) as Request;

describe("the operation's locale", () => {
  it("comes from Accept-Language on /graphql, English by default", () => {
    expect(contextFor(request("ar-AE,en;q=0.5")).locale).toBe("ar");
    expect(contextFor(request("fr")).locale).toBe("en");
    expect(contextFor(request()).locale).toBe("en");
    expect(contextFor(undefined).locale).toBe("en");
  });

  it("is the page's when server rendering says so, whatever the browser's header", () => {
    const ar = contextFor(request("en-GB"), "ar");
    expect(ar.locale).toBe("ar");
    expect(ar.catalog.localized.locale).toBe("ar");
    expect(contextFor(request("ar"), "en").locale).toBe("en");
  });
});
