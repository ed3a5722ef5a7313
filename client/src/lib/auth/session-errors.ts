/**
 * Does a GraphQL response say the token it carried is no good (expired, forged, user removed)? The gateway
 * answers such requests with `UNAUTHENTICATED`. Operations that check a password the shopper typed are excluded:
 * a wrong current password must not end the session it was typed in.
 */
export const CREDENTIAL_OPERATIONS: ReadonlySet<string> = new Set(["Login", "Register", "ChangePassword", "ResetPassword"]);

interface ErrorWithCode {
  extensions?: Readonly<Record<string, unknown>> | null;
}

export function rejectsToken(operationName: string | undefined, errors: readonly ErrorWithCode[] | undefined): boolean {
  if (!errors?.length || CREDENTIAL_OPERATIONS.has(operationName ?? "")) return false;
  return errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
}
