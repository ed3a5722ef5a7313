import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal question (native <dialog> with showModal: focus moves in and stays, Escape cancels, the page behind
 * is inert). Focus returns to whatever opened it when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="confirm-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {open ? (
        <>
          <h2 id="confirm-title" className="dialog__title">
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          <div className="dialog__actions">
            <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
            <button type="button" className="button" onClick={onCancel} autoFocus>
              {cancelLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
