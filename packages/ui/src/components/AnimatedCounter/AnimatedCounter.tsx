import { useEffect, useRef, useState } from 'react';
import { reducedMotionQuery, useMediaQuery } from '../../hooks/useMediaQuery';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AnimatedCounter.css';

const groupingLocales = { indian: 'en-IN', us: 'en-US' } as const;

export interface AnimatedCounterProps {
  /** The number to count up to. */
  value: number;
  /**
   * How long the count takes, in milliseconds.
   * @default 2000
   */
  duration?: number;
  /** Text before the number, e.g. '₹'. */
  prefix?: string;
  /** Text after the number, e.g. '+', '%' or 'h'. */
  suffix?: string;
  /**
   * Digit grouping: `none` writes 5000, `indian` 1,50,000, `us` 150,000.
   * @default 'none'
   */
  grouping?: 'none' | 'indian' | 'us';
  /**
   * Show the final value at once, as under `prefers-reduced-motion: reduce` (which is always
   * honoured). Useful for print views and stories.
   * @default false
   */
  reduceMotion?: boolean;
}

/** Ease-out cubic: fast at first, settling gently on the final value. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A number that counts up from 0 once, the first time it scrolls into view (IntersectionObserver),
 * over `duration`. With reduced motion, or where IntersectionObserver is missing, it shows the final
 * value at once. Screen readers read only the final value, never the ticks.
 */
export function AnimatedCounter({
  value,
  duration = 2000,
  prefix = '',
  suffix = '',
  grouping = 'none',
  reduceMotion = false,
}: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const prefersReducedMotion = useMediaQuery(reducedMotionQuery);
  const instant = reduceMotion || prefersReducedMotion || duration <= 0;
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (instant || !element) return;
    let frame = 0;
    if (typeof IntersectionObserver === 'undefined') {
      frame = requestAnimationFrame(() => setProgress(1));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      // Once only: later scrolls do not restart the count.
      observer.disconnect();
      const startedAt = performance.now();
      const tick = (now: number) => {
        const next = Math.min(1, (now - startedAt) / duration);
        setProgress(next);
        if (next < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [instant, duration]);

  const format = (number: number) =>
    `${prefix}${grouping === 'none' ? String(number) : number.toLocaleString(groupingLocales[grouping])}${suffix}`;
  const shown = instant ? value : Math.round(value * easeOut(progress));

  return (
    <span ref={ref} className={styles.counter}>
      <span aria-hidden="true" data-counter-display="">
        {format(shown)}
      </span>
      <VisuallyHidden>{format(value)}</VisuallyHidden>
    </span>
  );
}
