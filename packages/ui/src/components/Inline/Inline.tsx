import type { ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Inline.css';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends Pick<BoxProps, 'id' | 'aria-label' | 'aria-labelledby' | 'className'> {
  children: ReactNode;
  /**
   * The gap between children, both across and between wrapped rows.
   * @default 'sm'
   */
  space?: NonNullable<Sprinkles>['gap'];
  /** How the items sit along the row. @default 'left' */
  align?: InlineAlign;
  /** How the items of different heights line up across the row. @default 'center' */
  alignY?: InlineAlignY;
  /**
   * Below this breakpoint the children stack vertically, stretched to the full width (for example
   * two buttons side by side from tablet, full width on phones).
   */
  collapseBelow?: 'tablet' | 'desktop';
  /**
   * False keeps the children on one row, however narrow: an icon beside its text, where the text
   * wraps within itself instead of dropping below the icon.
   * @default true
   */
  wrap?: boolean;
  /**
   * The element to render. With `ul` or `ol`, pass `li` children.
   * @default 'div'
   */
  as?: 'div' | 'ul' | 'ol' | 'nav' | 'span';
}

/**
 * Children side by side, wrapping onto new rows when space runs out: buttons, badges, tags, icon
 * links; or, with `wrap={false}`, an icon beside a text on one row.
 */
export function Inline({
  children,
  space = 'sm',
  align = 'left',
  alignY = 'center',
  collapseBelow,
  wrap = true,
  as = 'div',
  className,
  ...props
}: InlineProps) {
  const flexDirection =
    collapseBelow === 'tablet'
      ? ({ mobile: 'column', tablet: 'row' } as const)
      : collapseBelow === 'desktop'
        ? ({ mobile: 'column', desktop: 'row' } as const)
        : 'row';
  const alignment =
    collapseBelow === 'tablet'
      ? { mobile: 'stretch' as const, tablet: alignItems[alignY] }
      : collapseBelow === 'desktop'
        ? { mobile: 'stretch' as const, desktop: alignItems[alignY] }
        : alignItems[alignY];
  return (
    <Box
      {...props}
      className={wrap ? className : [styles.noWrap, className].filter(Boolean).join(' ')}
      as={as}
      display="flex"
      flexWrap={wrap ? 'wrap' : undefined}
      flexDirection={flexDirection}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignment}
    >
      {children}
    </Box>
  );
}
