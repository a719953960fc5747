import type { ReactNode } from 'react';
import { Heading as RACHeading } from 'react-aria-components';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['hero', '1', '2', '3', '4'] as const;
export type HeadingSize = (typeof headingSizes)[number];
export const headingTones = ['neutral', 'brand', 'inherit'] as const;
export type HeadingTone = (typeof headingTones)[number];

export interface HeadingProps {
  children: ReactNode;
  /** The document outline level: renders `h1` to `h4`. Choose it by structure, not by looks. */
  level: HeadingLevel;
  /**
   * The visual size, independent of the level: a card title can be an `h3` that looks like a `4`,
   * the page title an `h1` that looks like a `hero`.
   * @default the level's own size
   */
  size?: HeadingSize;
  /** The colour by meaning; `inherit` on coloured backgrounds. @default 'neutral' */
  tone?: HeadingTone;
  /** Text alignment; by default inherited from the parent. */
  align?: 'left' | 'center' | 'right';
  /** The element id, for a section or a landmark that is labelled by this heading. */
  id?: string;
}

/**
 * A section heading. Wraps react-aria-components' Heading, so inside a Dialog it fills
 * the title slot (the dialog is named by it).
 */
export function Heading({ children, level, size, tone = 'neutral', align, id }: HeadingProps) {
  const className = [
    styles.base,
    styles.size[size ?? (String(level) as HeadingSize)],
    styles.tone[tone],
    align && styles.align[align],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <RACHeading level={level} id={id} className={className}>
      {children}
    </RACHeading>
  );
}
