import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { usePanels, type PanelName } from "./shell-context";
import { useHydrated } from "./use-hydrated";

/**
 * A control that opens a slide-in panel once the page runs JavaScript, and is a plain link before that (a phone
 * on a slow network, or without JavaScript): to a page with the same content (the cart, the categories) or to
 * a part of this page (`#...`: the footer's menu, the header's search box). JavaScript makes the panel instant;
 * the link makes it possible. A click that asks for a new tab or window keeps the link's own behaviour.
 */
export function PanelLink({
  panel,
  to,
  className,
  testId,
  children,
}: {
  panel: PanelName;
  to: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const { open, openPanel } = usePanels();
  const hydrated = useHydrated();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPanel(panel, event.currentTarget);
  };
  const props = {
    className,
    onClick,
    "data-testid": testId,
    // Only once it opens a dialog does it say so.
    "aria-haspopup": hydrated ? ("dialog" as const) : undefined,
    "aria-expanded": hydrated ? open === panel : undefined,
  };
  // A fragment link stays a plain <a>: React Router would resolve it against the path and drop the query string.
  return to.startsWith("#") ? (
    <a href={to} {...props}>
      {children}
    </a>
  ) : (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
