// Query strings are parsed with qs, as Strapi does, but with hard limits: a hostile URL must cost a 400, not
// memory or CPU. The array limit is high because the gateway asks for up to 200 ids with repeated `id_in`.
import qs from "qs";
import { badRequest } from "../http/http-error.js";

export const QUERY_LIMITS = { depth: 5, arrayLimit: 1000, parameterLimit: 2000 } as const;

export function parseQueryString(url: string): Record<string, unknown> {
  const at = url.indexOf("?");
  if (at === -1) return {};
  try {
    return qs.parse(url.slice(at + 1), {
      ...QUERY_LIMITS,
      strictDepth: true,
      throwOnLimitExceeded: true,
      allowPrototypes: false,
      allowDots: false,
    }) as Record<string, unknown>;
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message : "Malformed query string");
  }
}
