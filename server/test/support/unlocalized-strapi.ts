import { createServer, request } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP proxy in front of the stand-in that answers like a hosted Strapi 3.6.11 whose catalogue types are
 * not localized (no i18n plugin): Strapi turns `_locale=ar` into a filter on a `locale` field the model does not
 * have and answers 400 ("Your filters contain a field 'locale' ..."), like any unknown field (the recorded sample
 * strapi-stand-in/test/fixtures/strapi-v3-samples/41-products-unknown-field-filter), and its rows carry neither
 * `locale` nor `localizations`.
 */
export async function startUnlocalizedStrapi(upstream: string) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", upstream);
    seen.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.searchParams.has("_locale")) {
      const body = {
        statusCode: 400,
        error: "Bad Request",
        message: "Your filters contain a field 'locale' that doesn't appear on your model definition nor its relations",
      };
      return void res.writeHead(400, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    }
    const up = request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
      const parts: Buffer[] = [];
      answer.on("data", (c: Buffer) => parts.push(c));
      answer.on("end", () => {
        let body = Buffer.concat(parts);
        const headers = { ...answer.headers };
        if (/json/.test(String(answer.headers["content-type"]))) {
          body = Buffer.from(JSON.stringify(withoutLocales(JSON.parse(body.toString("utf8")))));
          delete headers["content-encoding"];
          headers["content-length"] = String(body.length);
        }
        res.writeHead(answer.statusCode ?? 502, headers).end(body);
      });
    });
    up.on("error", () => req.socket.destroy());
    req.pipe(up);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Requests received (method, path and query). */
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The i18n plugin's fields, gone at every depth (a type without the plugin has none). */
function withoutLocales(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLocales);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "locale" && key !== "localizations")
      .map(([key, v]) => [key, withoutLocales(v)]),
  );
}
