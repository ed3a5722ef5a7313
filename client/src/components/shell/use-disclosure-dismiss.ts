import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * A <details> dropdown (works without JavaScript) made to behave like a menu once hydrated: Escape closes it
 * and returns focus to its summary, a click outside or a navigation closes it.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [ref, pathname, search]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Tabbing past the last link closes the dropdown, as a menu would.
      if (details.open && event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) details.open = false;
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref]);
}
