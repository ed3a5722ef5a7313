import { LRUCache } from "lru-cache";
import type { RestOrder } from "../../backend/rest-types.js";
import type { DeliveryStatus, Mailer } from "../../mail/mailer.js";
import type { SellerDetails } from "../shop/index.js";
import { orderConfirmationEmail } from "./order-email.js";

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
      status = this.deps.mailer.send(orderConfirmationEmail(order, this.deps.seller, this.deps.publicOrigin));
      this.sent.set(order.number, status);
    }
    return { to: order.contact_email, status: await status };
  }
}
