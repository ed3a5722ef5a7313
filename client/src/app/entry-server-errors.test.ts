import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { handleError } from "./entry.server";

// A loader or action that threw goes to the gateway's log (context.logError), not to a bare console.error.
describe("handleError", () => {
  const args = (logError: AppLoadContext["logError"], signal = new AbortController().signal) =>
    ({ request: new Request("http://shop.test/product/x", { signal }), params: {}, context: { logError } as AppLoadContext }) as unknown as LoaderFunctionArgs;

  it("writes a failed loader to the gateway's log", () => {
    const logError = vi.fn();
    const error = new Error("boom");
    handleError(error, args(logError));
    expect(logError).toHaveBeenCalledWith(error, "page data failed");
  });

  it("says nothing of a request the shopper abandoned", () => {
    const logError = vi.fn();
    const aborted = new AbortController();
    aborted.abort();
    handleError(new Error("aborted"), args(logError, aborted.signal));
    expect(logError).not.toHaveBeenCalled();
  });
});
