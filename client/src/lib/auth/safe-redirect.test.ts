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
  ])("falls back for %j", (raw) => {
    expect(safeRedirect(raw)).toBe(AFTER_SIGN_IN);
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirect("/../../etc/passwd")).toBe("/etc/passwd");
  });

  it("builds sign-in links that come back", () => {
    expect(signInHref("/account/addresses")).toBe("/account/login?redirectTo=%2Faccount%2Faddresses");
    expect(signInHref("https://evil.example")).toBe("/account/login");
  });
});
