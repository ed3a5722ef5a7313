import { describe, expect, it } from "vitest";
import type { RestQuote } from "../../backend/rest-types.js";
import { quoteAcknowledgement, quoteNotification } from "./quote-emails.js";

const quote: RestQuote = {
  id: 7,
  number: "RFQ-000007",
  user: null,
  status: "requested",
  company: "Falcon Media\r\nBcc: x@evil.example",
  contact_name: "Sara Buyer",
  contact_email: "sara@example.com",
  contact_phone: "+971501234567",
  trn: "100234567890003",
  emirate: "dubai",
  needed_by: "2026-12-20",
  notes: "Ten seats.",
  locale: "en",
  lines: [{ id: 1, product: 12, title: "DaVinci Resolve Studio", part_number: "DV-RESSTUD", quantity: 10, web_unit_price: 1199, quoted_unit_price: null }],
  valid_until: null,
  shop_note: null,
  quoted_at: null,
  order: null,
  order_number: null,
  accepted_at: null,
  created_at: "2026-11-28T05:00:00.000Z",
  updated_at: "2026-11-28T05:00:00.000Z",
};

describe("quote e-mails", () => {
  it("tells the shop's inbox everything asked, Reply-To the requester, a subject without line breaks", () => {
    const mail = quoteNotification(quote, "sales@shop.test", "req-1");
    expect(mail).toMatchObject({ kind: "quote-request", to: "sales@shop.test", replyTo: { name: "Sara Buyer", address: "sara@example.com" } });
    expect(mail.subject).toBe("Request for quote RFQ-000007: Falcon Media Bcc: x@evil.example");
    expect(mail.text).toContain("TRN: 100234567890003");
    expect(mail.text).toContain("Needed by: 2026-12-20");
    expect(mail.text).toContain("10 x DaVinci Resolve Studio (DV-RESSTUD) [product 12], web price");
    expect(mail.text).toContain("Ten seats.");
  });

  it("acknowledges in the request's language, pointing a guest to tracking and an account holder to the quote's page", () => {
    const en = quoteAcknowledgement(quote, "ProAV", "https://shop.test");
    expect(en.to).toEqual({ name: "Sara Buyer", address: "sara@example.com" });
    expect(en.subject).toBe("Your request for quote RFQ-000007 at ProAV");
    expect(en.text).toContain("https://shop.test/quotes/track");
    const ar = quoteAcknowledgement({ ...quote, locale: "ar", user: 3 }, "ProAV", "https://shop.test");
    expect(ar.subject).toBe("طلب عرض السعر رقم RFQ-000007 من ProAV");
    expect(ar.text).toContain("https://shop.test/ar/account/quotes/RFQ-000007");
    expect(ar.text).toContain("10 × DaVinci Resolve Studio (DV-RESSTUD)");
  });
});
