import type { ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box } from '../Box/Box';
import * as styles from './Card.css';

export const cardTones = ['raised', 'flat', 'brand'] as const;
export type CardTone = (typeof cardTones)[number];

export interface CardProps {
  children: ReactNode;
  /**
   * `raised` (white with a soft shadow) for content cards, `flat` (tinted) for secondary panels,
   * `brand` (soft indigo) to highlight one card.
   * @default 'raised'
   */
  tone?: CardTone;
  /**
   * Inner padding: a space token or one per breakpoint.
   * @default { mobile: 'md', tablet: 'lg' }
   */
  padding?: NonNullable<Sprinkles>['padding'];
  /**
   * The element: `article` for a self-contained item (a job, a service), `li` inside a list,
   * `section` with a heading.
   * @default 'div'
   */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  /** Fill the height of the grid cell so the cards in a row line up. @default true */
  fullHeight?: boolean;
  /** The element id, for a link to this card. */
  id?: string;
  /** Names the card; a `div` card with a name is a `group` (`role="group"`). */
  'aria-labelledby'?: string;
  /** Names the card when no visible heading does; a `div` card with a name is a `group`. */
  'aria-label'?: string;
}

/**
 * A bordered surface that groups related content. The base of ServiceCard, FeatureCard and JobCard.
 * In print it moves whole to the next page rather than split across two.
 */
export function Card({
  children,
  tone = 'raised',
  padding = { mobile: 'md', tablet: 'lg' },
  as = 'div',
  fullHeight = true,
  ...props
}: CardProps) {
  const className = [styles.card, styles.tone[tone], fullHeight && styles.fullHeight]
    .filter(Boolean)
    .join(' ');
  // A named <div> is a group: HTML allows aria-label and aria-labelledby on a div only with a role.
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <Box
      {...props}
      as={as}
      role={as === 'div' && named ? 'group' : undefined}
      className={className}
      padding={padding}
      gap="md"
    >
      {children}
    </Box>
  );
}
