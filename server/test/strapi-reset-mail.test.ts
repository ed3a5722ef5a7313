// Password reset on a real Strapi 3.6.11 with the shop's extension (run by `npm run test:strapi`; the stand-in's
// reset has its own tests): Strapi mails the link through the extension's SMTP settings, the code in it resets
// the password through the gateway, and every older session ends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { STRAPI_PROJECT_ENV } from "../../strapi-stand-in/src/testing/start-strapi.js";
import { graphql, startGateway } from "./support/gateway.js";
import { startSmtpServer } from "./support/smtp.js";

const onStrapi = Boolean(process.env[STRAPI_PROJECT_ENV]);

describe.runIf(onStrapi)("password reset on a real Strapi", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let backend: Awaited<ReturnType<typeof startTestBackend>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    backend = await startTestBackend({ smtpUrl: smtp.url });
    gateway = await startGateway(backend.url, { AUTH_RATE_LIMIT_POINTS: "1000" });
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
    await smtp?.close();
  });

  const withToken = async (query: string, token: string) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
  };

  it("mails the reset link; its code resets the password and ends the older sessions", async () => {
    const login = await graphql(
      gateway.url,
      `mutation { login(identifier: "jane.smith@example.com", password: "Passw0rd!jane") { ... on AuthPayload { token } ... on SignInRefused { code } ... on ErrorResult { __typename message fields { path message code } } } }`,
    );
    const oldToken = login.data!.login.token as string;
    const asked = await graphql(gateway.url, `mutation { requestPasswordReset(email: "jane.smith@example.com") { accepted } }`);
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestPasswordReset.accepted).toBe(true);
    const mail = await smtp.waitFor((m) => (m.to as { text: string } | undefined)?.text.includes("jane.smith@example.com") ?? false, 10_000);
    const code = /code=([0-9a-f]{128})/.exec(String(mail.text ?? mail.html))?.[1];
    expect(code).toBeDefined();
    const reset = await graphql(gateway.url, `mutation($code: String!) { resetPassword(input: { code: $code, password: "Renewed123" }) { token } }`, { code });
    expect(reset.errors).toBeUndefined();
    expect((await withToken(`{ me { email } }`, oldToken)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await withToken(`{ me { email } }`, reset.data!.resetPassword.token)).data?.me.email).toBe("jane.smith@example.com");
  });
});
