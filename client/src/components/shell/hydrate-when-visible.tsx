import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from "react";
import { afterFirstInteraction } from "./after-first-interaction";
import { isPageHydrated } from "../../lib/hydration/page-hydrated";

interface WhenVisibleProps {
  /** The values the content is rendered from: it re-renders only when one of them changes (by identity). */
  deps: readonly unknown[];
  children: ReactNode;
}

/**
 * Server-rendered content that hydrates only when it comes near the screen, or once the shopper first touches,
 * clicks or types anywhere: the home page's rows of cards below the first screen. Until then it is the
 * server's HTML, complete and readable; a phone that never scrolls there and is never touched does not pay for
 * hydrating it (it was most of the home page's Total Blocking Time). A tap on it before then is the server's
 * HTML doing its job: its buttons are forms that post (Add to cart goes to /cart-actions and comes back), so
 * nothing is lost and nothing needs replaying. Only the first page of a visit is deferred: after that (client-side navigations) the content renders at
 * once. A plain <div> wraps the deferred content.
 *
 * It re-renders only when `deps` change, not whenever its parent does: new props for content still waiting
 * would make React hydrate it at once (below), and a parent that merely re-rendered after hydrating would
 * undo the saving.
 */
export const HydrateWhenVisible = memo(WhenVisible, (a, b) => a.deps.length === b.deps.length && a.deps.every((v, i) => Object.is(v, b.deps[i])));

function WhenVisible({ children }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Decided once, on the first render: deferred only while the server's page is still being hydrated.
  const [gate] = useState<Openable | null>(() => (typeof document === "undefined" || isPageHydrated() ? null : openable()));
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
// anew).
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
