// Value casting as Strapi 3 does it (strapi-utils parse-type), so odd inputs fail or match nothing the same way:
// `price_gte=abc` is NaN and matches nothing (200 []), a bad boolean is rejected.
import { badRequest } from "../http/http-error.js";

export type ScalarType = "integer" | "float" | "string" | "text" | "boolean" | "datetime" | "json";
export type SqlValue = string | number | null;

/** lodash.toNumber for strings: trims, accepts 0x/0b/0o, "" is 0, a signed hex is NaN. */
export function toNumberLikeLodash(value: string): number {
  const s = value.trim();
  if (/^0b[01]+$/i.test(s)) return Number.parseInt(s.slice(2), 2);
  if (/^0o[0-7]+$/i.test(s)) return Number.parseInt(s.slice(2), 8);
  if (/^[-+]0x[0-9a-f]+$/i.test(s)) return Number.NaN;
  return Number(s);
}

export function parseBoolean(value: unknown, field: string): boolean {
  if (value === true || value === "true" || value === "t" || value === "1") return true;
  if (value === false || value === "false" || value === "f" || value === "0") return false;
  throw badRequest(`Invalid boolean input for '${field}'. Expected "t","1","true","false","0","f"`);
}

/** Query values arrive as strings (or arrays of strings); anything nested is a malformed filter. */
export function scalarText(value: unknown, field: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw badRequest(`Invalid value for filter '${field}'`);
}

/** A value bound to SQL for a column of `type`. NaN becomes NULL, which compares as unknown and matches nothing. */
export function castScalar(type: ScalarType, value: unknown, field: string): SqlValue {
  const text = scalarText(value, field);
  switch (type) {
    case "integer":
    case "float": {
      const n = toNumberLikeLodash(text);
      return Number.isFinite(n) ? n : null;
    }
    case "boolean":
      return parseBoolean(text, field) ? 1 : 0;
    default:
      return text;
  }
}
