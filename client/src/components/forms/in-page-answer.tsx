import { useEffect, useRef } from "react";
import { useHydrated } from "../shell/use-hydrated";

// One write path per form: hydrated or not, a form posts to its route action. Where the answer to a success is
// more than a page to go to (the token a sign-in hands over, the order just placed), a browser without
// JavaScript follows the action's 303 while a hydrated page takes the answer itself. This hidden field, present
// only once React runs the page, tells the action which of the two is asking.

/** The field's name, for a post made without the form (`useSubmit` with an object): `{ [IN_PAGE_FIELD]: "1" }`. */
export const IN_PAGE_FIELD = "in-page";

/** Rendered inside a form whose action answers a hydrated page with data instead of a redirect. */
export function InPageAnswer() {
  return useHydrated() ? <input type="hidden" name={IN_PAGE_FIELD} value="1" /> : null;
}

/** Whether the posted form came from a hydrated page that takes the answer itself (see InPageAnswer). */
export function answersInPage(form: FormData): boolean {
  return form.get(IN_PAGE_FIELD) === "1";
}

/**
 * Calls `handle` once for each new answer of a route action (`useActionData`, `fetcher.data`): the answer's
 * identity changes with every post, so a re-render never handles the same answer twice.
 */
export function useNewAnswer<T>(answer: T | undefined, handle: (answer: T) => void) {
  const handled = useRef<T | undefined>(undefined);
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    if (answer === undefined || answer === handled.current) return;
    handled.current = answer;
    latest.current(answer);
  }, [answer]);
}
