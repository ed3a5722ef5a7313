import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { dismissToast, serverToastSnapshot, showToast, subscribeToasts, toastSnapshot, type Toast } from "./toast-store";
import { useSignOutNotices } from "./use-sign-out-notices";

const VISIBLE_MS = 6000;

/**
 * The page's toast region, mounted once in the app shell. A polite live region: screen readers announce each
 * toast without moving focus. Toasts leave after a few seconds (the timer pauses while hovered or focused) or
 * with their close button.
 */
export function Notifications() {
  const toasts = useSyncExternalStore(subscribeToasts, toastSnapshot, serverToastSnapshot);
  useSignOutNotices(showToast);
  const { t } = useTranslation();
  return (
    // A live region without a role: pages keep their own role="status" messages unambiguous, and an empty
    // landmark would only add noise for screen-reader users.
    <div className="toasts" aria-live="polite" aria-relevant="additions text">
      <ol className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={t("account.notifications.close")} />
        ))}
      </ol>
    </div>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const paused = useRef(false);
  useEffect(() => {
    let left = VISIBLE_MS;
    const step = 250;
    const timer = window.setInterval(() => {
      if (paused.current) return;
      left -= step;
      if (left <= 0) dismissToast(toast.id);
    }, step);
    return () => window.clearInterval(timer);
  }, [toast.id]);
  const pause = () => (paused.current = true);
  const resume = () => (paused.current = false);
  return (
    <li className={`toast toast--${toast.tone}`} data-testid="toast" onMouseEnter={pause} onMouseLeave={resume} onFocus={pause} onBlur={resume}>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.text ? <p className="toast__text">{toast.text}</p> : null}
        {toast.action ? (
          <Link className="toast__action" to={toast.action.to} onClick={() => dismissToast(toast.id)}>
            {toast.action.label}
          </Link>
        ) : null}
      </div>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}
