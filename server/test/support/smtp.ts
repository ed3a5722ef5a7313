import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * A real SMTP server in process, on a random port: it holds the conversation nodemailer has with any mail server
 * and keeps every accepted message, parsed. `refuseNext(n)` makes it answer the next n messages with a
 * temporary failure (451), as a mail server under trouble does; `delayMs` makes it slow.
 */
export async function startSmtpServer(opts: { /** Holds each message this long before accepting it (a slow mail server). */ delayMs?: number } = {}) {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  let attempts = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      attempts++;
      simpleParser(stream).then(
        async (mail) => {
          if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
          if (refusals > 0) {
            refusals--;
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            return callback(error);
          }
          messages.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages offered, refused ones included. */
    get attempts() {
      return attempts;
    },
    refuseNext(n: number) {
      refusals = n;
    },
    /** The first message (received or arriving within `timeoutMs`) that matches. */
    async waitFor(match: (m: ParsedMail) => boolean, timeoutMs = 5000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
