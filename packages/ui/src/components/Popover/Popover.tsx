import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<RACPopoverProps, 'className' | 'style' | 'children'> {
  /** The popover's heading and accessible name. */
  title: string;
  /** The content; a function receives `close`. */
  children: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** Show a close button beside the title (Escape and a click outside always close it). @default true */
  showCloseButton?: boolean;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Whether an arrow points at the trigger. @default true */
  showArrow?: boolean;
}

/**
 * A small non-modal dialog anchored to the button that opens it: extra detail, a short form, help.
 * Put it in a `DialogTrigger` after its button. Wraps react-aria-components' Popover and Dialog:
 * focus moves in and returns to the button, Escape or a click outside closes it. For plain text
 * on hover, use a Tooltip.
 */
export function Popover({
  title,
  children,
  showCloseButton = true,
  closeLabel = 'Close',
  showArrow = true,
  placement = 'bottom',
  ...props
}: PopoverProps) {
  return (
    <RACPopover {...props} placement={placement} offset={showArrow ? 12 : 8} className={styles.popover}>
      {showArrow ? (
        <OverlayArrow>
          <svg className={styles.arrow} width={16} height={8} viewBox="0 0 16 8" aria-hidden="true">
            <path d="M0 0 8 8 16 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      <Dialog className={styles.dialog}>
        {({ close }) => (
          <>
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {showCloseButton ? (
                <span className={styles.close}>
                  <IconButton icon="close" label={closeLabel} size="small" onPress={close} />
                </span>
              ) : null}
            </div>
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </Dialog>
    </RACPopover>
  );
}
