import type { Logger } from "pino";
import type { OutgoingDocument, Transmission, Transmitter } from "./transmitter.js";

// No provider configured (EINVOICE_ASP_URL unset): the document is already in the outbox folder, written when it
// was prepared; this says where, as the mailer does for e-mail. It stays PREPARED, and a start-up sweep with a
// provider configured sends it then.

export class OutboxTransmitter implements Transmitter {
  readonly name = "outbox";

  constructor(private readonly logger: Logger) {}

  async send(document: OutgoingDocument): Promise<Transmission> {
    this.logger.info(
      { einvoice: document.number, kind: document.kind, order: document.orderNumber, path: document.path },
      "e-invoice written to the outbox (EINVOICE_ASP_URL is not set)",
    );
    return { outcome: "kept" };
  }
}
