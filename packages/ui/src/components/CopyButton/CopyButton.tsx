import { useEffect, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { button, square } from '../private/button.css';
import type { ButtonSize } from '../Button/buttonVariants';
import { Icon } from '../Icon/Icon';
import type { IconButtonVariant } from '../IconButton/IconButton';
import * as styles from './CopyButton.css';

/** Writes text to the system clipboard; rejects where the Clipboard API is missing or refused. */
export async function writeToClipboard(value: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available');
  }
  await navigator.clipboard.writeText(value);
}

export interface CopyButtonProps {
  /** The text to copy, e.g. the UPI id. */
  value: string;
  /**
   * The button's text, or its accessible name when `iconOnly`.
   * @default 'Copy'
   */
  label?: string;
  /**
   * Shown for `resetAfter` milliseconds after a successful copy.
   * @default 'Copied'
   */
  copiedLabel?: string;
  /** Called after the value is on the clipboard, so the app can confirm it (a toast 'UPI ID Copied'). */
  onCopy?: (value: string) => void;
  /** Called when copying failed (no Clipboard API, permission refused), so the app can say so. */
  onCopyError?: (error: unknown) => void;
  /**
   * How to copy. Defaults to the Clipboard API (`writeToClipboard`); pass another function to
   * copy elsewhere or to test.
   */
  copy?: (value: string) => Promise<void>;
  /**
   * How long the button shows `copiedLabel`, in milliseconds.
   * @default 2000
   */
  resetAfter?: number;
  /** Show only the icon; `label` becomes the accessible name. @default false */
  iconOnly?: boolean;
  /** Visual weight, as an IconButton’s. @default 'secondary' */
  variant?: IconButtonVariant;
  /** The size, as a Button’s. @default 'medium' */
  size?: ButtonSize;
  /** Whether the button can be pressed. @default false */
  isDisabled?: boolean;
}

/**
 * Copies a value to the clipboard, then briefly reads 'Copied' and calls `onCopy` so the app can
 * confirm it (a toast is announced to screen readers); failures go to `onCopyError`. The button
 * keeps its width between its two labels.
 */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  onCopy,
  onCopyError,
  copy = writeToClipboard,
  resetAfter = 2000,
  iconOnly = false,
  variant = 'secondary',
  size = 'medium',
  isDisabled = false,
}: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), resetAfter);
    return () => clearTimeout(timer);
  }, [isCopied, resetAfter]);

  const onPress = async () => {
    try {
      await copy(value);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    setCopied(true);
    onCopy?.(value);
  };

  const className = [button({ variant, size }), iconOnly && square[size]].filter(Boolean).join(' ');
  return (
    <RACButton
      className={className}
      onPress={onPress}
      isDisabled={isDisabled}
      aria-label={iconOnly ? (isCopied ? copiedLabel : label) : undefined}
      data-copied={isCopied || undefined}
    >
      {iconOnly ? (
        <Icon name={isCopied ? 'check' : 'copy'} size="small" />
      ) : (
        <span className={styles.labels}>
          <span className={styles.idle} aria-hidden={isCopied}>
            <Icon name="copy" />
            {label}
          </span>
          <span className={styles.copied} aria-hidden={!isCopied}>
            <Icon name="check" />
            {copiedLabel}
          </span>
        </span>
      )}
    </RACButton>
  );
}
