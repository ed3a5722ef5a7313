import type { ContactValues } from "./contact-rules";

// There is no mail server in this deployment (nor locally): a contact message is written to the gateway's log as
// one JSON line in the same shape as its pino lines (level 30 = info), where the shop's log pipeline picks it up.
// Swapping this for an email or CRM call later changes this file only. See README, "Static pages".

export function logContactMessage(values: ContactValues, requestId: string | null): void {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = {
    level: 30,
    time: Date.now(),
    msg: "contact message received",
    reqId: requestId ?? undefined,
    contact: { ...values, phone: values.phone || undefined },
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
