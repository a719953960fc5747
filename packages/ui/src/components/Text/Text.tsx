import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = [
  'neutral',
  'muted',
  'brand',
  'accent',
  'success',
  'warning',
  'critical',
  'info',
  'inherit',
] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps {
  children: ReactNode;
  /** The type size, from the scale of the kit’s tokens. @default 'md' */
  size?: TextSize;
  /**
   * The colour by meaning: `muted` for secondary text, `critical` for errors, `inherit` on coloured
   * backgrounds. Every tone meets WCAG AA on the page and card surfaces.
   * @default 'neutral'
   */
  tone?: TextTone;
  /** The font weight. @default 'regular' */
  weight?: TextWeight;
  /** Text alignment; by default inherited from the parent. */
  align?: 'left' | 'center' | 'right';
  /**
   * The element: `p` for a paragraph, `span` inside another element, `div` around inline content.
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  /** The element id, for a control described or labelled by this text. */
  id?: string;
}

/** Body text with a size, a colour by meaning and a weight from the type scale. */
export function Text({
  children,
  size = 'md',
  tone = 'neutral',
  weight = 'regular',
  align,
  as: Element = 'p',
  id,
}: TextProps) {
  const className = [
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align && styles.align[align],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element id={id} className={className}>
      {children}
    </Element>
  );
}
