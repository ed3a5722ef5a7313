import type { NextFunction, Response } from "express";
import { GraphQLError } from "graphql";

// How the document downloads answer (the tax invoice and credit note PDFs, tax-document.routes.ts; the quote PDF,
// quote-document.routes.ts): the file as a private attachment, and one 404 for anything one may not see.

export interface DocumentFile {
  /** "INV-000123.pdf", "RFQ-000042.pdf". */
  filename: string;
  content: Buffer;
}

/** The same answer for an unknown document, someone else's, a wrong e-mail and a signed-out request. */
export function notFound(res: Response): void {
  res.status(404).type("text/plain").send("Not Found");
}

export function sendPdf(res: Response, file: DocumentFile): void {
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "private, no-store",
    "Content-Length": String(file.content.length),
  });
  res.end(file.content);
}

/** The refusals a shopper may see; anything else is the app's error handler's. */
export function answerRefusal(error: unknown, res: Response, next: NextFunction): void {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (code === "RATE_LIMITED") {
    const retryAfter = error instanceof GraphQLError ? error.extensions.retryAfterSeconds : undefined;
    if (retryAfter !== undefined) res.set("Retry-After", String(retryAfter));
    res.status(429).type("text/plain").send("Too many attempts: please wait a moment and try again.");
    return;
  }
  // Signed out, or a session the backend no longer accepts: as unknown as anyone else's document.
  if (code === "UNAUTHENTICATED" || code === "FORBIDDEN" || code === "NOT_FOUND") return notFound(res);
  next(error);
}
