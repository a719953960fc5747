import type { ReactNode } from 'react';
import * as styles from './Illustration.css';

/** The drawings' colours, each from the theme: `fill[colour]`, `stroke[colour]`. */
export const illustrationColors = ['brand', 'deep', 'accent', 'ink', 'paper', 'soft'] as const;
export type IllustrationColor = (typeof illustrationColors)[number];

/**
 * Class names to paint a drawing's shapes with: `fill.brand` fills a shape, `stroke.accent` draws
 * a line (6 units, round ends), `card` is paper outlined in indigo.
 */
export const illustrationPaint: {
  fill: Record<IllustrationColor, string>;
  stroke: Record<IllustrationColor, string>;
  card: string;
} = { fill: styles.fill, stroke: styles.stroke, card: styles.card };

export interface IllustrationProps {
  /** The drawing's width in its own units (its `viewBox`), and its widest size in CSS pixels. */
  width: number;
  /** The drawing's height in its own units: with the width it keeps the box's ratio before any style. */
  height: number;
  /**
   * What the drawing shows, for a drawing that informs. Without one the drawing is decorative and
   * hidden from assistive technology (`aria-hidden`), which is right beside a heading or text that
   * says the same (WCAG 1.1.1, pure decoration).
   */
  label?: string;
  /** The shapes, painted with `illustrationPaint`. */
  children: ReactNode;
}

/**
 * An inline SVG drawing in the theme's colours: no request, no layout shift (its width and height
 * attributes give it its box before any style), and never a page's largest contentful paint, since
 * an inline SVG's shapes are not a candidate. It is as wide as drawn and shrinks with its container.
 */
export function Illustration({ width, height, label, children }: IllustrationProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      {...a11y}
      className={styles.svg}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      focusable="false"
    >
      {children}
    </svg>
  );
}
