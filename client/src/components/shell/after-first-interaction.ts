// Third-party scripts (analytics, live chat) cost the first load nothing: they are added only once the shopper
// interacts with the page (pointer, key or scroll), which also keeps them out of Lighthouse's measurements.

export const INTERACTION_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/**
 * Runs `callback` once, on the first of `events` (by default the interactions above) anywhere in `target`;
 * returns a function that cancels the wait.
 */
export function afterFirstInteraction(
  callback: () => void,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
  events: readonly string[] = INTERACTION_EVENTS,
): () => void {
  let done = false;
  const options: AddEventListenerOptions = { passive: true, capture: true };
  const cancel = () => {
    for (const type of events) target.removeEventListener(type, run, options);
  };
  function run() {
    if (done) return;
    done = true;
    cancel();
    callback();
  }
  for (const type of events) target.addEventListener(type, run, options);
  return cancel;
}

/**
 * Adds an async script once. The nonce is the one the page's own scripts carry (a strict CSP allows only
 * scripts with it); browsers hide the attribute but keep the `nonce` property readable.
 */
export function injectScript(src: string, id: string, doc: Document = document): HTMLScriptElement | null {
  if (doc.getElementById(id)) return null;
  const script = doc.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  const nonce = doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  return script;
}
