import { describe, expect, it } from "vitest";
import type { RestOrder } from "../../backend/rest-types.js";
import { sellerFromEnv } from "../shop/index.js";
import { orderConfirmationEmail } from "./order-email.js";
import { INVOICE_LABELS } from "@proav/shop-rules";
import { en } from "./mail-strings/en.js";

const EN = "\u2068د.إ\u2069\u00a0";
const order: RestOrder = {
  id: 7,
  number: "PAV-2026-000007",
  user: null,
  status: "pending",
  status_history: [{ status: "pending", at: "2026-11-25T10:00:00.000Z", note: null }],
  lines: [{ id: 1, product: 3, title: "Rack <b>42U</b> & rails", part_number: "R-42", unit_price: 1234.5, list_price: 1299, quantity: 2, line_total: 2469 }],
  sub_total: 2469,
  shipping: 0,
  vat_included: 117.57,
  total: 2469,
  shipping_address: { name: "Omar", phone: "+971501234567", emirate: "ras_al_khaimah", area: "Al Nakheel", street: "Street 1", building: "Tower 2" },
  payment_method: "bank_transfer",
  note: "<script>alert(1)</script>",
  contact_email: "omar@example.com",
  contact_phone: "+971501234567",
  invoice_number: "INV-000042",
  invoiced_at: "2026-11-25T21:00:00.000Z",
  company: null,
  po_number: null,
  created_at: "2026-11-25T21:00:00.000Z",
};
const company = {
  legal_name: "Studio Ten FZ-LLC",
  trn: "100987654300003",
  emirate: "dubai",
  area: "Media City",
  street: "Street 1",
  building: "Building 5",
} as const;

describe("orderConfirmationEmail", () => {
  it("escapes the shopper's and the catalogue's text in the HTML and writes amounts like the invoice", () => {
    const mail = orderConfirmationEmail(order, sellerFromEnv({}), "https://shop.test");
    expect(mail.html).toContain("Rack &#60;b&#62;42U&#60;/b&#62; &#38; rails");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain(`2 x Rack <b>42U</b> & rails (R-42): ${EN}2,469.00`);
    expect(mail.text).toContain("Al Nakheel, Ras Al Khaimah");
    expect(mail.text).toContain("https://shop.test/account/order-tracking");
  });

  it("is a tax invoice with every Art. 59 field: own number, dates in UAE time, seller TRN, per-line VAT, totals", () => {
    const mail = orderConfirmationEmail(order, sellerFromEnv({}), "https://shop.test");
    const html = mail.attachments?.[0]?.content as string;
    expect(mail.attachments?.[0]?.filename).toBe("invoice-INV-000042.html");
    expect(html).toContain('<h1 style="font-size:20px">Tax Invoice <bdi>INV-000042</bdi></h1>');
    expect(html).toContain("Order number: <bdi>PAV-2026-000007</bdi>");
    // 21:00 UTC on the 25th is the 26th in the UAE.
    expect(html).toContain("Date of issue: 26 Nov 2026");
    expect(html).toContain("Date of supply: 26 Nov 2026");
    expect(html).toContain("TRN: <bdi>100000000000003</bdi>");
    expect(html).toContain("Sample seller details (demo configuration)");
    expect(html).toContain("Pro-forma until payment is received");
    for (const label of [
      "Unit price excl. VAT",
      "Discount",
      "VAT rate",
      "Amount excl. VAT",
      "Total incl. VAT",
      "Total excl. VAT",
      "VAT 5%",
      "Total payable incl. VAT",
    ]) {
      expect(html, label).toContain(`>${label}<`);
    }
    // 2 x 1234.50 = 2469.00: VAT 117.57, net 2351.43, 1175.715 a unit; list 1299.00 net 1237.142857, discount 61.43.
    expect(html).toContain(`${EN}1,175.72`);
    expect(html).toContain(`${EN}61.43`);
    expect(html).toContain(`>${EN}117.57<`);
    expect(html).toContain(`${EN}2,351.43`);
    expect(mail.text).toContain("Invoice number: INV-000042");
    expect(mail.text).toContain(`Total payable incl. VAT: ${EN}2,469.00`);
  });

  it("names the buyer's company, its TRN and billing address, and the PO number; delivery is a taxed line", () => {
    const mail = orderConfirmationEmail(
      { ...order, company, po_number: "PO-4471", shipping: 25, total: 2494, vat_included: 118.76 },
      sellerFromEnv({}),
      "https://shop.test",
    );
    expect(mail.html).toContain("Studio Ten FZ-LLC<br>TRN: <bdi>100987654300003</bdi><br>Billing address: Building 5, Street 1, Media City, Dubai");
    expect(mail.html).toContain("PO number: <bdi>PO-4471</bdi>");
    expect(mail.text).toContain("PO number: PO-4471");
    expect(mail.text).toContain(`1 x Delivery: ${EN}25.00`);
    expect(mail.text).toContain(`VAT 5%: ${EN}118.76`);
  });

  it("names the quote an accepted quote's order was placed from, in the invoice and the text, in both languages", () => {
    const fromQuote = { ...order, quote_number: "RFQ-000001" };
    const mail = orderConfirmationEmail(fromQuote, sellerFromEnv({}), "https://shop.test");
    expect(mail.html).toContain("Quote: <bdi>RFQ-000001</bdi>");
    expect(mail.text).toContain("Quote: RFQ-000001");
    const ar = orderConfirmationEmail({ ...fromQuote, locale: "ar" }, sellerFromEnv({}), "https://shop.test");
    expect(ar.html).toContain("عرض السعر");
    expect(ar.text).toContain("RFQ-000001");
    expect(orderConfirmationEmail(order, sellerFromEnv({}), "https://shop.test").text).not.toContain("Quote");
  });

  it("always says where to pay a bank transfer: the (sample) account, with the order number as reference", () => {
    const mail = orderConfirmationEmail(order, sellerFromEnv({ SHOP_EMAIL: "sales@shop.test" }), "https://shop.test");
    expect(mail.text).toContain("IBAN: AE07 0331 2345 6789 0123 456");
    expect(mail.text).toContain("Bank: Sample Bank PJSC");
    expect(mail.text).toContain("Account name: ProAV Shop");
    expect(mail.text).toContain("Reference: PAV-2026-000007");
    expect(mail.text).toContain(en.bankSample);
    expect(mail.text).not.toMatch(/not in this e-mail|we will send them|e-mail our bank details/i);
    const configured = orderConfirmationEmail(
      order,
      sellerFromEnv({ SHOP_BANK_IBAN: "AE07 0331 2345 6789 0123 456", SHOP_BANK_NAME: "Emirates NBD" }),
      "https://shop.test",
    );
    expect(configured.text).toContain("Bank: Emirates NBD");
    expect(configured.text).not.toContain(en.bankSample);
  });
});

