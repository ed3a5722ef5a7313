import type { RestQuote } from "../../../backend/rest-types.js";

// Quotes as the backend answers them (its JSON), for the quotation's unit tests.

export const requestedQuote: RestQuote = {
  id: 3,
  number: "RFQ-000003",
  user: 9,
  status: "requested",
  company: "Falcon Post Production FZ-LLC",
  contact_name: "Mona Saeed",
  contact_email: "Mona@Example.com",
  contact_phone: "+971501234567",
  trn: "100987654300003",
  emirate: "dubai",
  needed_by: "2026-12-20",
  notes: "Delivery to our Media City office, please.",
  locale: "en",
  lines: [
    { id: 1, product: 11, title: "HP Z8 Fury G5 Workstation", part_number: "Z8-G5-01", quantity: 3, web_unit_price: 52999, quoted_unit_price: null },
    { id: 2, product: 12, title: "Adobe Creative Cloud - 1-Year Licence", part_number: null, quantity: 10, web_unit_price: 3299.5, quoted_unit_price: null },
  ],
  valid_until: null,
  shop_note: null,
  quoted_at: null,
  order: null,
  order_number: null,
  accepted_at: null,
  created_at: "2026-11-27T21:30:00.000Z",
  updated_at: "2026-11-27T21:30:00.000Z",
};

export const quotedQuote: RestQuote = {
  ...requestedQuote,
  status: "quoted",
  lines: [
    { ...requestedQuote.lines[0]!, quoted_unit_price: 49500 },
    { ...requestedQuote.lines[1]!, quoted_unit_price: 2999.99 },
  ],
  valid_until: "2026-12-15",
  shop_note: "Stock in Jebel Ali, delivery within 5 working days.",
  quoted_at: "2026-11-28T06:00:00.000Z",
};
