import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as parts from '../private/dialogParts.css';
import * as styles from './DialogElement.css';

export const dialogElementSizes = ['small', 'medium', 'large'] as const;
export type DialogElementSize = (typeof dialogElementSizes)[number];
export const dialogElementBackdrops = ['dim', 'clear'] as const;
export type DialogElementBackdrop = (typeof dialogElementBackdrops)[number];

export interface DialogElementProps {
  /** The dialog's heading and accessible name. Required: every dialog says what it is. */
  title: string;
  /** A line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The content; a function receives `close` to close the dialog from inside. */
  children: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** Actions along the bottom edge, such as Cancel and Confirm. */
  footer?: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** Whether the dialog is open. Nothing is rendered while it is closed. */
  isOpen: boolean;
  /**
   * Called with `false` when the visitor asks to close it: Escape, the close button, a click
   * outside (for a `dialog`), or `close` from the content. The owner then sets `isOpen`.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /** The dialog's width: `small` for a confirmation, `large` for a form or a carousel. @default 'medium' */
  size?: DialogElementSize;
  /**
   * `alertdialog` for a dialog that interrupts to ask for a decision (it is then not closed by a
   * click outside).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click outside the dialog closes it. @default true for a `dialog`, false for an `alertdialog` */
  isDismissable?: boolean;
  /** The close button's accessible name. @default 'Close' */
  closeLabel?: string;
  /**
   * How the page behind shows while the dialog is open (it is inert either way): `dim` under a
   * scrim, or `clear`, unchanged, for a dialog that opens on its own while the visitor reads, such
   * as a promotion, so that its arrival redraws the panel alone.
   * @default 'dim'
   */
  backdrop?: DialogElementBackdrop;
}

/** Whether a pointer event lies outside the dialog's box: on the page behind it (the ::backdrop). */
function onBackdrop(dialog: HTMLDialogElement, event: { clientX: number; clientY: number }): boolean {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal dialog on the platform's `<dialog>` element (`showModal()`), without react-aria's
 * overlay code: the browser puts it in the top layer, makes the page behind it inert (and dimmed,
 * unless `backdrop` is `clear`), closes it on Escape and gives the focus back to where it was when
 * the dialog closes. It opens in the task after the render that adds it, so that the browser's
 * restyle of the inert page is not added to the render's task. The dialog itself has the focus
 * when it opens; Tab moves through its controls (and the browser's). A click outside closes a
 * `dialog`. For a dialog that holds a react-aria popover (a `Select`, a `Menu`), use `Modal`:
 * their lists render outside the dialog, in the inert page.
 */
export function DialogElement({
  title,
  description,
  children,
  footer,
  isOpen,
  onOpenChange,
  size = 'medium',
  role = 'dialog',
  isDismissable = role === 'dialog',
  closeLabel = 'Close',
  backdrop = 'dim',
}: DialogElementProps) {
  const titleId = useId();
  const descriptionId = useId();
  const close = () => onOpenChange?.(false);

  // Opened in the task after the one that adds it to the page, closed before it leaves it (so the
  // browser returns focus). A modal dialog makes the rest of the page inert, and the browser
  // restyles the whole page for it: tens of milliseconds on a slow phone and a long page, which in
  // React's commit would make one long task of the dialog's render and the page's restyle. Until
  // it opens, the dialog is closed and not shown.
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const openModal = useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog) return;
    dialogRef.current = dialog;
    const opening = setTimeout(() => {
      // Whether the page shows a scroll bar that takes room, which it keeps while the dialog is
      // open (DialogElement.css.ts): measured before the dialog stops the page scrolling.
      const { documentElement } = dialog.ownerDocument;
      dialog.toggleAttribute('data-page-scrollbar', window.innerWidth > documentElement.clientWidth);
      // The browser's focusing steps give the focus to the dialog's first control; the dialog
      // itself should have it. With its contents inert for that moment, the steps give it to the
      // dialog (focusable: tabIndex -1): one focus change and its restyle, not two.
      const contents = [...dialog.children];
      for (const element of contents) element.toggleAttribute('inert', true);
      dialog.showModal();
      for (const element of contents) element.removeAttribute('inert');
    });
    return () => {
      clearTimeout(opening);
      dialogRef.current = null;
      if (dialog.open) dialog.close();
    };
  }, []);
  // Escape: the browser asks first (`cancel`), and the owner decides; where it closes the dialog
  // without asking (a second Escape with no input between), the owner hears it from `close`, which
  // also follows the closing above, once the dialog has left the page.
  const requestClose = useEffectEvent(() => onOpenChange?.(false));
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    const closed = () => {
      if (dialog.isConnected) requestClose();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
    };
  }, [isOpen]);

  // A click that starts and ends on the dimmed page (not a drag out of a field) closes a `dialog`.
  const pressedOutside = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOutside.current = event.target === event.currentTarget && onBackdrop(event.currentTarget, event);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const outside =
      pressedOutside.current &&
      event.target === event.currentTarget &&
      onBackdrop(event.currentTarget, event);
    pressedOutside.current = false;
    if (outside && isDismissable) close();
  };

  if (!isOpen) return null;
  return (
    // The dialog is no control: it hears the clicks on its backdrop, which has no element of its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={openModal}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      className={`${styles.dialog} ${styles.size[size]} ${styles.backdrop[backdrop]}`}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className={parts.header}>
        <div className={parts.titles}>
          <h2 id={titleId} className={parts.title}>
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className={parts.description}>
              {description}
            </p>
          ) : null}
        </div>
        <span className={parts.close}>
          <IconButton icon="close" label={closeLabel} onPress={close} />
        </span>
      </div>
      <div className={parts.body}>{typeof children === 'function' ? children({ close }) : children}</div>
      {footer ? (
        <div className={parts.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
      ) : null}
    </dialog>
  );
}
