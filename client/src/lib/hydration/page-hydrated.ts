// Whether the server's page has finished hydrating, for code that must not change what hydration reads before
// then. Hydration happens in several passes (components/shell/hydrate-later.tsx); until the last one, content
// still waiting is compared with the server's HTML, so emptying the Apollo cache in between (a session that
// ends during load) would make it mismatch. The document carries the result as html[data-hydrated], which
// browser tests and monitoring wait for.

let pending = 0;
const waiting: (() => void)[] = [];

export const isPageHydrated = () => document.documentElement.dataset.hydrated === "true";

/** A hydration pass is under way (its boundary's wrapper has hydrated, its content not yet). */
export function passStarted() {
  pending++;
}

/** A pass has finished; after the last one, marks the document and runs what waited for it. */
export function passFinished() {
  pending--;
  markIfAllHydrated();
}

export function markIfAllHydrated() {
  if (pending !== 0 || isPageHydrated()) return;
  document.documentElement.dataset.hydrated = "true";
  for (const callback of waiting.splice(0)) callback();
}

/** Runs `callback` now if the page has hydrated, otherwise once it has. */
export function afterPageHydrated(callback: () => void) {
  if (isPageHydrated()) callback();
  else waiting.push(callback);
}
