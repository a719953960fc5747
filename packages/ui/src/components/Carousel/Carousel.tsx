import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button as RACButton } from 'react-aria-components';
import { button as buttonStyle, square } from '../private/button.css';
import { IconButton } from '../IconButton/IconButton';
import { reducedMotionQuery, useMediaQuery } from '../../hooks/useMediaQuery';
import * as styles from './Carousel.css';

/** One slide: its content and a short name for its dot button. */
export interface CarouselSlide {
  id: string;
  /** Names the slide's dot, e.g. 'Training programs'. */
  label: string;
  content: ReactNode;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  /** The rotation control while the slides advance by themselves. */
  pause: string;
  /** The rotation control while they are paused. */
  play: string;
  /** Each slide's accessible name, from its position. */
  slide: (position: number, count: number) => string;
  /** Each dot's accessible name. */
  goTo: (position: number, slide: CarouselSlide) => string;
}

const defaultLabels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slide show',
  play: 'Play slide show',
  slide: (position, count) => `${position} of ${count}`,
  goTo: (position, slide) => `Slide ${position}: ${slide.label}`,
};

export interface CarouselProps {
  /** The carousel's accessible name, e.g. 'Highlights'. */
  label: string;
  /** The slides, in order, each with its title, text and picture. */
  slides: readonly CarouselSlide[];
  /** The shown slide (controlled), from 0; a state machine can drive it. */
  index?: number;
  /** The slide shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the next index on every change: buttons, dots, keys, swipes and auto-advance. */
  onIndexChange?: (index: number) => void;
  /**
   * Advance by itself every `interval` milliseconds. It waits while the pointer is over the
   * carousel, and stops for good once the visitor changes the slide or moves focus into it, until
   * the visible pause/play control starts it again (WCAG 2.2.2, the APG carousel). Without an
   * interval it never advances by itself.
   */
  interval?: number;
  /** The horizontal drag, in CSS pixels, that counts as a swipe. @default 50 */
  swipeThreshold?: number;
  /**
   * Where the arrow keys change the slide: while focus is in the carousel, or anywhere in the
   * dialog that holds it, for a carousel that is a dialog's content (a promotional popup, whose
   * dialog has focus when it opens). A key that a control has already handled, or one typed in a
   * field, is left alone.
   * @default 'carousel'
   */
  keyboardScope?: 'carousel' | 'dialog';
  /** Texts of the controls; English by default. */
  labels?: Partial<CarouselLabels>;
}

function PauseGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 4 2.5Z" />
    </svg>
  );
}

/** The slide an arrow key asks for, relative to the shown one: 0 for any other key or in a field. */
function arrowStep(key: string, target: EventTarget | null): number {
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
    return 0;
  if (key === 'ArrowRight') return 1;
  return key === 'ArrowLeft' ? -1 : 0;
}

/**
 * Slides shown one at a time (the WAI-ARIA APG carousel): previous and next buttons, a dot per
 * slide, the arrow keys while focus is inside (or anywhere in its dialog), swipes on touch screens, and optional auto-advance
 * with a pause/play control, waiting on hover and stopping once the visitor uses the carousel. Slides that are not shown are inert. Only
 * `transform` animates, and not at all with reduced motion (which also starts it paused).
 */
