import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { freshIp, gql } from "./support/graphql-client.js";
import { startSmtpServer } from "./support/smtp.js";

// requestPasswordReset must not tell, by how long it takes, whether an address has an account: the backend only
// mails existing accounts, and a mail server takes its time. Against a slow real SMTP server (200 ms a message),
// 20 requests for an existing account and 20 for unknown addresses take the same time.

const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) { accepted } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const SAMPLES = 20;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  smtp = await startSmtpServer({ delayMs: 200 });
  backend = await startTestBackend({ smtpUrl: smtp.url });
  gateway = await startGateway(backend.url, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
  await smtp?.close();
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(email: string): Promise<number> {
  const started = performance.now();
  const reply = await gql(gateway.url, REQUEST, { email }, { ip: freshIp() });
  const ms = performance.now() - started;
  expect(reply.data, JSON.stringify(reply.errors)).toEqual({ requestPasswordReset: { accepted: true } });
  return ms;
}

describe("requestPasswordReset's timing", () => {
  it("is the same for an existing account and an unknown address, with a slow mail server", async () => {
    const known = "timing-known@example.com";
    await gql(gateway.url, REGISTER, { input: { email: known, password: "Secret123", firstName: "T", lastName: "K" } }, { ip: freshIp() });
    const existing: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a slow moment of the machine falls on both.
    for (let i = 0; i < SAMPLES; i++) {
      existing.push(await timed(known));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    const [e, u] = [median(existing), median(unknown)];
    // Before: existing about 200 ms (the SMTP conversation), unknown a few ms, never overlapping.
    expect(Math.abs(e - u), `existing ${e.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeLessThan(25);
    expect(Math.min(...existing)).toBeLessThan(Math.max(...unknown));
    expect(Math.min(...unknown)).toBeLessThan(Math.max(...existing));
    // And the e-mail still goes out (after the answer).
    await smtp.waitFor((m) => m.subject === "Reset your password" && JSON.stringify(m.to).includes(known), 15_000);
  });
});
