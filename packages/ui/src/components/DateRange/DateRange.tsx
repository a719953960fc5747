import { Icon } from '../Icon/Icon';
import type { FormatLanguage } from '../private/formatLanguage';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { addDays, formatShortDate, isDayCount, isoDate } from './formatDateRange';
import * as styles from './DateRange.css';

export { addDays, formatDateRange, formatShortDate, isoDate } from './formatDateRange';

export interface DateRangeProps {
  /** The first day, e.g. tomorrow. The app passes it, so the kit reads no clock. */
  start: Date;
  /** The number of days, e.g. the selected duration's 28; without it only the start shows. */
  days?: number | null;
  /** Read by screen readers before the dates, e.g. 'Dates'. */
  label?: string;
  /**
   * How screen readers hear the dash between the dates.
   * @default 'to'
   */
  rangeWord?: string;
  /** Show a calendar icon before the dates. @default true */
  showIcon?: boolean;
  /** The language the dates are written in ('05-Jan', or in Hindi '05 जन॰'). @default 'en' */
  language?: FormatLanguage;
}

/**
 * The dates of a course, 'DD-Mon - DD-Mon': from `start` to `start` plus `days`; only the start
 * when there is no selection; in Hindi as `hi-IN` writes them. Each date is a `<time>` with its
 * machine-readable value. The pure `formatDateRange` gives the same text.
 */
export function DateRange({
  start,
  days,
  label,
  rangeWord = 'to',
  showIcon = true,
  language = 'en',
}: DateRangeProps) {
  const end = isDayCount(days) ? addDays(start, days) : undefined;
  return (
    <span className={styles.dateRange}>
      {showIcon ? (
        <span className={styles.icon}>
          <Icon name="calendar" />
        </span>
      ) : null}
      <span>
        {label ? <VisuallyHidden>{label}: </VisuallyHidden> : null}
        <time dateTime={isoDate(start)}>{formatShortDate(start, language)}</time>
        {end ? (
          <>
            <span aria-hidden="true"> - </span>
            <VisuallyHidden> {rangeWord} </VisuallyHidden>
            <time dateTime={isoDate(end)}>{formatShortDate(end, language)}</time>
          </>
        ) : null}
      </span>
    </span>
  );
}
