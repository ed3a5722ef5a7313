import type { Request } from "express";
import { sanitiseLabel } from "./labels.js";

// Which channel a request comes from: the storefront, a mobile app, a kiosk, a partner's integration. Clients
// name themselves as Apollo's clients do (`apollographql-client-name` / `-version`); the name labels the metrics
// and the request's log lines, and may have its own rate budget (channel-budget.ts). A name is a claim, not a
// credential: anyone can send any name, so a name only ever selects a budget the operator chose to give it.
// Without a name: the storefront's own pages, and its browser code's same-origin calls to /graphql, are the
// storefront; anything else is "unknown".

export const UNKNOWN_CLIENT = "unknown";
export const CLIENT_NAME_HEADER = "apollographql-client-name";
export const CLIENT_VERSION_HEADER = "apollographql-client-version";

/** Longest client name and version kept (longer ones are cut). */
const NAME_MAX = 40;
const VERSION_MAX = 32;

export interface Channel {
  client: string;
  clientVersion: string;
}

export interface StorefrontIdentity {
  /** The storefront's own name and version (the gateway serves it: they ship together). */
  name: string;
  version: string;
  /** The shop's origin: a request from its pages carries it in Origin (or Sec-Fetch-Site: same-origin). */
  publicOrigin: string;
}

const header = (req: Request, name: string) => {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
};

function fromStorefront(req: Request, publicOrigin: string): boolean {
  // The full path, also inside the /graphql mount (where req.path is "/").
  if (!`${req.baseUrl ?? ""}${req.path}`.startsWith("/graphql")) return true;
  return header(req, "sec-fetch-site") === "same-origin" || header(req, "origin") === publicOrigin;
}

const channels = new WeakMap<Request, Channel>();

/** The request's channel, sanitised (a short name in a safe charset); worked out once per request. */
export function requestChannel(req: Request, storefront: StorefrontIdentity): Channel {
  let channel = channels.get(req);
  if (channel) return channel;
  const named = sanitiseLabel(header(req, CLIENT_NAME_HEADER), NAME_MAX)?.toLowerCase();
  if (named) channel = { client: named, clientVersion: sanitiseLabel(header(req, CLIENT_VERSION_HEADER), VERSION_MAX) ?? UNKNOWN_CLIENT };
  else if (fromStorefront(req, storefront.publicOrigin)) channel = { client: storefront.name, clientVersion: storefront.version };
  else channel = { client: UNKNOWN_CLIENT, clientVersion: UNKNOWN_CLIENT };
  channels.set(req, channel);
  return channel;
}
