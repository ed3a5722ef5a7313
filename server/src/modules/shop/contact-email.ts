import type { MailMessage } from "../../mail/mailer.js";
import type { ContactValues } from "@proav/shop-rules";

/** A contact-form message for the shop's inbox; Reply-To is the sender, so answering it reaches them. */
export function contactEmail(values: ContactValues, shopInbox: string, requestId: string): MailMessage {
  // The subject is the sender's own words: line breaks are dropped so they cannot add headers (nodemailer
  // encodes them anyway; this keeps the inbox's subject line readable).
  const subject = values.subject.replace(/[\r\n]+/g, " ");
  return {
    kind: "contact-message",
    to: shopInbox,
    // An address object: nodemailer encodes the name, so nothing in it can add a recipient.
    replyTo: { name: values.name.replace(/[\r\n]+/g, " "), address: values.email },
    subject: `Contact form: ${subject}`,
    text: [
      `From: ${values.name} <${values.email}>`,
      ...(values.phone ? [`Phone: ${values.phone}`] : []),
      `Subject: ${subject}`,
      "",
      values.message,
      "",
      `(Sent from the shop's contact form; request ${requestId || "unknown"}. Reply to this e-mail to answer.)`,
    ].join("\n"),
  };
}
