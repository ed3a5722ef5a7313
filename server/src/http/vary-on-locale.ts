import type { RequestHandler } from "express";

// A GraphQL answer depends on the request's Accept-Language (translated catalogue text, formatted prices), so any
// HTTP cache that stores one (a CDN, a browser caching a persisted-query GET) must key it on that header too.
export const varyOnLocale: RequestHandler = (_req, res, next) => {
  res.vary("Accept-Language");
  next();
};
