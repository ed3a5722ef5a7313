import { GraphQLError } from "graphql";

// A password-reset request must not tell anyone whether an address has an account, yet it must not say "sent"
// when the backend's e-mail failed. Only existing accounts reach the backend's mailer, so once a reset e-mail
// failed, every reset request (known address or not) gets the same EMAIL_NOT_SENT answer for a while, until a
// reset e-mail goes through again. Otherwise an outage would sort addresses into "error" and "accepted".

const FAILING_FOR_MS = 15 * 60_000;

export class ResetMailHealth {
  private failedAt: number | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  failed(): void {
    this.failedAt = this.now();
  }

  recovered(): void {
    this.failedAt = undefined;
  }

  get failing(): boolean {
    return this.failedAt !== undefined && this.now() - this.failedAt < FAILING_FOR_MS;
  }
}

export function emailNotSent(): GraphQLError {
  return new GraphQLError("We could not send the password reset e-mail. Please try again later, or contact the shop.", {
    extensions: { code: "EMAIL_NOT_SENT", http: { status: 503 } },
  });
}
