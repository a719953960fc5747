import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'accent', 'success', 'warning', 'critical', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  /**
   * The meaning: `brand` for a category, `accent` to draw the eye once ("Featured"), `success`,
   * `warning`, `critical`, `info` for a status.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** A decorative icon before the text. */
  icon?: IconName;
  /** The element id, for a control described by this badge. */
  id?: string;
}

/**
 * A short, non-interactive status or category label: a job's department, "Remote-friendly",
 * "+3 more". The text must make sense on its own; colour only supports it. For a list of
 * keywords such as skills use Tag.
 */
export function Badge({ children, tone = 'neutral', icon, id }: BadgeProps) {
  return (
    <span id={id} className={`${styles.badge} ${styles.tone[tone]}`}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </span>
  );
}
