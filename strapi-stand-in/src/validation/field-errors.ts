// Strapi v3's answer to a content-type validation failure: 400 with every failing field listed, keyed by its
// path (`lines.1.quantity`), e.g. {"statusCode":400,"error":"Bad Request","message":"ValidationError",
// "data":{"errors":{"name":["name must be at most 100 characters"]}}}. Validators collect every problem before
// answering, so a client can show them all at once.
import { HttpError } from "../http/http-error.js";

export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(path: string, message: string): void {
    (this.errors[path] ??= []).push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the 400 when anything was added. */
  throwIfAny(): void {
    if (this.empty) return;
    throw new HttpError(400, "ValidationError", undefined, { errors: this.errors });
  }

  /**
   * A required string, trimmed, 1 to `max` characters. Returns undefined (and records why) when it is not.
   */
  text(body: Record<string, unknown>, key: string, max: number, path = key): string | undefined {
    const value = body[key];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      this.add(path, `${key} must be provided`);
      return undefined;
    }
    if (typeof value !== "string") {
      this.add(path, `${key} must be a string`);
      return undefined;
    }
    const trimmed = value.trim();
    if (trimmed.length > max) {
      this.add(path, `${key} must be at most ${max} characters`);
      return undefined;
    }
    return trimmed;
  }
}
