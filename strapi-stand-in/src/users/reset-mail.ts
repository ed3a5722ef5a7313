// The stand-in's e-mail plugin, for the one message users-permissions sends: the password-reset link. Strapi
// sends it through the operator's e-mail provider and answers 400 when the provider fails; so does this. With
// SMTP_URL the message goes to that server (the same variable the gateway reads); without, it is written as an
// .eml file to the outbox folder and its path is logged, as the gateway does with its own mail.
import { mkdir, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../http/request-log.js";

export interface MailSettings {
  /** smtp(s):// URL; undefined = outbox files. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

export type SendResetMail = (email: string, url: string) => Promise<void>;

export function resetMailer(settings: MailSettings, log?: Logger): SendResetMail {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (email, url) => {
    const info = await transport.sendMail({
      from: settings.from,
      to: email,
      subject: "Reset your password",
      text: `We received a request to reset the password of your account.\n\nOpen this link to choose a new password:\n${url}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
    });
    if (settings.smtpUrl) {
      log?.("password reset e-mail sent", { email });
      return;
    }
    await mkdir(settings.outboxDir, { recursive: true });
    const path = join(settings.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-password-reset-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(path, info.message as Buffer);
    log?.("password reset e-mail written to the outbox (SMTP_URL is not set)", { email, path });
  };
}
