import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("dates", () => {
  it("shows the day and time in Dubai, whatever the machine's zone", () => {
    expect(formatDate("2026-12-02T21:30:00.000Z", "en")).toBe("3 Dec 2026"); // already the 3rd in Dubai (UTC+4)
    expect(formatDateTime("2026-12-02T21:30:00.000Z", "en")).toBe("3 Dec 2026, 01:30");
  });

  it("writes Arabic month names with Latin digits on Arabic pages", () => {
    expect(formatDate("2026-12-02T21:30:00.000Z", "ar")).toBe("3 ديسمبر 2026");
  });

  it("shows nothing for a missing or malformed date", () => {
    expect(formatDate(null, "en")).toBe("");
    expect(formatDateTime("yesterday", "ar")).toBe("");
  });
});
