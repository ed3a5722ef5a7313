import { describe, expect, it } from "vitest";
import type { RestOrder } from "../../backend/rest-types.js";
import { sellerFromEnv } from "../shop/index.js";
import { orderConfirmationEmail } from "./order-email.js";
import { INVOICE_LABELS } from "@proav/shop-rules";
import { en } from "./mail-strings/en.js";

const order: RestOrder = {
  id: 7,
  number: "PAV-2026-000007",
  user: null,
  status: "pending",
  status_history: [{ status: "pending", at: "2026-11-25T10:00:00.000Z", note: null }],
  lines: [{ id: 1, product: 3, title: "Rack <b>42U</b> & rails", part_number: "R-42", unit_price: 1234.5, quantity: 2, line_total: 2469 }],
  sub_total: 2469,
  shipping: 0,
  vat_included: 117.57,
  total: 2469,
  shipping_address: { name: "Omar", phone: "+971501234567", emirate: "ras_al_khaimah", area: "Al Nakheel", street: "Street 1", building: "Tower 2" },
  payment_method: "bank_transfer",
  note: "<script>alert(1)</script>",
  contact_email: "omar@example.com",
  contact_phone: "+971501234567",
  created_at: "2026-11-25T10:00:00.000Z",
};

describe("orderConfirmationEmail", () => {
  it("escapes the shopper's and the catalogue's text in the HTML and writes amounts like the invoice", () => {
    const mail = orderConfirmationEmail(order, sellerFromEnv({}), "https://shop.test");
    expect(mail.html).toContain("Rack &#60;b&#62;42U&#60;/b&#62; &#38; rails");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain("2 x Rack <b>42U</b> & rails (R-42): \u2068د.إ\u2069\u00a02,469.00");
    expect(mail.text).toContain("Shipping: Free");
    expect(mail.text).toContain("Al Nakheel, Ras Al Khaimah");
    expect(mail.text).toContain("https://shop.test/account/order-tracking");
  });

  it("asks the shopper to reply for the bank details when no IBAN is configured, instead of promising them", () => {
    const mail = orderConfirmationEmail(order, sellerFromEnv({ SHOP_EMAIL: "sales@shop.test" }), "https://shop.test");
    expect(mail.text).toContain("Our bank details are not in this e-mail: reply to this e-mail or write to sales@shop.test and we will send them.");
    expect(mail.text).not.toContain("IBAN");
  });
});

describe("orderConfirmationEmail in Arabic", () => {
  const arabic: RestOrder = { ...order, locale: "ar", shipping: 25, lines: [{ ...order.lines[0]!, title: "حامل 42U" }] };
  // The seller's address is configuration, written as the operator gives it.
  const seller = sellerFromEnv({
    SHOP_ADDRESS: "Office 12, Bay Square|Business Bay",
    SHOP_LEGAL_NAME: "ProAV Trading LLC",
    SHOP_TRN: "100123456700003",
    SHOP_BANK_IBAN: "AE070331234567890123456",
  });

  it("writes the e-mail right to left in Arabic, with Arabic prices and dates and isolated numbers", () => {
    const mail = orderConfirmationEmail(arabic, seller, "https://shop.test");
    expect(mail.subject).toBe("طلبك رقم PAV-2026-000007 من ProAV Trading LLC");
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<h1 style="font-size:20px">فاتورة ضريبية / <bdi lang="en">Tax Invoice</bdi> <bdi>PAV-2026-000007</bdi></h1>');
    expect(mail.html).toContain("<small>رقم القطعة <bdi>R-42</bdi></small>");
    // A title with Arabic words is printed as it is; one without (the English fallback) in its own direction.
    expect(mail.html).toContain(">حامل 42U<br>");
    const fallback = orderConfirmationEmail({ ...arabic, lines: [{ ...arabic.lines[0]!, title: "HP Z4 G5, 64GB RAM, 1TB SSD" }] }, seller, "https://shop.test");
    expect(fallback.html).toContain('<bdi lang="en" dir="ltr">HP Z4 G5, 64GB RAM, 1TB SSD</bdi>');
    expect(mail.html).toContain("الرقم الضريبي (TRN) <bdi>100123456700003</bdi>");
    expect(mail.html).toContain("التاريخ: 25 نوفمبر 2026");
    expect(mail.html).toContain("\u200f2,469.00\u00a0د.إ\u200f");
    expect(mail.html).toContain("المرجع: <bdi>PAV-2026-000007</bdi>");
    expect(mail.html).toContain("IBAN: <bdi>AE07 0331 2345 6789 0123 456</bdi>");
    expect(mail.html).toContain("text-align:right");
    expect(mail.text).toContain("شكرًا لطلبك رقم PAV-2026-000007.");
    expect(mail.text).toContain("2 × حامل 42U (R-42): \u200f2,469.00\u00a0د.إ\u200f");
    expect(mail.text).toContain("الشحن: \u200f25.00\u00a0د.إ\u200f");
    expect(mail.text).toContain("Al Nakheel، رأس الخيمة");
    expect(mail.text).toContain("طريقة الدفع: التحويل المصرفي");
    expect(mail.text).toContain("https://shop.test/ar/account/order-tracking");
    expect(mail.attachments?.[0]?.content).toContain('<html lang="ar" dir="rtl">');
    // None of the English e-mail's wording is left in the Arabic one.
    // The invoice's English words too, but for what the Arabic labels carry themselves ("Tax Invoice", "(TRN)").
    const sentences = [...Object.values(en), ...Object.values(INVOICE_LABELS.en)].flatMap((v): string[] =>
      typeof v === "string" ? [v] : typeof v === "object" && v ? Object.values(v as Record<string, string>) : [],
    );
    const arabicLabels = Object.values(INVOICE_LABELS.ar).filter((a) => typeof a === "string");
    for (const text of sentences.filter((t) => /[A-Za-z]{3,}/.test(t) && !arabicLabels.some((a) => a.includes(t)))) {
      expect(mail.text + mail.html, text).not.toContain(text);
    }
  });

  it("keeps English e-mails English for orders placed in English or before the language was recorded", () => {
    for (const locale of ["en", undefined, null] as const) {
      const mail = orderConfirmationEmail({ ...order, locale }, seller, "https://shop.test");
      expect(mail.subject).toBe("Your order PAV-2026-000007 at ProAV Trading LLC");
      expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
      expect(mail.text).toContain("Total (incl. VAT): \u2068د.إ\u2069\u00a02,469.00");
      expect(mail.text).toContain("https://shop.test/account/order-tracking");
    }
  });
});
