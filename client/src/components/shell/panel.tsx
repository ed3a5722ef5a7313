import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { focusableIn } from "./focusable";
import { usePanels, type PanelName } from "./shell-context";
import { Icon } from "./icons";

const CLOSE_MS = 220; // the slide-out animation (shell.css); unmount after it, or at once with reduced motion

/**
 * One slide-in panel: a modal dialog (role="dialog", aria-modal, labelled by its title) that slides in from the
 * inline start or end, traps focus while open, closes on Escape, on a backdrop click or on navigation, locks the
 * page's scrolling, and gives focus back to the element that opened it.
 */
export function Panel({
  name,
  title,
  side = "start",
  children,
  footer,
}: {
  name: PanelName;
  title: string;
  side?: "start" | "end";
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { open, closePanel, opener } = usePanels();
  const isOpen = open === name;
  const [mounted, setMounted] = useState(isOpen);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  if (isOpen && !mounted) setMounted(true);

  // Closing: play the slide-out, then unmount and give focus back to the opener.
  useEffect(() => {
    if (isOpen || !mounted) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = window.setTimeout(() => setMounted(false), reduced ? 0 : CLOSE_MS);
    const back = opener();
    if (back?.isConnected) back.focus({ preventScroll: true });
    return () => window.clearTimeout(timer);
  }, [isOpen, mounted, opener]);

  // Opening: focus the first control, lock the page's scrolling, trap Tab and listen for Escape.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(dialog)[0] ?? dialog;
    first.focus({ preventScroll: true });

    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, padding: root.style.paddingInlineEnd };
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`; // no jump when the scrollbar goes

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closePanel();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(dialog);
      if (items.length === 0) return event.preventDefault();
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      root.style.overflow = previous.overflow;
      root.style.paddingInlineEnd = previous.padding;
    };
  }, [isOpen, closePanel]);

  if (!mounted) return null;
  return (
    <div className={`panel-layer panel-layer--${side}`} data-state={isOpen ? "open" : "closing"}>
      <div className="panel-backdrop" onClick={closePanel} aria-hidden="true" />
      <div ref={dialogRef} className="slide-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={`panel-${name}`}>
        <div className="panel__head">
          <h2 className="panel__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="panel__close" onClick={closePanel} aria-label={t("layout.panels.close", { title })}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <div className="panel__body">{children}</div>
        {footer ? <div className="panel__foot">{footer}</div> : null}
      </div>
    </div>
  );
}
