import { mkdir, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { MailConfig } from "../config.js";
import { retryDelayMs } from "./retry-delay.js";

// The one way the gateway sends e-mail. With SMTP_URL, messages go to that server; without it, each message is
// written as an .eml file to the outbox folder and its path is logged, so nothing is ever silently dropped.
// A send never throws at its caller: the first try is awaited (bounded by sendTimeoutMs), and a message the
// server did not accept is retried in this process with growing delays, then given up with an error log line.
// Retries live in memory: a restart loses them, which the warn lines make visible.

/** What became of a message when `send` returned (the schema's EmailDeliveryStatus). */
export type DeliveryStatus = "SENT" | "OUTBOX" | "QUEUED";

/**
 * One mailbox. Names and addresses stay apart all the way to nodemailer, which encodes the name as a display name:
 * a shopper's "a; attacker@evil.example;" is then a name, never a second address (joining them into one string
 * "name <address>" lets the header parser read a list out of the name).
 */
export interface MailAddress {
  name?: string;
  address: string;
}

/** A file sent with a message: text (an HTML invoice) or bytes (a PDF). */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  /** For logs: order-confirmation, contact-message... */
  kind: string;
  /** One recipient: an address alone is passed as `{ address }`, so a comma in it can never make a list. */
  to: string | MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  attachments?: MailAttachment[];
}

const mailbox = (to: string | MailAddress): MailAddress => (typeof to === "string" ? { address: to } : to);

export class Mailer {
  private readonly transport: Transporter;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  /** Tries that failed, and messages given up after their last, since start (the metrics). */
  failedAttempts = 0;
  givenUp = 0;

  constructor(
    private readonly config: MailConfig,
    private readonly logger: Logger,
    /** In production an outbox means nobody gets the shop's e-mail: said once at start-up, at warn. */
    production = false,
  ) {
    if (!config.smtpUrl) {
      const line = { outboxDir: config.outboxDir };
      if (production) logger.warn(line, "SMTP_URL is not set: e-mail is written to the outbox folder and nobody receives it");
      else logger.info(line, "SMTP_URL is not set: e-mail is written to the outbox folder");
    }
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: config.sendTimeoutMs,
          greetingTimeout: config.sendTimeoutMs,
          socketTimeout: config.sendTimeoutMs * 2,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  /** Messages still waiting for a retry. */
  get pending(): number {
    return this.timers.size;
  }

  /** Sends (or writes) `message`; never rejects. QUEUED means the first try failed and retries are scheduled. */
  async send(message: MailMessage): Promise<DeliveryStatus> {
    const attempt = this.attempt(message);
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<"slow">((resolve) => (timer = setTimeout(() => resolve("slow"), this.config.sendTimeoutMs)));
    const first = await Promise.race([attempt, slow]);
    clearTimeout(timer);
    if (first === "slow") {
      // The request does not wait longer; the try goes on, and a failure still schedules the retries.
      void attempt.then((status) => (status === "FAILED" ? this.retryLater(message, 2) : undefined));
      return "QUEUED";
    }
    if (first !== "FAILED") return first;
    this.retryLater(message, 2);
    return "QUEUED";
  }

  private async attempt(message: MailMessage, attempt = 1): Promise<DeliveryStatus | "FAILED"> {
    const { kind, to: _to, ...fields } = message;
    const to = mailbox(message.to);
    try {
      const info = await this.transport.sendMail({ from: this.config.from, ...fields, to });
      if (!this.config.smtpUrl) return await this.writeToOutbox(kind, to.address, info.message as Buffer);
      this.logger.info({ mail: kind, to: to.address, messageId: info.messageId, attempt }, "e-mail sent");
      return "SENT";
    } catch (err) {
      this.failedAttempts++;
      this.logger.warn(
        { mail: kind, to: to.address, attempt, err: { message: (err as Error).message, code: (err as { code?: string }).code } },
        "e-mail not sent",
      );
      return "FAILED";
    }
  }

  private async writeToOutbox(kind: string, to: string, raw: Buffer): Promise<DeliveryStatus> {
    await mkdir(this.config.outboxDir, { recursive: true });
    const path = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${kind}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(path, raw);
    this.logger.info({ mail: kind, to, path }, "e-mail written to the outbox (SMTP_URL is not set)");
    return "OUTBOX";
  }

  private retryLater(message: MailMessage, attempt: number): void {
    if (this.closed) return;
    if (attempt > this.config.retryAttempts) {
      this.givenUp++;
      this.logger.error({ mail: message.kind, to: mailbox(message.to).address, attempts: this.config.retryAttempts }, "e-mail given up");
      return;
    }
    const timer = setTimeout(
      async () => {
        this.timers.delete(timer);
        if (this.closed) return;
        const status = await this.attempt(message, attempt);
        if (status === "FAILED") this.retryLater(message, attempt + 1);
      },
      retryDelayMs(this.config.retryDelayMs, attempt),
    );
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops the retries (a restart loses them; each was logged) and closes the SMTP connection. */
  close(): void {
    this.closed = true;
    if (this.timers.size) this.logger.warn({ pending: this.timers.size }, "e-mail retries dropped at shutdown");
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.transport.close();
  }
}
