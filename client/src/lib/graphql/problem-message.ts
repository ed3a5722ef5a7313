import type { FieldProblem } from "./field-errors";

/**
 * The gateway's problems that the shop words itself, by field key and code (`""` is the whole form), so the
 * shopper never reads a backend's phrasing ("Identifier or password invalid.") and a translation covers them.
 * Anything else keeps the gateway's message, which names the rule it checked.
 */
const KEYS: Record<string, string> = {
  ":INVALID_CREDENTIALS": "account.errors.invalidCredentials",
  "currentPassword:WRONG_PASSWORD": "account.errors.wrongPassword",
  "currentPassword:REQUIRED": "account.errors.currentPasswordForEmail",
  "email:TAKEN": "account.errors.emailUnavailable",
  "username:TAKEN": "account.errors.usernameTaken",
};

export function problemMessageKey(fieldKey: string, problem: FieldProblem): string | undefined {
  return KEYS[`${fieldKey}:${problem.code}`];
}
