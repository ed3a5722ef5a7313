import express, { Router } from "express";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The GraphQL explorer (GraphiQL from npm, bundled by `npm run build -w server` from server/explorer/ into
// server/dist/explorer/): GET /graphql answers a browser (Accept prefers text/html) with a page that loads the
// bundle from /graphql-explorer/; every other GET or POST /graphql goes on to Apollo. Nothing comes from a CDN,
// so it works offline and under a CSP of 'self' (security-headers.ts, explorerCsp).

// Two levels up from both src/http (tsx) and dist/http (built): the bundle is only ever in dist/.
const BUNDLE_DIR = fileURLToPath(new URL("../../dist/explorer/", import.meta.url));
export const EXPLORER_ASSETS_PATH = "/graphql-explorer";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>GraphQL explorer | ProAV Shop UAE</title>
<link rel="stylesheet" href="${EXPLORER_ASSETS_PATH}/explorer.css">
<script type="module" src="${EXPLORER_ASSETS_PATH}/explorer.js"></script>
</head>
<body>
<div id="explorer"></div>
</body>
</html>
`;

function prefersHtml(req: express.Request): boolean {
  return req.accepts(["application/json", "application/graphql-response+json", "text/html"]) === "text/html";
}

export function graphqlExplorer(): Router {
  const router = Router();
  router.get("/graphql", (req, res, next) => {
    if (!prefersHtml(req)) return next();
    if (!existsSync(`${BUNDLE_DIR}explorer.js`)) {
      res.status(503).type("text/plain").send("The GraphQL explorer is not built yet: run `npm run build -w server`.\n");
      return;
    }
    res.set("Cache-Control", "no-cache").type("html").send(PAGE);
  });
  // Fixed file names, so browsers revalidate them (ETag) rather than keep a stale bundle after a deploy.
  router.use(EXPLORER_ASSETS_PATH, express.static(BUNDLE_DIR, { index: false, cacheControl: true, maxAge: 0, fallthrough: false }));
  return router;
}
