import { lazy, Suspense, useEffect, useState } from "react";
import { usePanels } from "../components/shell/shell-context";
import { afterFirstInteraction } from "../components/shell/after-first-interaction";

// The slide-in panels are only ever seen after a tap, and none is open in the server's HTML, so their code
// stays out of the JavaScript a page needs before it renders. It is fetched at the shopper's first sign of
// interaction (a pointer or a key anywhere), usually well before the tap that opens a panel; a tap that comes
// first waits for the chunk (a few KB). Warming on idle instead did the same work for every visitor, panel or
// not, right after hydration, where it counts against the page's responsiveness.
const loadPanels = () => import("./shell-panels");
const WARM_EVENTS = ["pointerdown", "pointerover", "keydown", "touchstart", "focusin"];
const ShellPanels = lazy(() => loadPanels().then((module) => ({ default: module.ShellPanels })));

export function LazyPanels() {
  const { open } = usePanels();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  // A pointer merely passing over the page, or focus arriving, counts too: the earlier the better here.
  useEffect(() => afterFirstInteraction(() => void loadPanels(), window, WARM_EVENTS), []);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <ShellPanels />
    </Suspense>
  );
}
