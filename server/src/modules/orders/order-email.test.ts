import { describe, expect, it } from "vitest";
import type { RestOrder } from "../../backend/rest-types.js";
import { sellerFromEnv } from "../shop/seller-config.js";
import { orderConfirmationEmail } from "./order-email.js";

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
    expect(mail.text).toContain("2 x Rack <b>42U</b> & rails (R-42): AED 2,469.00");
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
