import type { ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Pick<BoxProps, 'id' | 'aria-label' | 'aria-labelledby' | 'className'> {
  children: ReactNode;
  /**
   * The gap between children: a space token, or one per breakpoint (`{ mobile: 'md', desktop: 'xl' }`).
   * @default 'md'
   */
  space?: NonNullable<Sprinkles>['gap'];
  /**
   * Horizontal alignment of the children.
   * @default 'stretch'
   */
  align?: StackAlign;
  /**
   * The element to render. With `ul` or `ol`, pass `li` children.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';
}

/** Children one below the other with an even, token-sized gap: the default vertical rhythm of a page or card. */
export function Stack({ children, space = 'md', align = 'stretch', as = 'div', ...props }: StackProps) {
  return (
    <Box {...props} as={as} display="flex" flexDirection="column" gap={space} alignItems={alignItems[align]}>
      {children}
    </Box>
  );
}
