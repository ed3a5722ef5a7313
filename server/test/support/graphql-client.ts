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

/** What a mutation selects of a typed refusal (schema `ErrorResult`), for the result unions. */
export const REFUSAL = "... on ErrorResult { __typename message fields { path message code } }";

export interface RefusalJson {
  __typename: string;
  code?: string;
  message: string;
  fields: FieldErrorJson[];
}

/** The typed refusal a mutation answered (`SignInRefused`, `AddressInvalid`, `OrderRefused`), if it refused. */
export function refusalOf(reply: GqlReply): RefusalJson | undefined {
  const value = Object.values(reply.data ?? {})[0] as Partial<RefusalJson> | null | undefined;
  return value && Array.isArray(value.fields) ? (value as RefusalJson) : undefined;
}

/** `[path joined with ".", code]` of every field error (of an error or a typed refusal), sorted, for compact assertions. */
export function fieldsOf(reply: GqlReply): string[] {
  return (reply.errors?.[0]?.extensions?.fields ?? refusalOf(reply)?.fields ?? []).map((f) => `${f.path.join(".")}:${f.code}`).sort();
}

let counter = 0;
/** A fresh client address per call, so rate limits never leak between tests. */
export const freshIp = () => `10.1.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
