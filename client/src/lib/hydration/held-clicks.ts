// Clicks on server HTML whose hydration is still deferred (components/shell/hydrate-when-visible.tsx) are held
// and replayed once that content has hydrated. React replays a click on content it has not hydrated only when
// it can hydrate it synchronously at that moment; content that still suspends (its gate not yet open, or the
// retry after opening not yet rendered) loses the click: React stops the event and drops it. A shopper's
// first tap on "Add to cart" must never be lost, so this listener, on the window in the capture phase, runs
// before React's and takes such clicks out of its hands.

/** Marks the element that wraps deferred content; present in the server's HTML and after hydration alike. */
export const DEFERRED_ATTRIBUTE = "data-deferred-hydration";

export interface HeldRegion {
  /** The wrapper element, once it has hydrated (its content may still be waiting). */
  attach(element: Element): void;
  /** The content has hydrated: replay what was held, and stop holding. */
  hydrated(): void;
}

interface Region {
  wake: () => void;
  held: (() => void)[];
}

const waiting = new Map<Element, Region>();
let listening = false;

/** Holds clicks inside `element` until `hydrated()`; the first one held calls `wake` (open the gate now). */
export function holdClicks(wake: () => void, target: Pick<Window, "addEventListener"> = window): HeldRegion {
  const region: Region = { wake, held: [] };
  let element: Element | null = null;
  let done = false;
  if (!listening) {
    listening = true;
    target.addEventListener("click", onClick, { capture: true });
  }
  return {
    attach(el) {
      if (done) return;
      element = el;
      waiting.set(el, region);
    },
    hydrated() {
      done = true;
      if (element) waiting.delete(element);
      const held = region.held.splice(0);
      // After the commit that hydrated the content, so its event handlers are in place.
      if (held.length) queueMicrotask(() => held.forEach((replay) => replay()));
    },
  };
}

function onClick(event: MouseEvent) {
  // Only a plain primary click: a middle, ctrl- or cmd-click on a link keeps the browser's own behaviour.
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const target = event.target;
  if (!(target instanceof Element)) return;
  const wrapper = target.closest(`[${DEFERRED_ATTRIBUTE}]`);
  const region = wrapper ? waiting.get(wrapper) : undefined;
  if (!wrapper || !region) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // Hydration keeps the server's nodes, so the same element takes the replayed click.
  region.held.push(() => target instanceof HTMLElement && target.isConnected && target.click());
  region.wake();
}