describe("orderConfirmationEmail in Arabic", () => {
  const arabic: RestOrder = { ...order, locale: "ar", shipping: 25, total: 2494, vat_included: 118.76, lines: [{ ...order.lines[0]!, title: "حامل 42U" }] };
  // The seller's address is configuration, written as the operator gives it.
  const seller = sellerFromEnv({
    SHOP_ADDRESS: "Office 12, Bay Square|Business Bay",
    SHOP_LEGAL_NAME: "ProAV Trading LLC",
    SHOP_TRN: "100123456700003",
    SHOP_BANK_IBAN: "AE070331234567890123456",
    SHOP_BANK_NAME: "Emirates NBD",
  });

  it("writes the e-mail right to left in Arabic, with Arabic prices and dates and isolated numbers", () => {
    const mail = orderConfirmationEmail(arabic, seller, "https://shop.test");
    expect(mail.subject).toBe("طلبك رقم PAV-2026-000007 من ProAV Trading LLC");
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<h1 style="font-size:20px">فاتورة ضريبية / <bdi lang="en">Tax Invoice</bdi> <bdi>INV-000042</bdi></h1>');
    expect(mail.html).toContain("<small>رقم القطعة <bdi>R-42</bdi></small>");
    // A title with Arabic words is printed as it is; one without (the English fallback) in its own direction.
    expect(mail.html).toContain(">حامل 42U<br>");
    const fallback = orderConfirmationEmail({ ...arabic, lines: [{ ...arabic.lines[0]!, title: "HP Z4 G5, 64GB RAM, 1TB SSD" }] }, seller, "https://shop.test");
    expect(fallback.html).toContain('<bdi lang="en" dir="ltr">HP Z4 G5, 64GB RAM, 1TB SSD</bdi>');
    expect(mail.html).toContain("الرقم الضريبي (TRN): <bdi>100123456700003</bdi>");
    expect(mail.html).toContain("تاريخ الإصدار: 26 نوفمبر 2026");
    expect(mail.html).toContain("رقم الطلب: <bdi>PAV-2026-000007</bdi>");
    expect(mail.html).toContain("\u200f2,469.00\u00a0د.إ\u200f");
    expect(mail.html).toContain("المرجع: <bdi>PAV-2026-000007</bdi>");
    expect(mail.html).toContain("IBAN: <bdi>AE07 0331 2345 6789 0123 456</bdi>");
    expect(mail.html).toContain("text-align:right");
    expect(mail.text).toContain("شكرًا لطلبك رقم PAV-2026-000007.");
    expect(mail.text).toContain("2 × حامل 42U (R-42): \u200f2,469.00\u00a0د.إ\u200f");
    expect(mail.text).toContain("1 × التوصيل: \u200f25.00\u00a0د.إ\u200f");
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
      expect(mail.text).toContain(`Total payable incl. VAT: ${EN}2,469.00`);
      expect(mail.text).toContain("https://shop.test/account/order-tracking");
    }
  });
});
