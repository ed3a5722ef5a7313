// One log format for both processes (docs/operations.md, "Logs"): the gateway's and the stand-in's lines share
// their field names, one shopper request's id is on the lines it causes in both, and the answers a shop runs on
// (a refused sign-in, an unknown order or product, a refused form) are info, not warnings.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLogger } from "../../strapi-stand-in/src/log.js";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { eventually } from "./support/eventually.js";
import { startGateway } from "./support/gateway.js";

type Line = Record<string, unknown>;

const gatewayLines: Line[] = [];
const standInLines: Line[] = [];
let backend: Awaited<ReturnType<typeof startTestBackend>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

const sink = (lines: Line[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });

beforeAll(async () => {
  backend = await startTestBackend({ log: jsonLogger({ destination: sink(standInLines) }) });
  gateway = await startGateway(backend.url, { LOG_LEVEL: "info" }, { log: sink(gatewayLines) });
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

let ids = 0;
/** A GraphQL request with its own request id (the header a load balancer would set). */
async function send(query: string, variables: Record<string, unknown> = {}) {
  const reqId = `log-test-${process.pid}-${++ids}`;
  const res = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": reqId },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
  expect(res.headers.get("x-request-id")).toBe(reqId);
  return { reqId, body };
}

const requestLine = (lines: Line[], reqId: string) => lines.find((l) => l.msg === "request" && l.reqId === reqId);

describe("the log format", () => {
  it("gives the gateway's and the stand-in's request lines the same fields, and the request id in both", async () => {
    const { reqId } = await send(`{ trackOrder(number: "PAV-2026-999990", email: "nobody@example.com") { number } }`);
    const ours = await eventually(() => requestLine(gatewayLines, reqId));
    const theirs = await eventually(() => requestLine(standInLines, reqId));
    expect(ours).toMatchObject({ service: "gateway", level: "info", method: "POST", url: "/graphql", status: 200 });
    expect(theirs).toMatchObject({ service: "strapi-stand-in", level: "info", url: expect.stringMatching(/^\/orders\/track/), status: 404 });
    const fields = ["time", "level", "service", "reqId", "method", "url", "status", "durationMs", "msg"];
    expect(Object.keys(theirs).sort()).toEqual([...fields].sort());
    // The gateway's may add labels of the request (its client's name and version), never rename one.
    expect(Object.keys(ours)).toEqual(expect.arrayContaining(fields));
    for (const line of [ours, theirs]) {
      expect(typeof line.durationMs).toBe("number");
      expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    }
    // A line written deep in the gateway (the backend client's interceptor) carries the id too.
    expect(gatewayLines.find((l) => l.msg === "backend call refused" && l.reqId === reqId)).toMatchObject({ level: "info", status: 404 });
  });

  it("replaces an incoming request id that is not a short plain token", async () => {
    for (const sent of ["x".repeat(65), "has spaces in it", 'quote"d-0001', "short"]) {
      const res = await fetch(`${gateway.url}/healthz`, { headers: { "x-request-id": sent } });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const kept = await fetch(`${gateway.url}/healthz`, { headers: { "x-request-id": "3f2c9a7e5b1d4c8f9e0a1b2c3d4e5f60" } });
    expect(kept.headers.get("x-request-id")).toBe("3f2c9a7e5b1d4c8f9e0a1b2c3d4e5f60");
  });
});

describe("expected outcomes", () => {
  it("are logged at info in both processes: a refused sign-in, a tracking lookup with the wrong e-mail, a missing product, a refused form", async () => {
    const refusedSignIn = await send(
      `mutation { login(identifier: "john.doe@example.com", password: "not-the-password-1") { __typename ... on ErrorResult { message } } }`,
    );
    expect(refusedSignIn.body.data?.login.__typename).not.toBe("AuthPayload");
    // A demo order (Jane Smith's), looked up with another e-mail address.
    const wrongEmail = await send(`{ trackOrder(number: "PAV-2026-000001", email: "not.jane@example.com") { number } }`);
    expect(wrongEmail.body.data?.trackOrder).toBeNull();
    const missingProduct = await send(`{ product(id: "999998") { id } }`);
    expect(missingProduct.body.data?.product).toBeNull();
    const refusedForm = await send(`mutation { register(input: { email: "not-an-email", password: "short", firstName: "A", lastName: "B" }) { token } }`);
    expect(refusedForm.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const reqIds = [refusedSignIn, wrongEmail, missingProduct, refusedForm].map((r) => r.reqId);
    const ofThese = (lines: Line[]) => lines.filter((l) => reqIds.includes(String(l.reqId)));
    for (const reqId of reqIds) await eventually(() => requestLine(gatewayLines, reqId));
    // The form was refused by the gateway itself; the other three reached the backend.
    await eventually(() => ofThese(standInLines).filter((l) => l.msg === "request").length >= 3);
    // The backend refused two of them (400 and 404; a missing product is an empty list), logged at info.
    const refusals = ofThese(gatewayLines).filter((l) => l.msg === "backend call refused");
    expect(refusals.map((l) => l.status).sort()).toEqual([400, 404]);
    expect(ofThese(gatewayLines).filter((l) => l.level !== "info")).toEqual([]);
    expect(ofThese(standInLines).filter((l) => l.level !== "info")).toEqual([]);
  });

  it("includes a product page that is not there: a 404 page, logged at info", async () => {
    const pageLines: Line[] = [];
    const pages = await startGateway(backend.url, { STOREFRONT: "production", LOG_LEVEL: "info" }, { log: sink(pageLines) });
    try {
      const res = await fetch(`${pages.url}/product/no-such-product`, { headers: { "x-request-id": "log-test-page-404" } });
      expect(res.status).toBe(404);
      await res.text();
      await eventually(() => requestLine(pageLines, "log-test-page-404"));
    } finally {
      await pages.close();
    }
    const lines = pageLines.filter((l) => l.reqId === "log-test-page-404");
    expect(requestLine(lines, "log-test-page-404")).toMatchObject({ level: "info", method: "GET", url: "/product/no-such-product", status: 404 });
    expect(lines.filter((l) => l.level !== "info")).toEqual([]);
  });
});
