import { describe, expect, it } from "vitest";
import { timelineSteps } from "./status-timeline-steps";

describe("timelineSteps", () => {
  it("marks steps done, current and upcoming along the usual path", () => {
    const steps = timelineSteps("PROCESSING", [
      { status: "PENDING", at: "2026-12-01T10:00:00Z" },
      { status: "PROCESSING", at: "2026-12-01T12:00:00Z", note: "Packed" },
    ]);
    expect(steps.map((s) => [s.status, s.state, s.at, s.note])).toEqual([
      ["PENDING", "done", "2026-12-01T10:00:00Z", null],
      ["PROCESSING", "current", "2026-12-01T12:00:00Z", "Packed"],
      ["SHIPPED", "upcoming", null, null],
      ["DELIVERED", "upcoming", null, null],
    ]);
  });

  it("shows a delivered order as complete", () => {
    expect(timelineSteps("DELIVERED", []).every((s) => s.state === "done")).toBe(true);
  });

  it("ends a cancelled order's path at the cancellation", () => {
    const steps = timelineSteps("CANCELLED", [
      { status: "PENDING", at: "2026-12-01T10:00:00Z" },
      { status: "CANCELLED", at: "2026-12-02T09:00:00Z", note: "At the shopper's request" },
    ]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ["PENDING", "done"],
      ["CANCELLED", "current"],
    ]);
    expect(steps[1]!.note).toBe("At the shopper's request");
  });
});
