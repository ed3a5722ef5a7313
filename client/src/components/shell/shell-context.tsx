import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

// Which slide-in panel is open (at most one), and the element that opened it, so focus can go back there when
// the panel closes. The panels themselves are rendered once, next to the page (see shell-panels.tsx).

export type PanelName = "menu" | "cart" | "search" | "categories" | "account";

interface PanelState {
  open: PanelName | null;
  openPanel(name: PanelName, opener?: HTMLElement | null): void;
  closePanel(): void;
  /** The element focused when the panel opened; the panel gives focus back to it as it closes. */
  opener(): HTMLElement | null;
}

const PanelContext = createContext<PanelState | null>(null);

export function ShellProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PanelName | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openPanel = useCallback((name: PanelName, opener?: HTMLElement | null) => {
    openerRef.current = opener ?? (document.activeElement as HTMLElement | null);
    setOpen(name);
  }, []);
  const closePanel = useCallback(() => setOpen(null), []);
  const opener = useCallback(() => openerRef.current, []);

  // A link inside a panel navigates: the panel closes with the old page.
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(null), [pathname, search]);

  const value = useMemo(() => ({ open, openPanel, closePanel, opener }), [open, openPanel, closePanel, opener]);
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

export function usePanels(): PanelState {
  const state = useContext(PanelContext);
  if (!state) throw new Error("usePanels must be used inside <ShellProvider>");
  return state;
}
