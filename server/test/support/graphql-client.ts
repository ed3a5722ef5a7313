// GraphQL over HTTP as a shopper's client sends it: an optional bearer token, cookies, and a client address
// (the gateway trusts X-Forwarded-For from loopback, so each test can be a different shopper for the limiter).

export interface FieldErrorJson {
  path: string[];
  message: string;
  code: string;
}

export interface GqlReply<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; fields?: FieldErrorJson[]; retryAfterSeconds?: number } }[];
}

export interface GqlOptions {
  token?: string;
  cookie?: string;
  ip?: string;
  /** Accept-Language: the operation's language, as the storefront sends it from the page's URL. */
  acceptLanguage?: string;
}

export async function gql<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  opts: GqlOptions = {},
): Promise<GqlReply<T>> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers["x-forwarded-for"] = opts.ip;
  if (opts.acceptLanguage) headers["accept-language"] = opts.acceptLanguage;
  const res = await fetch(`${url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
  return { status: res.status, ...((await res.json()) as Omit<GqlReply<T>, "status">) };
}

export const codeOf = (reply: GqlReply) => reply.errors?.[0]?.extensions?.code;

/** `[path joined with ".", code]` of every field error, sorted, for compact assertions. */
export function fieldsOf(reply: GqlReply): string[] {
  return (reply.errors?.[0]?.extensions?.fields ?? []).map((f) => `${f.path.join(".")}:${f.code}`).sort();
}

let counter = 0;
/** A fresh client address per call, so rate limits never leak between tests. */
export const freshIp = () => `10.1.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
