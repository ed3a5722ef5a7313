import { lazy, Suspense, useEffect, useState } from "react";
import { usePanels } from "./shell-context";

// The slide-in panels are only ever seen after a tap, and none is open in the server's HTML, so their code
// stays out of the JavaScript a page needs before it renders. The browser fetches it when idle after hydration,
// so the first tap still opens a panel at once; a tap before that waits for the chunk (a few KB).
const loadPanels = () => import("./panels/shell-panels");
const ShellPanels = lazy(() => loadPanels().then((module) => ({ default: module.ShellPanels })));

export function LazyPanels() {
  const { open } = usePanels();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  useEffect(() => {
    const warm = () => void loadPanels();
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(warm, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 1500);
    return () => clearTimeout(id);
  }, []);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <ShellPanels />
    </Suspense>
  );
}
