import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from '../private/button.css';
import type { ActionVariant, ButtonSize } from './buttonVariants';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary` beside it, `ghost` for
   * low-emphasis actions, `link` for an action that reads like a link, `danger` for an action that
   * deletes or cannot be undone (confirm it in a `Modal` with `role="alertdialog"`, whose confirming
   * button is `danger` too).
   * @default 'primary'
   */
  variant?: ActionVariant;
  /** The height, padding and type size: `small` in dense toolbars and tables, `large` for a hero’s call to action. @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /**
   * Shown instead of the label while `isPending` is true, e.g. 'Sending Message...'. The button
   * keeps the width of the wider label, so the layout does not move.
   * @default 'Please wait...'
   */
  pendingLabel?: string;
}

/**
 * A button for actions. Wraps react-aria-components' Button: pressing works with mouse, touch,
 * keyboard (Enter and Space) and assistive technology; `isPending` keeps it focusable, ignores
 * presses and announces the pending state.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  pendingLabel = 'Please wait...',
  ...props
}: ButtonProps) {
  return (
    <RACButton {...props} className={styles.button({ variant, size, fullWidth })}>
      <span className={styles.labels}>
        <span className={styles.idleLabel}>{children}</span>
        <span className={styles.pendingLabel} aria-hidden={!props.isPending}>
          <span className={styles.spinner} aria-hidden="true" />
          {pendingLabel}
        </span>
      </span>
    </RACButton>
  );
}
