import { lazy, Suspense, useEffect, useState } from "react";
import { usePanels } from "./shell-context";

// The slide-in panels are only ever seen after a tap, and none is open in the server's HTML, so their code
// stays out of the JavaScript a page needs before it renders. It is fetched at the shopper's first sign of
// interaction (a pointer or a key anywhere), usually well before the tap that opens a panel; a tap that comes
// first waits for the chunk (a few KB). Warming on idle instead did the same work for every visitor, panel or
// not, right after hydration, where it counts against the page's responsiveness.
const loadPanels = () => import("./panels/shell-panels");
const ShellPanels = lazy(() => loadPanels().then((module) => ({ default: module.ShellPanels })));

export function LazyPanels() {
  const { open } = usePanels();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  useEffect(() => {
    const events = ["pointerdown", "pointerover", "keydown", "touchstart", "focusin"] as const;
    const warm = () => {
      for (const type of events) window.removeEventListener(type, warm, true);
      void loadPanels();
    };
    for (const type of events) window.addEventListener(type, warm, { capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, warm, true);
    };
  }, []);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <ShellPanels />
    </Suspense>
  );
}
