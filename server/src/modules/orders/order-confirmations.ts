import { LRUCache } from "lru-cache";
import type { RestOrder } from "../../backend/rest-types.js";
import type { DeliveryStatus, Mailer, MailMessage } from "../../mail/mailer.js";
import type { SellerDetails } from "../shop/index.js";
import { orderConfirmationEmail } from "./order-email.js";
import { orderInvoice } from "./invoice-order.js";
import { invoicePdfAttachment } from "./invoice-pdf/tax-document-pdf.js";

export interface EmailDeliveryModel {
  to: string;
  status: DeliveryStatus;
}

// One confirmation per order: placeOrder is idempotent, and a repeated key (a double click, a retried request)
// answers the same order, which must not mail the shopper twice. Remembered in this process for the recent orders.

export class OrderConfirmations {
  private readonly sent = new LRUCache<string, Promise<DeliveryStatus>>({ max: 5000 });

  constructor(private readonly deps: { mailer: Mailer; seller: SellerDetails; publicOrigin: string }) {}

  async send(order: RestOrder): Promise<EmailDeliveryModel> {
    let status = this.sent.get(order.number);
    if (!status) {
      status = this.message(order).then((message) => this.deps.mailer.send(message));
      this.sent.set(order.number, status);
    }
    return { to: order.contact_email, status: await status };
  }

  /** The confirmation with the tax invoice attached as PDF too (beside its HTML), in the order's language. */
  private async message(order: RestOrder): Promise<MailMessage> {
    const message = orderConfirmationEmail(order, this.deps.seller, this.deps.publicOrigin);
    const invoice = orderInvoice(order, this.deps.seller);
    if (!invoice.number) return message;
    // The PDF never holds the confirmation back: a document it cannot make leaves the HTML invoice attached alone.
    const pdf = await invoicePdfAttachment(invoice).catch(() => null);
    return pdf ? { ...message, attachments: [...(message.attachments ?? []), pdf] } : message;
  }
}
