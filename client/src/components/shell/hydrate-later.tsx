import { Suspense, useEffect, type ReactNode } from "react";
import { markIfAllHydrated, passFinished, passStarted } from "../../lib/hydration/page-hydrated";

/**
 * Server-rendered content that hydrates after what surrounds it. React hydrates what sits inside a Suspense
 * boundary in a pass of its own at idle ("offscreen") priority, and commits it on its own, instead of inside the
 * pass that hydrates the page around it: a page of product cards no longer holds a slow phone's main thread in
 * one long task (Lighthouse's Total Blocking Time). A click or key press on the content before then makes React
 * hydrate it at once and replay the event, so nothing is lost. The fallback is never shown for server-rendered
 * content (the entry server keeps each boundary's HTML in place), and client-side navigations render the
 * children straight away. Nest them: each level is one more short pass.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // This wrapper hydrates with its parent, so the boundary below counts as pending before the parent's own
  // boundary reports done (effects run children first, in order).
  useEffect(passStarted, []);
  return (
    <Suspense fallback={null}>
      {children}
      <BoundaryHydrated />
    </Suspense>
  );
}

function BoundaryHydrated() {
  useEffect(passFinished, []);
  return null;
}

/**
 * Marks the document as hydrated at the root's commit when the page has no HydrateLater boundary at all; with
 * boundaries, the last one to hydrate marks it. Browser tests and monitoring wait for `data-hydrated` before
 * they click.
 */
export function HydratedMarker() {
  useEffect(markIfAllHydrated, []);
  return null;
}
