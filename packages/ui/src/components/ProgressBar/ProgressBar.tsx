import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressTones = ['brand', 'success', 'accent'] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps extends Pick<
  RACProgressBarProps,
  'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions' | 'id'
> {
  /** The visible label, which also names the progress bar for assistive technology. */
  label: string;
  /**
   * The fill colour.
   * @default 'brand'
   */
  tone?: ProgressTone;
}

/**
 * Progress towards a goal with a visible label and value, such as the development progress on the
 * Coming Soon page. Wraps react-aria-components' ProgressBar (`role="progressbar"` with its value
 * and text). `valueLabel` replaces the percentage, e.g. '3 of 4 features'.
 */
export function ProgressBar({ label, tone = 'brand', ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={styles.progressBar}>
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={`${styles.fill} ${styles.tone[tone]}`} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
