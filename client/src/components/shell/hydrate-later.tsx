import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from "react";
import { afterFirstInteraction } from "./after-first-interaction";
import { isPageHydrated, markIfAllHydrated, passFinished, passStarted } from "../../lib/hydration/page-hydrated";

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

interface WhenVisibleProps {
  /** The values the content is rendered from: it re-renders only when one of them changes (by identity). */
  deps: readonly unknown[];
  children: ReactNode;
}

/**
 * Server-rendered content that hydrates only when it comes near the screen, or once the shopper first touches,
 * clicks or types anywhere: the home page's rows of cards below the first screen. Until then it is
 * the server's HTML, complete and readable, and its plain links work; a phone that never scrolls there and is
 * never touched does not pay for hydrating it. Only the first page of a visit is deferred: after that
 * (client-side navigations) the content renders at once. A plain <div> wraps the deferred content.
 *
 * It re-renders only when `deps` change, not whenever its parent does: new props for content still waiting
 * would make React hydrate it at once (below), and a parent that merely re-rendered after hydrating would
 * undo the saving.
 */
export const HydrateWhenVisible = memo(WhenVisible, (a, b) => a.deps.length === b.deps.length && a.deps.every((v, i) => Object.is(v, b.deps[i])));

function WhenVisible({ children }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Decided once, on the first render: a gate only while the server's page is still being hydrated.
  const [gate] = useState(() => (typeof document !== "undefined" && !isPageHydrated() ? openable() : null));
  // New props for content still waiting: open the gate first, so React hydrates it with them at once. Otherwise
  // React would give up on the server's HTML and show the (empty) fallback until the content became visible.
  const rendered = useRef(false);
  if (rendered.current) gate?.open();
  useEffect(() => {
    rendered.current = true;
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), { rootMargin: "150px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    </div>
  );
}

// The shopper's first touch, click or key press anywhere (or a history navigation) opens every gate still
// closed: React then hydrates what is left in the background, before the click lands or a navigation renders
// (content still waiting when its route or the location changes would otherwise be thrown away and rendered
// anew), and replays the event on the hydrated content.
const WAKE_EVENTS = ["pointerdown", "keydown", "focusin", "popstate"];
const closed = new Set<Openable>();
let waking = false;
const openAll = () => {
  waking = false;
  for (const gate of closed) gate.open();
};

interface Openable {
  promise: Promise<void>;
  /** Set at once by open(), so a render right after does not suspend while the promise settles. */
  opened: boolean;
  open(): void;
}

function openable(): Openable {
  let resolve = () => {};
  const gate: Openable = {
    promise: new Promise<void>((r) => (resolve = r)),
    opened: false,
    open() {
      gate.opened = true;
      closed.delete(gate);
      resolve();
    },
  };
  if (!waking) {
    waking = true;
    afterFirstInteraction(openAll, window, WAKE_EVENTS);
  }
  closed.add(gate);
  return gate;
}

/** Suspends (keeping the server's HTML in place) until the gate opens; renders the children once it has. */
function Gate({ gate, children }: { gate: Openable | null; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}
