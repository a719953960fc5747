import type { ReactNode } from 'react';
import * as styles from './Stat.css';

export interface StatProps {
  /** The figure: a string such as '24h', or an AnimatedCounter. */
  value: ReactNode;
  /** What the figure counts, e.g. 'Applications Created'. */
  label: string;
  /** A line of context under the label. */
  description?: string;
  /** The alignment of the figure and its label. @default 'center' */
  align?: 'left' | 'center';
}

/**
 * A headline figure with its label, for a row of company facts ("5000+ Applications Created").
 * Screen readers hear the figure then the label, as it is drawn. Combine with AnimatedCounter to
 * count up when scrolled into view, and lay several out with Columns.
 */
export function Stat({ value, label, description, align = 'center' }: StatProps) {
  return (
    <div className={`${styles.stat} ${styles.align[align]}`}>
      <span className={styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </div>
  );
}
