import { GraphQLError } from "graphql";
import type { FieldErrorCode } from "./field-error-code.js";

// The API's one shape for input a shopper can correct (documented on `Mutation` in schema/base.graphql): every
// problem found, each a `FieldError { path, message, code }` with `path` leading from the operation's arguments
// to the bad value. Thrown as a GraphQL error (`extensions.code = BAD_USER_INPUT`, `extensions.fields`); the
// mutations whose refusals are typed results catch it (`orRefused`) and answer an `ErrorResult` instead.

/** A `FieldError` of the schema: the same fields, typed here so the layers below the modules need no generated code. */
export interface FieldIssue {
  path: string[];
  message: string;
  code: FieldErrorCode;
}

/** A malformed argument that is not a form field (a cursor, a page size, a filter value): a message, no `fields`. */
export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

/** Input the shopper can correct, with every problem found. */
export class UserInputError extends GraphQLError {
  constructor(readonly fields: FieldIssue[]) {
    const message = fields.length === 1 ? fields[0]!.message : `${fields.length} fields are invalid: ${fields[0]?.message ?? ""}`;
    super(message, { extensions: { code: "BAD_USER_INPUT", fields } });
  }
}

export function userInputError(fields: FieldIssue[]): UserInputError {
  return new UserInputError(fields);
}

/**
 * Runs `work`; input the shopper can correct, whether the gateway or the backend found it, becomes the typed
 * refusal `refuse` makes of it. Every other failure stays an error.
 */
export async function orRefused<T, R>(work: () => Promise<T>, refuse: (error: UserInputError) => R): Promise<T | R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserInputError) return refuse(error);
    throw error;
  }
}

/** Collects problems while a validator walks the input, then throws them together. */
export class FieldIssues {
  readonly list: FieldIssue[] = [];

  add(path: readonly (string | number)[], code: FieldErrorCode, message: string): void {
    this.list.push({ path: path.map(String), code, message });
  }

  /** Stops here when anything was found: nothing is sent to the backend. */
  throwIfAny(): void {
    if (this.list.length > 0) throw userInputError(this.list);
  }

  /**
   * A required text: trimmed, not blank, at most `max` characters; undefined (with the problem recorded) otherwise.
   * `label` names the field in the message ("First name is required.").
   */
  text(path: readonly (string | number)[], value: string | null | undefined, label: string, max: number, min = 1): string | undefined {
    const trimmed = (value ?? "").trim();
    if (trimmed === "") {
      this.add(path, "REQUIRED", `${label} is required.`);
      return undefined;
    }
    if (trimmed.length > max) {
      this.add(path, "TOO_LONG", `${label} must be at most ${max} characters.`);
      return undefined;
    }
    if (trimmed.length < min) {
      this.add(path, "TOO_SHORT", `${label} must be at least ${min} characters.`);
      return undefined;
    }
    return trimmed;
  }
}

export function unauthenticated(message = "Sign in to continue."): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "UNAUTHENTICATED" } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "NOT_FOUND" } });
}
