import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * The browser tests' mail server: a real SMTP server that accepts every message, except that it answers a
 * temporary failure (451) for any recipient whose address contains "refuse", so a test can see what the shop
 * says when its mail server will not take a message.
 */
export async function startSmtpCatcher() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes("refuse")) return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
