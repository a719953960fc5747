import { useEffect, useRef } from 'react';
import * as styles from './CursorFollower.css';
import { reducedMotionQuery, useMediaQuery } from '../../hooks/useMediaQuery';

export interface CursorFollowerProps {
  /** Diameter of the ring in CSS pixels. @default 32 */
  size?: number;
  /**
   * How far the ring closes the gap to the pointer on each frame, from 0 (never) to 1 (at once).
   * @default 0.2
   */
  smoothing?: number;
  /** Over elements matching this, the ring grows and takes the accent colour (links, buttons, fields). */
  interactiveSelector?: string;
  /** How much it grows over an interactive element. @default 1.6 */
  activeScale?: number;
}

const defaultInteractive = 'a[href], button, [role="button"], [role="link"], input, select, textarea, label';

/**
 * A decorative ring that trails the mouse pointer. It renders only for a fine pointer (a mouse or
 * trackpad, never touch) and not at all with reduced motion or forced colours, and shows from the
 * pointer's first movement (not where it rests when the page appears); it is `aria-hidden`,
 * ignores the pointer and moves with `transform` alone, so it causes no layout shift, and it is
 * left out of print. Place it once near the root of a page.
 */
export function CursorFollower(props: CursorFollowerProps) {
  const finePointer = useMediaQuery('(pointer: fine)');
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  if (!finePointer || reducedMotion) return null;
  return <Ring {...props} />;
}

function Ring({
  size = 32,
  smoothing = 0.2,
  interactiveSelector = defaultInteractive,
  activeScale = 1.6,
}: CursorFollowerProps) {
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ring.current;
    if (!element) return;
    const target = { x: 0, y: 0 };
    const position = { x: 0, y: 0 };
    let scale = 1;
    let frame = 0;
    let placed = false;

    const draw = () => {
      element.style.transform = `translate3d(${position.x}px, ${position.y}px, 0) scale(${scale})`;
    };
    const step = () => {
      const dx = target.x - position.x;
      const dy = target.y - position.y;
      // Close enough: land exactly on the pointer and stop until it moves again.
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) {
        position.x = target.x;
        position.y = target.y;
        frame = 0;
      } else {
        position.x += dx * smoothing;
        position.y += dy * smoothing;
        frame = requestAnimationFrame(step);
      }
      draw();
    };
    // Where the pointer was last reported before the ring showed. The browser also sends moves
    // for a pointer at rest (after a scroll or a layout change, or when the page appears under
    // it); the ring stays hidden until the pointer really moves.
    let resting: { x: number; y: number } | null = null;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
      if (!placed) {
        const still =
          event.movementX === 0 &&
          event.movementY === 0 &&
          (resting === null || (resting.x === event.clientX && resting.y === event.clientY));
        resting = { x: event.clientX, y: event.clientY };
        if (still) return;
      }
      target.x = event.clientX;
      target.y = event.clientY;
      if (!placed) {
        // The first movement places the ring under the pointer instead of sliding in from a corner.
        placed = true;
        position.x = target.x;
        position.y = target.y;
        element.dataset.visible = '';
      }
      const over = event.target instanceof Element && event.target.closest(interactiveSelector);
      scale = over ? activeScale : 1;
      element.toggleAttribute('data-active', !!over);
      if (!frame) frame = requestAnimationFrame(step);
    };
    const onLeave = () => element.removeAttribute('data-visible');
    const onEnter = () => {
      if (placed) element.dataset.visible = '';
    };

    window.addEventListener('pointermove', onMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    document.documentElement.addEventListener('pointerenter', onEnter);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
      document.documentElement.removeEventListener('pointerenter', onEnter);
    };
  }, [smoothing, interactiveSelector, activeScale]);

  return (
    <div
      ref={ring}
      aria-hidden="true"
      className={styles.follower}
      style={{ ['--cursor-size' as string]: `${size}px` }}
      data-cursor-follower=""
    />
  );
}
