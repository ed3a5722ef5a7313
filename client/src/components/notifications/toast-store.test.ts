import { describe, expect, it } from "vitest";
import { dismissToast, showToast, subscribeToasts, toastSnapshot } from "./toast-store";

describe("toast store", () => {
  it("shows, replaces a repeated title, keeps at most four, and dismisses", () => {
    let changes = 0;
    const stop = subscribeToasts(() => changes++);
    const first = showToast({ tone: "success", title: "Welcome back", text: "You are login successful!" });
    showToast({ tone: "success", title: "Welcome back", text: "You are login successful!" });
    expect(toastSnapshot().map((t) => t.title)).toEqual(["Welcome back"]);
    expect(toastSnapshot()[0]!.id).not.toBe(first);
    for (const title of ["a", "b", "c", "d"]) showToast({ tone: "info", title });
    expect(toastSnapshot().map((t) => t.title)).toEqual(["a", "b", "c", "d"]);
    const snapshot = toastSnapshot();
    dismissToast(-1); // unknown id: no change, same snapshot (no re-render)
    expect(toastSnapshot()).toBe(snapshot);
    for (const t of toastSnapshot()) dismissToast(t.id);
    expect(toastSnapshot()).toEqual([]);
    expect(changes).toBe(10);
    stop();
  });
});
