import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { CloseIcon } from "../icons/icons";
import { useScrollLock } from "../layout/scroll-lock";
import * as styles from "./modal-dialog.module.css";

interface ModalDialogProps {
  /** The dialog's heading, which names it. */
  title: string;
  /** The heading's id, unique in the page. */
  titleId: string;
  /** The close button's name ('Fechar' unless a dialog says more). */
  closeLabel?: string;
  onClose: () => void;
  /** What takes focus when the dialog opens; else its first focusable element. */
  initialFocus?: RefObject<HTMLElement>;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The site's modal dialog (city selection, search, cookie preferences): the
 * browser's own modal <dialog>, so the page behind is out of reach for the
 * mouse, the keyboard and screen readers. Focus moves in, Tab cycles inside,
 * Escape, the close button or a click on the backdrop closes it, focus returns
 * to where it was, and the page does not scroll meanwhile. Every dialog has the
 * same frame: its heading and the close button beside it.
 */
export function ModalDialog({
  title,
  titleId,
  closeLabel = "Fechar",
  onClose,
  initialFocus,
  className,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useScrollLock(true);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [initialFocus]);

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${className ?? ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state decides what shows, so the dialog closes through it.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
