import { GraphQLError } from "graphql";
import type { Logger } from "pino";

// A password-reset request must not tell anyone whether an address has an account, by its answer or by its
// timing. Only existing accounts reach the backend's mailer, and a mail server takes hundreds of milliseconds, so
// the backend is asked after the answer (`track`): every well-formed request is answered alike, at once.
// It must not say "accepted" while reset e-mail is failing either: once a reset e-mail failed, every reset request
// (known address or not) gets the same EMAIL_NOT_SENT answer for a while, until a reset e-mail goes through again
// (the requests keep reaching the backend meanwhile, so a mail server that is back is noticed).

const FAILING_FOR_MS = 15 * 60_000;

export type ResetOutcome = "sent" | "no-account" | "not-sent";

export class ResetMailHealth {
  private failedAt: number | undefined;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly logger?: Pick<Logger, "warn">,
  ) {}

  failed(): void {
    this.failedAt = this.now();
  }

  recovered(): void {
    this.failedAt = undefined;
  }

  get failing(): boolean {
    return this.failedAt !== undefined && this.now() - this.failedAt < FAILING_FOR_MS;
  }

  /** Follows a reset request the answer did not wait for: its outcome moves the health; a failure is logged. */
  track(outcome: Promise<ResetOutcome>): void {
    outcome.then(
      (result) => {
        if (result === "sent") this.recovered();
        if (result === "not-sent") {
          this.failed();
          this.logger?.warn("password reset: the backend could not send the e-mail; reset requests answer EMAIL_NOT_SENT for now");
        }
      },
      (err: unknown) => this.logger?.warn({ err }, "password reset: the backend call failed after the answer"),
    );
  }
}

export function emailNotSent(): GraphQLError {
  return new GraphQLError("Password reset e-mails are not going out at the moment. Please try again later, or contact the shop.", {
    extensions: { code: "EMAIL_NOT_SENT", http: { status: 503 } },
  });
}
