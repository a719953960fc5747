import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Alert.css';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];

const toneIcons: Record<AlertTone, { name: IconName; tone: 'info' | 'success' | 'warning' | 'critical' }> = {
  info: { name: 'info', tone: 'info' },
  positive: { name: 'success', tone: 'success' },
  caution: { name: 'warning', tone: 'warning' },
  critical: { name: 'error', tone: 'critical' },
};

const defaultToneLabels: Record<AlertTone, string> = {
  info: 'Information',
  positive: 'Success',
  caution: 'Warning',
  critical: 'Error',
};

export interface AlertProps {
  /** What happened, in a sentence or two. */
  children: ReactNode;
  /**
   * The meaning: `critical` for a failure the person must act on (a refused sign-in, a list that
   * could not load), `caution` for something to check first, `positive` for a success that stays
   * on the page, `info` for a fact worth knowing.
   * @default 'info'
   */
  tone?: AlertTone;
  /** A short heading above the text. */
  title?: ReactNode;
  /**
   * How it is announced: `alert` interrupts (the default for `critical`), `status` waits for a
   * pause (the default for the others), `note` is not announced (an alert that is there when the
   * page opens, such as a warning beside a form).
   */
  role?: 'alert' | 'status' | 'note';
  /** Shows a dismiss button; called when it is pressed (the parent removes the alert). */
  onDismiss?: () => void;
  /** The dismiss button's accessible name. @default 'Dismiss' */
  dismissLabel?: string;
  /**
   * The tone's name, read before the text so that the tone is not told by colour alone.
   * @default 'Information', 'Success', 'Warning' or 'Error'
   */
  toneLabel?: string;
  /** The element id, for a control described by this alert. */
  id?: string;
}

/**
 * A message on the page about what just happened or what to check: a tone (icon, edge and fill,
 * with the tone's name for screen readers), a live region (`alert` for `critical`, `status`
 * otherwise) and an optional dismiss button. For a passing confirmation use a toast; for a form's
 * errors, ErrorSummary.
 */
export function Alert({
  children,
  tone = 'info',
  title,
  role = tone === 'critical' ? 'alert' : 'status',
  onDismiss,
  dismissLabel = 'Dismiss',
  toneLabel = defaultToneLabels[tone],
  id,
}: AlertProps) {
  return (
    <div id={id} role={role} className={`${styles.alert} ${styles.tone[tone]}`}>
      <span className={styles.icon}>
        <Icon name={toneIcons[tone].name} tone={toneIcons[tone].tone} size="small" />
      </span>
      <div className={styles.content}>
        {title ? (
          <span className={styles.title}>
            <VisuallyHidden>{`${toneLabel}: `}</VisuallyHidden>
            {title}
          </span>
        ) : (
          <VisuallyHidden>{`${toneLabel}: `}</VisuallyHidden>
        )}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <span className={styles.dismiss}>
          <IconButton icon="close" label={dismissLabel} size="small" onPress={onDismiss} />
        </span>
      ) : null}
    </div>
  );
}
