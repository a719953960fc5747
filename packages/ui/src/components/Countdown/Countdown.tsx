import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { countdownParts, defaultAnnouncement, type CountdownParts } from './countdownParts';
import * as styles from './Countdown.css';

export { countdownParts, defaultAnnouncement, type CountdownParts } from './countdownParts';

export interface CountdownLabels {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const defaultLabels: CountdownLabels = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

export interface CountdownProps {
  /** The moment to count down to. */
  target: Date | number;
  /**
   * The current time. Pass it to drive the countdown from outside (a fixed value in stories and
   * server rendering); leave it out and the countdown keeps its own clock, ticking every second.
   */
  now?: Date | number;
  /** Names the timer for assistive technology, e.g. 'Time until launch'. */
  label: string;
  /**
   * The unit captions under the numbers.
   * @default { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }
   */
  labels?: CountdownLabels;
  /**
   * The sentence for the polite live region. Keep seconds out of it: the region only speaks when
   * the sentence changes, so without seconds it speaks at most once a minute.
   * @default '59 days, 23 hours and 1 minute left'
   */
  announcement?: (parts: CountdownParts) => string;
  /** Called once when the countdown reaches zero. */
  onComplete?: () => void;
}

const toTime = (value: Date | number) => (typeof value === 'number' ? value : value.getTime());
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Days, hours, minutes and seconds left until `target`. The numbers are a `timer` that screen
 * readers can read on demand but that never interrupts; a separate polite live region announces
 * the time left at most once a minute.
 */
export function Countdown({
  target,
  now,
  label,
  labels = defaultLabels,
  announcement = defaultAnnouncement,
  onComplete,
}: CountdownProps) {
  const [clock, setClock] = useState(() => Date.now());
  const controlled = now !== undefined;

  useEffect(() => {
    if (controlled) return;
    const id = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(id);
  }, [controlled]);

  const parts = countdownParts(toTime(target), controlled ? toTime(now) : clock);

  const completed = useRef(false);
  useEffect(() => {
    if (parts.total > 0) {
      completed.current = false;
      return;
    }
    if (completed.current) return;
    completed.current = true;
    onComplete?.();
  }, [parts.total, onComplete]);

  const segments = [
    { key: 'days', value: String(parts.days), unit: labels.days },
    { key: 'hours', value: pad(parts.hours), unit: labels.hours },
    { key: 'minutes', value: pad(parts.minutes), unit: labels.minutes },
    { key: 'seconds', value: pad(parts.seconds), unit: labels.seconds },
  ];

  return (
    <div>
      <div role="timer" aria-label={label} aria-live="off" className={styles.timer}>
        {segments.map((segment) => (
          <div key={segment.key} className={styles.segment} data-unit={segment.key}>
            <span className={styles.value}>{segment.value}</span>
            <span className={styles.unit}>{segment.unit}</span>
          </div>
        ))}
      </div>
      <VisuallyHidden as="div" aria-live="polite" aria-atomic="true" data-countdown-announcement="">
        {announcement(parts)}
      </VisuallyHidden>
    </div>
  );
}
