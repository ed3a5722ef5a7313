/**
 * Toasts: short notices that confirm what just happened ('Welcome back', 'Good bye!'). A tiny store outside
 * React so any event handler can raise one. Only browser code calls `showToast` (event handlers and effects),
 * so the module-level list never holds anything during a server render.
 */
export type ToastTone = "success" | "info" | "error";

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  text?: string;
  /** An optional link, e.g. "Sign in" after a session ended. */
  action?: { label: string; to: string };
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const EMPTY: readonly Toast[] = [];

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast; the same title shown twice in a row replaces the first instead of stacking. */
export function showToast(toast: Omit<Toast, "id">): number {
  const id = nextId++;
  toasts = [...toasts.filter((t) => t.title !== toast.title), { ...toast, id }].slice(-4);
  emit();
  return id;
}

export function dismissToast(id: number) {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export function toastSnapshot(): readonly Toast[] {
  return toasts;
}

export function serverToastSnapshot(): readonly Toast[] {
  return EMPTY;
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
