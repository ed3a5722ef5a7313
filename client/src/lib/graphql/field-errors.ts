/**
 * Reads the gateway's input errors (schema/base.graphql, `Mutation`): a `BAD_USER_INPUT` error lists every problem
 * in `extensions.fields` as `{ path, message, code }`. Forms show each next to its field, keyed by the path below
 * the argument (`["input", "lines", "1", "quantity"]` becomes `lines.1.quantity`); an empty path is a problem of
 * the whole form. Any other failure becomes one form-level message chosen by its code.
 */
export interface FieldProblem {
  message: string;
  code: string;
}

export interface FormProblems {
  /** Problems by field key (`email`, `shippingAddress.address.phone`, `lines.0.quantity`). */
  fields: Record<string, FieldProblem>;
  /** Problems of the whole form, as given by the gateway (e.g. a wrong identifier/password pair). */
  form: FieldProblem[];
  /** The error code when the failure is not about the input (`RATE_LIMITED`, `BACKEND_UNAVAILABLE`, ...), else null. */
  failure: string | null;
  /** For `RATE_LIMITED`: seconds until the next attempt is allowed. */
  retryAfterSeconds: number | null;
}

export const NO_PROBLEMS: FormProblems = { fields: {}, form: [], failure: null, retryAfterSeconds: null };

interface GraphQLErrorLike {
  message?: string;
  extensions?: Readonly<Record<string, unknown>> | null;
}

/** The argument names that wrap a form's values; stripped so keys read like the form's own field names. */
const WRAPPERS = new Set(["input"]);

export function fieldKey(path: readonly string[]): string {
  const rest = path.length > 1 && WRAPPERS.has(path[0]!) ? path.slice(1) : path;
  return rest.join(".");
}

function asProblem(value: unknown): (FieldProblem & { path: string[] }) | null {
  if (!value || typeof value !== "object") return null;
  const { path, message, code } = value as Record<string, unknown>;
  if (!Array.isArray(path) || !path.every((p) => typeof p === "string" || typeof p === "number")) return null;
  if (typeof message !== "string" || !message) return null;
  return { path: path.map(String), message, code: typeof code === "string" ? code : "INVALID" };
}

/** Problems out of a response's `errors` (from `CombinedGraphQLErrors.errors`), or a network failure (no errors). */
export function readProblems(errors: readonly GraphQLErrorLike[] | undefined): FormProblems {
  if (!errors?.length) return { ...NO_PROBLEMS, failure: "NETWORK" };
  const result: FormProblems = { fields: {}, form: [], failure: null, retryAfterSeconds: null };
  for (const error of errors) {
    const code = typeof error.extensions?.code === "string" ? error.extensions.code : "INTERNAL_SERVER_ERROR";
    const listed = Array.isArray(error.extensions?.fields) ? error.extensions.fields.map(asProblem) : [];
    if (code === "BAD_USER_INPUT" && listed.length) {
      for (const problem of listed) {
        if (!problem) continue;
        const key = fieldKey(problem.path);
        if (!key) result.form.push({ message: problem.message, code: problem.code });
        else result.fields[key] ??= { message: problem.message, code: problem.code };
      }
      continue;
    }
    result.failure ??= code;
    const retry = error.extensions?.retryAfterSeconds;
    if (code === "RATE_LIMITED" && typeof retry === "number" && Number.isFinite(retry)) result.retryAfterSeconds = Math.max(1, Math.ceil(retry));
    // A BAD_USER_INPUT without a field list (a malformed argument) still has a readable message.
    if (code === "BAD_USER_INPUT" && error.message) result.form.push({ message: error.message, code: "INVALID" });
  }
  if (result.failure === "BAD_USER_INPUT") result.failure = null;
  return result;
}

/**
 * A refusal the gateway answers as a typed result (schema `ErrorResult`): a message and the fields at fault.
 * Operations select it on the concrete type (`... on OrderRefused { message fields { ... } }`): the cache has no
 * `possibleTypes`, so a fragment on the interface would come back without its fields.
 */
export interface Refusal {
  message: string;
  fields: readonly { path: readonly string[]; message: string; code: string }[];
}

/** A refusal's problems: its `fields` read exactly as a `BAD_USER_INPUT` error's `extensions.fields`. */
export function refusalProblems(refusal: Refusal): FormProblems {
  return readProblems([{ message: refusal.message, extensions: { code: "BAD_USER_INPUT", fields: refusal.fields } }]);
}

/** Thrown by `accepted` so a form's submit (and a route action's catch) shows a refusal like any input error. */
export class RefusedError extends Error {
  constructor(readonly problems: FormProblems) {
    super("refused");
  }
}

/** The answer of a mutation whose result is a union with `ErrorResult` members, when it was not a refusal. */
export function accepted<T extends object>(result: T): Exclude<T, Refusal> {
  if ("fields" in result && "message" in result) throw new RefusedError(refusalProblems(result as unknown as Refusal));
  return result as Exclude<T, Refusal>;
}