export function Carousel({
  label,
  slides,
  index,
  defaultIndex = 0,
  onIndexChange,
  interval,
  swipeThreshold = 50,
  keyboardScope = 'carousel',
  labels: labelOverrides,
}: CarouselProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const count = slides.length;
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const current = count === 0 ? 0 : (((index ?? ownIndex) % count) + count) % count;
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  // null until the visitor uses the control: then their choice wins over the motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const isPlaying = interval !== undefined && interval > 0 && (userPlaying ?? !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const root = useRef<HTMLElement>(null);
  const rotation = useRef<HTMLDivElement>(null);
  const slidesId = useId();

  // Set when focus was inside the slide that is leaving: it moves to the slide that arrives.
  const focusArriving = useRef(false);
  const slideElements = useRef<(HTMLDivElement | null)[]>([]);
  useEffect(() => {
    if (!focusArriving.current) return;
    focusArriving.current = false;
    slideElements.current[current]?.focus({ preventScroll: true });
  }, [current]);

  // A slide the visitor chose (buttons, dots, keys, swipes) stops the rotation for good.
  const goTo = (next: number, byVisitor = true) => {
    if (count === 0) return;
    if (byVisitor) setUserPlaying(false);
    const active = document.activeElement;
    focusArriving.current =
      !!active?.closest('[aria-roledescription="slide"]') && !!root.current?.contains(active);
    const wrapped = ((next % count) + count) % count;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  // Auto-advance: one timeout per shown slide, so any change restarts the wait. The timeout reads
  // the slide shown when it runs (an effect event), not the one of the render that set it up.
  const advance = useEffectEvent(() => goTo(current + 1, false));
  useEffect(() => {
    if (!isPlaying || hovered || focusWithin || count < 2) return;
    const timer = setTimeout(advance, interval);
    return () => clearTimeout(timer);
  }, [isPlaying, hovered, focusWithin, current, count, interval]);

  // Arrow keys while focus is inside (not while typing in a field); Escape and other keys go on
  // to what is around the carousel (the modal of the site's promo popup closes on Escape).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = arrowStep(event.key, event.target);
    if (by === 0) return;
    goTo(current + by);
    event.preventDefault();
  };
  // With `keyboardScope="dialog"`, the same keys anywhere else in the dialog. Heard on the window,
  // after React's handlers (on the root and on the portal's container), so a key the carousel or
  // another control inside handled (`preventDefault`) is not used twice.
  const onDialogKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    const by = arrowStep(event.key, event.target);
    if (by === 0) return;
    goTo(current + by);
    event.preventDefault();
  });
  useEffect(() => {
    if (keyboardScope !== 'dialog') return;
    const dialog = root.current?.closest('dialog, [role="dialog"], [role="alertdialog"]');
    const view = dialog?.ownerDocument.defaultView;
    if (!dialog || !view) return;
    const listener = (event: globalThis.KeyboardEvent) => {
      if (!event.defaultPrevented && event.target instanceof Node && dialog.contains(event.target)) {
        onDialogKeyDown(event);
      }
    };
    view.addEventListener('keydown', listener);
    return () => view.removeEventListener('keydown', listener);
  }, [keyboardScope]);
  // Focus inside pauses the rotation, and stops it for good (APG) unless it is on the rotation
  // control itself, which says what its press will do. React's focus events bubble (focusin and
  // focusout), so each move of focus between the carousel's controls is seen.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setFocusWithin(true);
    if (!rotation.current?.contains(event.target)) setUserPlaying(false);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };
  // Swipe: a horizontal pointer movement of at least `swipeThreshold` pixels between down and up.
  // Capture-phase handlers: a press on a button inside a slide stops its pointer events from
  // bubbling (React Aria), and a swipe may start there.
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDownCapture = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUpCapture = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    if (!start || start.id !== event.pointerId) return;
    swipeStart.current = null;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    goTo(current + (dx < 0 ? 1 : -1));
  };
  const onPointerCancelCapture = () => {
    swipeStart.current = null;
  };

  const hasRotation = interval !== undefined && interval > 0;
  return (
    // The region is no control: it hears the keys of the controls inside it (APG carousel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {hasRotation ? (
        <div ref={rotation} className={styles.rotation}>
          <RACButton
            aria-label={isPlaying ? labels.pause : labels.play}
            aria-controls={slidesId}
            onPress={() => setUserPlaying(!isPlaying)}
            className={`${buttonStyle({ variant: 'ghost', size: 'small' })} ${square.small} ${styles.rotationButton}`}
          >
            {isPlaying ? <PauseGlyph /> : <PlayGlyph />}
          </RACButton>
        </div>
      ) : null}
      <div
        id={slidesId}
        className={styles.viewport}
        onPointerDownCapture={onPointerDownCapture}
        onPointerUpCapture={onPointerUpCapture}
        onPointerCancelCapture={onPointerCancelCapture}
        // Announce slide changes made by the visitor, not the ones made by the timer (APG).
        aria-live={isPlaying && !hovered && !focusWithin ? 'off' : 'polite'}
      >
        <div className={styles.track} style={{ transform: `translateX(${-100 * current}%)` }}>
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              ref={(element) => {
                slideElements.current[position] = element;
              }}
              tabIndex={-1}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(position + 1, count)}
              inert={position !== current}
              className={styles.slide}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.nav}>
          <IconButton
            icon="arrow-left"
            label={labels.previous}
            aria-controls={slidesId}
            onPress={() => goTo(current - 1)}
          />
          <div className={styles.dots}>
            {slides.map((slide, position) => (
              <RACButton
                key={slide.id}
                aria-label={labels.goTo(position + 1, slide)}
                aria-current={position === current ? 'true' : undefined}
                aria-controls={slidesId}
                onPress={() => goTo(position)}
                className={styles.dot}
              />
            ))}
          </div>
          <IconButton
            icon="arrow-right"
            label={labels.next}
            aria-controls={slidesId}
            onPress={() => goTo(current + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
