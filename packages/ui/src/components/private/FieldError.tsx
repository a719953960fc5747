import type { ReactNode } from 'react';
import { FieldError as RACFieldError, type ValidationResult } from 'react-aria-components';
import * as styles from './field.css';

export type ErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/**
 * The error of a field. RAC renders it only while the field is invalid and adds it to the control's
 * `aria-describedby`; the surrounding region stays mounted and is `aria-live="polite"`, so an error
 * that appears (validation on change, or after a submit) is also announced. Without a message of
 * its own it shows RAC's validation errors (for example a Form's `validationErrors`).
 */
export function FieldError({ children }: { children?: ErrorMessage }) {
  return (
    <div className={styles.errorRegion} aria-live="polite">
      <RACFieldError className={styles.error}>
        {(validation) => {
          const message = typeof children === 'function' ? children(validation) : children;
          const text = message ?? validation.validationErrors.join(' ');
          if (text === '' || text == null) return null;
          return (
            <>
              <ErrorIcon />
              <span>{text}</span>
            </>
          );
        }}
      </RACFieldError>
    </div>
  );
}

/** An exclamation mark in a circle: the error is not told by colour alone. */
export function ErrorIcon() {
  return (
    <svg
      className={styles.errorIcon}
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 1.667a8.333 8.333 0 1 0 0 16.666 8.333 8.333 0 0 0 0-16.666Zm-.833 4.166h1.666v5.834H9.167V5.833Zm0 7.5h1.666V15H9.167v-1.667Z" />
    </svg>
  );
}
