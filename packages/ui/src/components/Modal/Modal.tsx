import { useId, type ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { focusAtOnce, paintFirst } from '../private/paintFirst';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** The dialog's heading and accessible name. Required: every dialog says what it is. */
  title: string;
  /** A line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The content; a function receives `close` to close the dialog from inside. */
  children: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** Actions along the bottom edge, such as Cancel and Confirm. */
  footer?: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** The dialog’s width: `small` for a confirmation, `large` for a form or a carousel. @default 'medium' */
  size?: ModalSize;
  /**
   * `alertdialog` for a dialog that interrupts to ask for a decision (it is then not closed by
   * a click outside).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * The close button's accessible name.
   * @default 'Close'
   */
  closeLabel?: string;
}

/**
 * A modal dialog: the page behind is inert and dimmed, focus moves into the dialog, stays there
 * (Tab cycles), and returns to the element that opened it; Escape, the close button and (for a
 * `dialog`) a click outside close it. It paints first: the page is made inert a frame after it
 * shows (focus is inside at once), so a slow phone shows it without first restyling the whole
 * page (`private/paintFirst.ts`). Wraps react-aria-components' ModalOverlay, Modal and Dialog.
 * Open it with `isOpen` and `onOpenChange`, or put it in a `DialogTrigger` after its button.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  size = 'medium',
  role = 'dialog',
  closeLabel = 'Close',
  isDismissable,
  onEnter,
  ...props
}: ModalProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      {...props}
      {...paintFirst(onEnter)}
      isDismissable={isDismissable ?? role === 'dialog'}
      className={styles.overlay}
    >
      {/* data-modal: the box toasts keep clear of (ToastRegion). */}
      <RACModal className={`${styles.modal} ${styles.size[size]}`} data-modal="">
        <Dialog
          ref={focusAtOnce}
          role={role}
          aria-describedby={description ? descriptionId : undefined}
          className={styles.dialog}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.titles}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description ? (
                    <p id={descriptionId} className={styles.description}>
                      {description}
                    </p>
                  ) : null}
                </div>
                <span className={styles.close}>
                  <IconButton icon="close" label={closeLabel} onPress={close} />
                </span>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}

/** Opens the Modal (or Popover) that follows its first child, a button; re-exported from RAC. */
export { DialogTrigger };
