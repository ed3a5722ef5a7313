import { describe, expect, it } from "vitest";
import { encodeCookieValue } from "@proav/shop-rules";
import { parseRecentlyViewed, recentlyViewedCookie, recordView, RECENTLY_VIEWED_MAX } from "./recently-viewed-cookie";

describe("recently viewed cookie", () => {
  it("keeps the most recent first, without duplicates", () => {
    let list = recordView([], "1");
    list = recordView(list, "2");
    list = recordView(list, "1");
    expect(list).toEqual([{ id: "1" }, { id: "2" }]);
  });

  it("caps the list at 12, dropping the oldest", () => {
    let list = recordView([], "0");
    for (let i = 1; i <= 20; i++) list = recordView(list, String(i));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]).toEqual({ id: "20" });
    expect(list.at(-1)).toEqual({ id: "9" });
  });

  it("round-trips through the cookie header", () => {
    const list = [{ id: "5" }, { id: "3" }];
    const header = `cart=%5B%5D; recently_viewed=${encodeCookieValue(list)}; other=x`;
    expect(parseRecentlyViewed(header)).toEqual(list);
    expect(recentlyViewedCookie(list, false)).toMatch(/^recently_viewed=%5B.*; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(recentlyViewedCookie([], true)).toMatch(/Max-Age=0; SameSite=Lax; Secure$/);
  });

  it("reads malformed, hostile or oversized cookies as empty", () => {
    for (const raw of ["%7Bnot json", "{}", "null", '[{"id":"1 OR 1=1"}]', '[{"id":"__proto__"}]', "A".repeat(5000), "%E0%A4%A"]) {
      expect(parseRecentlyViewed(`recently_viewed=${raw}`), raw.slice(0, 20)).toEqual([]);
    }
    expect(parseRecentlyViewed(undefined)).toEqual([]);
    const many = encodeCookieValue(Array.from({ length: 40 }, (_, i) => ({ id: String(i + 1) })));
    expect(parseRecentlyViewed(`recently_viewed=${many}`)).toHaveLength(RECENTLY_VIEWED_MAX);
  });
});
