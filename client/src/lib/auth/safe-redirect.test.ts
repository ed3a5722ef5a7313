import { describe, expect, it } from "vitest";
import { AFTER_SIGN_IN, safeRedirect, signInHref } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirect("/account/checkout")).toBe("/account/checkout");
    expect(safeRedirect("/shop?page=2&sort=PRICE_ASC#top")).toBe("/shop?page=2&sort=PRICE_ASC#top");
    expect(safeRedirect("/account/invoices/ORD-1")).toBe("/account/invoices/ORD-1");
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\nevil",
    "/\tevil",
    "/account/login",
    "/account/login?redirectTo=/x",
    "/account/reset-password?code=abc",
    "/" + "a".repeat(2001),
    // Paths that only become another host once dot segments are resolved or escapes decoded.
    "/..//evil.example/phish",
    "/.//evil.example/phish",
    "/x/..//evil.example/phish",
    "/%2e%2e//evil.example/phish",
    "/%2E%2E//evil.example/phish",
    "/.%2e//evil.example/phish",
    "/%2e//evil.example/phish",
    "/x/%2e%2e//evil.example/phish",
    "/../\\evil.example/phish",
    "/..\\/evil.example/phish",
    "/\\/evil.example",
    "/\t/evil.example",
    "/..\t//evil.example",
    "/.\n//evil.example",
    "/.\r//evil.example",
  ])("falls back for %j", (raw) => {
    expect(safeRedirect(raw)).toBe(AFTER_SIGN_IN);
  });

  // Encoded slashes and tabs stay encoded: a same-site path (a 404 at worst), never another host.
  it.each([
    "/..//evil.example/phish",
    "/%2e%2e//evil.example/phish",
    "/%09/evil.example",
    "/..%2f%2fevil.example",
    "/%5c%5cevil.example",
    "/../%5cevil.example",
    "/%2f/evil.example",
    "/x/%2e%2e/%2fevil.example",
  ])("%j never leaves the site once a browser resolves it", (raw) => {
    const result = safeRedirect(raw);
    expect(result.startsWith("//") || result.startsWith("/\\")).toBe(false);
    expect(new URL(result, "https://shop.example").origin).toBe("https://shop.example");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirect("/../../etc/passwd")).toBe("/etc/passwd");
  });

  it("builds sign-in links that come back", () => {
    expect(signInHref("/account/addresses")).toBe("/account/login?redirectTo=%2Faccount%2Faddresses");
    expect(signInHref("https://evil.example")).toBe("/account/login");
  });
});
