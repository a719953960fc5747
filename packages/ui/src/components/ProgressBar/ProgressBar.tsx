import { useId } from 'react';
import { useLocale } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressTones = ['brand', 'success', 'accent'] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps {
  /** The visible label, which also names the progress bar for assistive technology. */
  label: string;
  /** The current value, clamped between `minValue` and `maxValue`. @default 0 */
  value?: number;
  /** The start of the range, the value of an empty bar. @default 0 */
  minValue?: number;
  /** The end of the range, the value of a full bar. @default 100 */
  maxValue?: number;
  /** The value as written and announced, replacing the formatted one, e.g. '3 of 4 features'. */
  valueLabel?: string;
  /**
   * How the value is formatted (the platform's `Intl.NumberFormat`, in the page's locale): with
   * `style: 'percent'` the share of the range is formatted, otherwise the value itself.
   * @default { style: 'percent' }
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * The fill colour.
   * @default 'brand'
   */
  tone?: ProgressTone;
  /** The id of the element with the progressbar role, e.g. for `aria-describedby` elsewhere. */
  id?: string;
}

/**
 * Progress towards a goal with a visible label and value, such as the development progress on the
 * Coming Soon page: `role="progressbar"` with its value, range and text, named by its label.
 * `valueLabel` replaces the percentage, e.g. '3 of 4 features'. Built on the platform (an ARIA role
 * and `Intl.NumberFormat`) rather than react-aria-components' ProgressBar, whose number formatting
 * would otherwise come with every button: react-aria-components' Button imports its module.
 */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  formatOptions = { style: 'percent' },
  tone = 'brand',
  id,
}: ProgressBarProps) {
  const { locale } = useLocale();
  const labelId = useId();
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const range = maxValue - minValue;
  const share = range === 0 ? 0 : (clamped - minValue) / range;
  const valueText =
    valueLabel ??
    new Intl.NumberFormat(locale, formatOptions).format(formatOptions.style === 'percent' ? share : clamped);
  return (
    <div
      id={id}
      className={styles.progressBar}
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuenow={clamped}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuetext={valueText}
    >
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.value}>{valueText}</span>
      </div>
      <div className={styles.track}>
        <div className={`${styles.fill} ${styles.tone[tone]}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
