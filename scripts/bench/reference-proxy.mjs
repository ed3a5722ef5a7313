#!/usr/bin/env node
// A frameworkless reference for `npm run bench`: the least any gateway in Node must do to turn the backend's REST
// answers into a card list. It makes the backend calls it is told to make (the waves the real gateway made for the
// query), parses them, projects the first `first` records to the card fields, serialises and answers. No
// GraphQL, no validation, no resilience, no logging. Its overhead over the replayed calls is the floor under the
// real gateway's: hop, transfer, parse and serialise, which no framework choice removes.
import http from "node:http";
import { money, toFils } from "../../server/dist/modules/catalog/pricing.js";

const backend = new URL(process.env.BACKEND_URL);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function getJson(path) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: backend.hostname, port: backend.port, path, agent, headers: { accept: "application/json" } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on("error", reject);
  });
}

// The gateway's own money rules (built by `npm run bench` before it starts), so the floor formats prices at
// exactly the gateway's cost.
const price = (value) => {
  const fils = toFils(value);
  return fils === null ? null : money(fils);
};

function card(p) {
  const small = p.image?.formats?.small;
  return {
    id: String(p.id),
    slug: p.product_slug,
    title: p.title,
    partNumber: p.part_number,
    price: price(p.price),
    salePrice: price(p.sale_price),
    image: { url: p.image?.url ?? null, small: small ? { url: small.url, width: small.width, height: small.height } : null },
    brands: (p.brands ?? []).map((b) => ({ name: b.name })),
    inStock: p.in_stock !== false,
  };
}

http
  .createServer((req, res) => {
    if (req.url === "/readyz") return void res.end("ok");
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", async () => {
      try {
        const { waves, first } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        const answers = [];
        for (const wave of waves) answers.push(...(await Promise.all(wave.map(getJson))));
        const data = answers.map((a) => (Array.isArray(a) ? a.slice(0, first).map(card) : a));
        const body = JSON.stringify({ data });
        res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
        res.end(body);
      } catch (error) {
        res.writeHead(502).end(String(error));
      }
    });
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
